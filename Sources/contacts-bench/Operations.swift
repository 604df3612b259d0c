import ContactsApp
import ContactsBuilds
import ContactsDomain
import ContactsPostgres
import ContactsPresentation
import ContactsRoot
import ContactsSampleData
import Foundation

/// The operations of the app, each timed through both builds and as bare SQL.
struct Operations {
  let path: String
  let size: Int
  let repetitions: Int

  /// The app over the database at `path` (a file, or a `postgres://` URL), and its floor.
  private func opened() async throws -> (AppRoot, any BareFloor) {
    guard DatabaseLocation.isPostgres(path) else {
      return (
        try await AppRoot.open(databasePath: path, access: .readWrite), try BareSQL(path: path)
      )
    }
    let store = try await PostgresStore.open(
      PostgresAddress(path), password: ProcessInfo.processInfo.environment["PGPASSWORD"])
    return (AppRoot(contacts: store), try BarePostgres(url: path))
  }

  func run() async throws -> SizeResult {
    let (root, sql) = try await opened()
    let store = root.contacts
    let middle = try await sql.position(at: size / 2)
    let form = SampleContacts(seed: 7).form(size + 1)
    let commonWord = "müller"
    let blockWord = "grace"
    let onePerson = "user\(size / 3)@"
    var results: [OperationResult] = []

    func compare(
      _ name: String, sql runSQL: @escaping () async throws -> Void,
      layers: @escaping (any AddressBookApp) async throws -> Void
    ) async throws {
      let timings = try await Timing.interleaved(
        repetitions,
        [
          runSQL, { try await layers(root.app(.mvvm)) },
          { try await layers(root.app(.viper)) },
        ])
      results.append(
        OperationResult(name: name, sql: timings[0], mvvm: timings[1], viper: timings[2]))
    }

    try await compare(
      "first page", sql: { try await sql.page(after: nil) },
      layers: {
        try expectRows(try await $0.list(.appear, in: ContactListWindow()))
      })
    try await compare(
      "middle page", sql: { try await sql.page(after: middle) },
      layers: {
        try expectRows(try await $0.list(.next(after: middle), in: ContactListWindow()))
      })
    try await compare(
      "search, common word", sql: { try await sql.searchInListOrder(commonWord) },
      layers: {
        try expectRows(try await $0.list(.search(commonWord), in: ContactListWindow()))
      })
    // A first name: its matches sit in one block mid-list, which no walk from the top reaches.
    try await compare(
      "search, a block mid-list", sql: { try await sql.searchInPostingOrder(blockWord) },
      layers: {
        try expectRows(try await $0.list(.search(blockWord), in: ContactListWindow()))
      })
    try await compare(
      "search, one person", sql: { try await sql.searchByIndex(onePerson) },
      layers: {
        try expectRows(try await $0.list(.search(onePerson), in: ContactListWindow()))
      })
    try await compare(
      "show one", sql: { try await sql.show(id: 1) },
      layers: {
        _ = try await $0.show(1)
      })
    // Add, edit and delete measure the contact they make themselves, so the size stays put.
    try await compare(
      "add", sql: { try await sql.delete(id: try sql.add(form)) },
      layers: { app in
        let contact = try await app.add(form)
        try await store.delete(id: contact.id)
      })
    let edited = try await sql.add(form)
    // The edit page's form as the browser sends it back: one Done, as `POST …/edit` runs it.
    var renamed = ContactForm(try await store.contact(id: edited))
    renamed.lastName = "Edited"
    try await compare(
      "edit", sql: { try await sql.rename(id: edited, lastName: "Edited") },
      layers: { _ = try await $0.edit(edited, renamed) })
    try await compare(
      "delete", sql: { try await sql.delete(id: try sql.add(form)) },
      layers: { app in
        _ = try await app.delete(try await sql.add(form))
      })
    try await sql.delete(id: edited)
    return SizeResult(size: size, operations: results, peakMemoryMiB: peakMemoryMiB())
  }

  private func expectRows(_ screen: ListScreen) throws {
    guard case .rows(let rows, _, _, _) = screen, !rows.isEmpty else {
      throw BenchFailure("expected rows, got \(screen)")
    }
  }
}

struct BenchFailure: Error, CustomStringConvertible {
  let description: String
  init(_ description: String) { self.description = description }
}
