import ContactsDomain
import ContactsPresentation
import ContactsVCard
import Foundation

/// One card as sync compares it: the app's fields, the UID and everything else the card said;
/// or a group card, kept whole (its form and extras empty).
struct ComparedCard: Hashable, Sendable, Codable {
  var uid: String
  var form: ContactForm
  var extras: String
  /// The group card this card is, nil for a contact.
  var group: GroupCard?

  init(_ contact: ContactImport) {
    uid = contact.uid
    form = ContactForm(contact.draft)
    extras = VCardFormat.extras(contact.extras, with: contact.photo)
  }

  /// The card of a stored contact.
  init(_ export: ContactExport) {
    uid = export.uid
    form = ContactForm(export.contact)
    extras = VCardFormat.extras(export.extras, with: export.photo)
  }

  /// A group card, as it came.
  init(_ group: GroupCard) {
    uid = group.uid
    form = ContactForm()
    extras = ""
    self.group = group
  }

  /// The card a server sent, or why it can be neither a contact nor a group card.
  static func read(_ data: Data, href: String) -> Result<ComparedCard, SkippedCard> {
    do {
      let file = try VCardFormat().read(data, fileName: href)
      if let contact = file.contacts.first { return .success(ComparedCard(contact)) }
      if let group = file.groups.first { return .success(ComparedCard(group)) }
      return .failure(SkippedCard(reason: file.skipped.first ?? "\(href): no vCard in it"))
    } catch {
      return .failure(SkippedCard(reason: readableMessage("\(href) cannot be read", error)))
    }
  }

  /// The card the sync memory kept as `agreed`, or nil when none.
  init?(agreed: String) {
    guard !agreed.isEmpty,
      let card = try? JSONDecoder().decode(ComparedCard.self, from: Data(agreed.utf8))
    else { return nil }
    self = card
  }

  /// The text the sync memory keeps as `agreed`.
  var encoded: String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    // Strings and arrays of strings cannot fail to encode.
    return String(decoding: try! encoder.encode(self), as: UTF8.self)
  }

  /// The validated contact, or why the fields are refused; its photo taken out of `extras`.
  /// A group card is no contact: `group` is what to store of it.
  func contactImport() throws -> ContactImport {
    let (extras, photo) = VCardFormat.photoTaken(from: extras)
    return ContactImport(
      uid: uid, draft: try ContactDraft(form, origin: .imported), extras: extras, photo: photo)
  }

  /// The digest of the canonical form: equal for cards that say the same thing.
  var digest: String {
    if let group { return VCardFormat.digest(of: group) }
    guard let contact = try? contactImport() else { return "invalid:\(encoded)" }
    return VCardFormat.digest(of: contact)
  }

  /// The name to show for this card.
  var displayName: String {
    if let group { return group.name }
    let name = "\(form.firstName) \(form.lastName)".trimmingCharacters(in: .whitespaces)
    return name.isEmpty ? uid : name
  }

  /// The vCard to send, in `version`; a group card as it came, in its own version.
  func vCard(version: VCardVersion) throws -> Data {
    if let group { return Data(group.text.utf8) }
    let contact = try contactImport()
    let export = ContactExport(
      contact: Contact(id: 0, contact.draft), uid: uid, extras: contact.extras,
      photo: contact.photo)
    return VCardFormat(version: version).write([export])
  }
}

/// A server card that cannot be a contact, and why.
struct SkippedCard: Error, Hashable, Sendable {
  let reason: String
}
