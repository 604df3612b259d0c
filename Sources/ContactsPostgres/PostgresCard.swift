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

  var json: String {
    // Encoding a struct of strings, arrays and `ContactDetails` cannot fail.
    String(decoding: try! Self.encoder.encode(self), as: UTF8.self)
  }

  init(json: String) throws {
    self = try JSONDecoder().decode(Self.self, from: Data(json.utf8))
  }

  private static let encoder: JSONEncoder = {
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    return encoder
  }()
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
