import ContactsDomain
import Foundation
import PostgresNIO

/// A contact as the PostgreSQL store keeps it, with what travels with it (its uid, kept vCard
/// properties and photo): the `card` column of a contact, a version and a change's snapshot, as
/// JSON. Two cards are equal when every field, the uid, the kept properties and the photo are.
struct PostgresCard: Hashable, Codable, Sendable {
  /// A photo by its digest, with what a screen shows of it: its bytes are in `photo`.
  struct Photo: Hashable, Codable, Sendable {
    let digest: String
    let type: String
    let byteCount: Int

    var summary: PhotoSummary? {
      ImageType(rawValue: type).map { PhotoSummary(type: $0, byteCount: byteCount, digest: digest) }
    }
  }

  var firstName: String
  var lastName: String
  var phones: [LabeledValue]
  var emails: [LabeledValue]
  var organization: String
  var note: String
  var details: ContactDetails
  var sortKey: String
  var uid: String
  var extras: String
  var fileUID: String?
  var photo: Photo?

  /// The card of `draft` with `uid`.
  init(
    _ draft: ContactDraft, uid: String, extras: String = "", fileUID: String? = nil,
    photo: ContactPhoto? = nil
  ) {
    firstName = draft.firstName
    lastName = draft.lastName
    phones = draft.phones
    emails = draft.emails
    organization = draft.organization
    note = draft.note
    details = draft.details
    sortKey = ContactSortKey(draft).rawValue
    self.uid = uid
    self.extras = extras
    self.fileUID = fileUID
    self.photo = photo.map(Photo.init)
  }

  /// The contact `id` this card is, without the groups of the group cards listing it.
  func contact(id: Contact.ID) -> Contact {
    var contact = Contact(
      id: id, firstName: firstName, lastName: lastName, phones: phones, emails: emails,
      organization: organization, note: note, details: details,
      sortKey: ContactSortKey(rawValue: sortKey))
    contact.photo = photo?.summary
    return contact
  }

  /// The card with `draft`'s fields in place of its own, its uid, kept properties and photo
  /// kept.
  func with(_ draft: ContactDraft) -> PostgresCard {
    var card = PostgresCard(draft, uid: uid, extras: extras, fileUID: fileUID)
    card.photo = photo
    return card
  }

  /// The card with `photo` in place of its own.
  func with(photo: ContactPhoto?) -> PostgresCard {
    var card = self
    card.photo = photo.map(Photo.init)
    return card
  }

  /// The card as JSON: what `JSONEncoder` with `.sortedKeys` writes, byte for byte (a test holds
  /// them equal), written by hand: an import writes every card so, and the encoder cost more
  /// than the rest of making the card's row.
  var json: String {
    var json = JSONWriter(pretty: false, capacity: 512 + extras.utf8.count)
    json.openObject()
    json.key("details")
    details.write(to: &json)
    json.key("emails")
    json.list(emails, LabeledValue.write)
    json.member("extras", extras)
    if let fileUID { json.member("fileUID", fileUID) }
    json.member("firstName", firstName)
    json.member("lastName", lastName)
    json.member("note", note)
    json.member("organization", organization)
    json.key("phones")
    json.list(phones, LabeledValue.write)
    if let photo {
      json.key("photo")
      json.openObject()
      json.key("byteCount")
      json.number(Int64(photo.byteCount))
      json.member("digest", photo.digest)
      json.member("type", photo.type)
      json.closeObject()
    }
    json.member("sortKey", sortKey)
    json.member("uid", uid)
    json.closeObject()
    return Self.slashesEscaped(json.text)
  }

  init(json: String) throws {
    self = try JSONDecoder().decode(Self.self, from: Data(json.utf8))
  }

  /// `text` with every `/` written `\/`, as `JSONEncoder` escapes it unless told not to (and the
  /// cards stored so far were written): in JSON a `/` is only ever inside a string.
  private static func slashesEscaped(_ text: String) -> String {
    guard text.utf8.contains(UInt8(ascii: "/")) else { return text }
    var bytes: [UInt8] = []
    bytes.reserveCapacity(text.utf8.count + 16)
    for byte in text.utf8 {
      if byte == UInt8(ascii: "/") { bytes.append(UInt8(ascii: "\\")) }
      bytes.append(byte)
    }
    return String(decoding: bytes, as: UTF8.self)
  }
}

extension PostgresCard.Photo {
  init(_ photo: ContactPhoto) {
    self.init(digest: photo.digest, type: photo.type.rawValue, byteCount: photo.data.count)
  }
}

extension GroupCard {
  /// The group card as the store keeps it, as JSON.
  var json: String {
    String(decoding: try! JSONEncoder().encode(self), as: UTF8.self)
  }

  init(json: String) throws {
    self = try JSONDecoder().decode(Self.self, from: Data(json.utf8))
  }
}
