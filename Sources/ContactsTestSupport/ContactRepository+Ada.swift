import ContactsDomain
import Foundation

extension ContactRepository {
  /// Imports Ada, with a phone, an email, details, a group, kept vCard properties and a photo
  /// (everything a restore must put back), then adds Bea Brown; returns Ada as stored.
  public func addAdaAndBea() async throws -> Contact {
    var form = ContactForm(
      firstName: "Ada", lastName: "Lovelace", phones: [LabeledValue(label: "mobile", value: "123")],
      emails: [LabeledValue(label: "home", value: "ada@example.org")], organization: "Engines",
      note: "First programmer")
    form.birthday = "1815-12-10"
    form.groups = ["Math"]
    form.nickname = "Enchantress"
    let card = ContactImport(
      uid: "urn:uuid:ada", draft: try ContactDraft(form), extras: #"{"X-KEPT":["1"]}"#,
      photo: try ContactPhoto(SamplePhotos.png))
    _ = try await importContacts([card], dryRun: false) { _ in }
    _ = try await create(try ContactDraft(firstName: "Bea", lastName: "Brown"))
    guard let ada = try await searchAll("lovelace").first else {
      throw ContactStoreError.failed("Ada was not stored")
    }
    return ada
  }
}
