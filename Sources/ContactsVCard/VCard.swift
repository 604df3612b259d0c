import ContactsDomain

/// One contact as a vCard carries it: what the app models, and everything else to write back.
public struct VCard: Hashable, Sendable {
  /// `UID`, unescaped, such as `urn:uuid:…`; `nil` when the card has none.
  public var uid: String?
  /// `REV`, as written, such as `20240102T030405Z`.
  public var revision: String?
  /// Names, phones, emails, organization and note, as read (not yet trimmed or validated).
  ///
  /// Names come from `N` (family → last, given → first) or, when `N` lacks one, from `FN` split at
  /// its last space. Labels: `cell` → "mobile", `home`, `work`, else the group's `X-ABLabel`
  /// (Apple's `_$!<Mobile>!$_` → "mobile"), else the first other `TYPE`; "" when none.
  public var form: ContactForm
  /// How `N`, `FN`, `ORG`, `NOTE`, `TEL` and `EMAIL` were written when the form alone does not say
  /// it: middle names and suffixes, `PREF=1`, extra `TYPE`s, groups, other parameters.
  ///
  /// The writer uses a detail only while the form field it was read into is unchanged (the same
  /// names, organization, note, phone number or address), so an edited contact never writes
  /// back stale details, and a removed phone does not come back.
  public var fieldDetails: [VCardProperty]
  /// Every property the app does not model (`BDAY`, `ADR`, `PHOTO`, `URL`, `X-…`, a phone that is not
  /// a valid number…), in file order, written back as they are.
  public var keptProperties: [VCardProperty]
  /// The uid a card without `UID` derives (`VCardExtras.derivedUID`), set by the reader: a
  /// function of the rest, so not part of what makes two cards equal.
  var derivedUID: String?

  /// A card; with only `form`, what a contact made in the app writes.
  public init(
    uid: String? = nil, revision: String? = nil, form: ContactForm,
    fieldDetails: [VCardProperty] = [], keptProperties: [VCardProperty] = []
  ) {
    self.uid = uid
    self.revision = revision
    self.form = form
    self.fieldDetails = fieldDetails
    self.keptProperties = keptProperties
  }

  /// Two cards are equal when they say the same: `derivedUID` follows from the rest.
  public static func == (lhs: VCard, rhs: VCard) -> Bool {
    (lhs.uid, lhs.revision, lhs.form, lhs.fieldDetails, lhs.keptProperties)
      == (rhs.uid, rhs.revision, rhs.form, rhs.fieldDetails, rhs.keptProperties)
  }

  /// Hashes what `==` compares.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(uid)
    hasher.combine(revision)
    hasher.combine(form)
    hasher.combine(fieldDetails)
    hasher.combine(keptProperties)
  }
}
