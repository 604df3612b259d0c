/// A person in the address book: the entity both architectures share.
public struct Contact: Identifiable, Hashable, Sendable {
  /// A stable identifier, given by the store and never reused.
  public typealias ID = Int64

  public let id: ID
  public let firstName: String
  public let lastName: String
  public let phones: [LabeledValue]
  public let emails: [LabeledValue]
  /// The company or organization; empty when none.
  public let organization: String
  /// Free text; empty when none.
  public let note: String
  /// Birthday, addresses, web sites, groups and the rest.
  public let details: ContactDetails
  /// Where the name sorts; computed from the name, or as the store kept it.
  public let sortKey: ContactSortKey
  /// The type and size of the contact's photo, as the store read them (never its bytes); nil
  /// when it has none, or when it was not read.
  public var photo: PhotoSummary?

  public init(
    id: ID, firstName: String, lastName: String, phones: [LabeledValue] = [],
    emails: [LabeledValue] = [], organization: String = "", note: String = "",
    details: ContactDetails = ContactDetails(), sortKey: ContactSortKey? = nil
  ) {
    self.id = id
    self.firstName = firstName
    self.lastName = lastName
    self.phones = phones
    self.emails = emails
    self.organization = organization
    self.note = note
    self.details = details
    self.sortKey =
      sortKey
      ?? Self.sortKey(
        firstName: firstName, lastName: lastName, phones: phones, emails: emails,
        organization: organization, details: details)
  }

  /// Where a contact with these fields sorts, made afresh from its names.
  private static func sortKey(
    firstName: String, lastName: String, phones: [LabeledValue], emails: [LabeledValue],
    organization: String, details: ContactDetails
  ) -> ContactSortKey {
    ContactSortKey(
      shownName: ContactName.shown(
        firstName: firstName, lastName: lastName, organization: organization,
        nickname: details.nickname, emails: emails, phones: phones, urls: details.urls,
        isCompany: details.isCompany),
      firstName: firstName, lastName: lastName, details: details)
  }

  /// Where this contact sorts made afresh from its names, whatever the store kept.
  public var freshSortKey: ContactSortKey {
    Self.sortKey(
      firstName: firstName, lastName: lastName, phones: phones, emails: emails,
      organization: organization, details: details)
  }

  /// Builds the stored contact `id` from validated input; `sortKey` when already computed.
  public init(id: ID, _ draft: ContactDraft, sortKey: ContactSortKey? = nil) {
    self.init(
      id: id, firstName: draft.firstName, lastName: draft.lastName, phones: draft.phones,
      emails: draft.emails, organization: draft.organization, note: draft.note,
      details: draft.details, sortKey: sortKey)
  }

  /// The name shown and sorted by: the article's "First Last", or the one name a contact has, or
  /// the organization of a company card, or else its nickname, email, phone or web site (see
  /// `ContactName`), which its sort key holds: a list row read without phones and emails
  /// shows it too.
  public var fullName: String {
    Self.fullName(
      firstName: firstName, lastName: lastName, organization: organization, sortKey: sortKey)
  }

  /// The name shown (see `fullName`) of a contact with these names and sort key: for a store
  /// that reads many contacts' names without their other fields. A company's key was made of
  /// its organization, whatever person it names (`ContactDetails.isCompany`).
  public static func fullName(
    firstName: String, lastName: String, organization: String, sortKey: ContactSortKey
  ) -> String {
    let named = ContactName.shown(
      firstName: firstName, lastName: lastName, organization: organization)
    let keyed = sortKey.shownName
    let isCompany = !organization.isEmpty && keyed == organization.precomposed
    return named.isEmpty || isCompany ? keyed : named
  }

  /// Where this contact stands in the app's one ordering.
  public var position: ContactPosition {
    ContactPosition(sortKey: sortKey, id: id)
  }
}

// A contact as domain values in canonical JSON (what a book's move tallies): its id and fields,
// not its sort key (made from them) nor its photo's summary.
extension Contact: Encodable {
  enum CodingKeys: String, CodingKey {
    case id, firstName, lastName, phones, emails, organization, note, details
  }
}
