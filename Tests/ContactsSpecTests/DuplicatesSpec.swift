import ContactsApp
import ContactsBuilds
import ContactsDomain
import ContactsPresentation
import ContactsTestSupport
import Testing

/// Duplicates in both builds, over each store: the pairs found, more than one window of
/// contacts read, and a store's failure said in a sentence.
@Suite("Duplicates spec, MVVM and VIPER alike", .removesTemporaryFolders)
struct DuplicatesSpec {
  @Test(arguments: Architecture.allCases, StoreFactory.all)
  func theSamePairsComeFromEveryWindowOfTheBook(
    _ architecture: Architecture, _ factory: StoreFactory
  ) async throws {
    let store = try await factory.make().contacts
    // More contacts than one read gives, so the pair's two sides come from different windows.
    var ids: [Contact.ID] = []
    for index in 0..<(DuplicatesScreen.readBatch + 5) {
      var form = ContactForm(firstName: "Person", lastName: "Number\(index)")
      form.emails = [LabeledValue(label: "home", value: "p\(index)@example.org")]
      ids.append(try await store.create(ContactDraft(form)).id)
    }
    let request = try DuplicatesRequest(lane: nil, region: nil, localeRegion: nil)
    let none = try await architecture.app(store).duplicates(request)
    #expect(none.rows.isEmpty)
    #expect(none.notice == "No duplicates found.")
    // The same name at another organization: not identical, and the names do not contradict.
    var twin = ContactForm(firstName: "person", lastName: "Number1004")
    twin.organization = "Acme"
    twin.emails = [LabeledValue(label: "work", value: "P1004@Example.org")]
    let added = try await store.create(ContactDraft(twin))
    let found = try await architecture.app(store).duplicates(request)
    #expect(found.rows.map { [$0.firstID, $0.secondID] } == [[ids[1004], added.id]])
    #expect(
      found.rows.first?.reason
        == "same email p1004@example.org; names Person Number1004 / person Number1004")
  }

  @Test(arguments: Architecture.allCases, StoreFactory.all)
  func aNumberSharedByTooManyIsSaidAndNotPaired(
    _ architecture: Architecture, _ factory: StoreFactory
  ) async throws {
    let store = try await factory.make().contacts
    // An office's switchboard on one more card than the finder pairs, and one true pair.
    for index in 0...DuplicateFinder.largestBlock {
      var form = ContactForm(firstName: "Person", lastName: "Number\(index)")
      form.phones = [LabeledValue(label: "work", value: "020 7946 0000")]
      _ = try await store.create(ContactDraft(form))
    }
    var form = ContactForm(firstName: "Bob", lastName: "Number0")
    form.phones = [LabeledValue(label: "mobile", value: "+44 20 7946 0000")]
    form.emails = [LabeledValue(label: "home", value: "bob@example.org")]
    _ = try await store.create(ContactDraft(form))
    form.firstName = "Robert"
    form.phones = []
    _ = try await store.create(ContactDraft(form))
    let request = try DuplicatesRequest(lane: nil, region: "GB", localeRegion: nil)
    let screen = try await architecture.app(store).duplicates(request)
    let other = try await Architecture.allCases.first { $0 != architecture }!.app(store)
      .duplicates(request)
    #expect(screen == other)
    #expect(
      screen.rows.map(\.reason) == [
        "same email bob@example.org; names Bob Number0 / Robert Number0"
      ])
    #expect(
      screen.uncompared == [
        "The phone +44 20 7946 0000, shared by 52 contacts, was not compared pairwise."
      ])
  }

  @Test(arguments: Architecture.allCases)
  func aStoreFailureIsASentence(_ architecture: Architecture) async throws {
    let request = try DuplicatesRequest(lane: "possible", region: "GB", localeRegion: nil)
    await #expect(throws: AppFailure(.findDuplicates, ContactStoreError.diskFull)) {
      try await architecture.app(RepositorySpy(failure: .diskFull)).duplicates(request)
    }
  }
}
