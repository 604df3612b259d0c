/// A three-way merge of one card, field by field: a field changed on one side takes that side's
/// value; a field changed differently on both keeps the local value and notes the other's.
/// Sync merges a server's card with it; the fields are `ContactFields.all`'s, and any a caller
/// adds (sync's properties the app does not model).
public struct CardMerge<Card: Sendable>: Sendable {
  /// One field a merge compares: its key, its value in a card as text, and how to set it.
  public struct Field: Sendable {
    public let key: String
    public let value: @Sendable (Card) -> String
    public let set: @Sendable (String, inout Card) -> Void
    /// Whether two values say the same thing.
    public let same: @Sendable (String, String) -> Bool

    public init(
      key: String, value: @escaping @Sendable (Card) -> String,
      set: @escaping @Sendable (String, inout Card) -> Void,
      same: @escaping @Sendable (String, String) -> Bool = { $0 == $1 }
    ) {
      self.key = key
      self.value = value
      self.set = set
      self.same = same
    }

    /// The field `entry` of the form `form` holds.
    public init(_ entry: ContactFieldEntry, of form: WritableKeyPath<Card, ContactForm> & Sendable)
    {
      self.init(
        key: entry.mergeKey, value: { entry.text(in: $0[keyPath: form]) },
        set: { entry.set($0, in: &$1[keyPath: form]) })
    }
  }

  /// A field both sides changed differently.
  public struct Conflict: Sendable {
    public let field: Field
    /// The local value, which the merged card keeps.
    public let mine: String
    /// The other side's value.
    public let theirs: String
  }

  /// The merged card.
  public private(set) var card: Card
  /// The fields both sides changed differently, with the other side's value.
  public private(set) var conflicts: [Conflict] = []

  /// Merges `local` and `theirs` from the card both agreed on; with no `base` (one card met on
  /// both sides for the first time), a field empty on one side takes the other's value.
  public init(fields: [Field], base: Card?, local: Card, theirs: Card) {
    card = local
    for field in fields {
      let mine = field.value(local)
      let other = field.value(theirs)
      guard !field.same(mine, other) else { continue }
      if let base {
        let original = field.value(base)
        if field.same(mine, original) {
          field.set(other, &card)
        } else if !field.same(other, original) {
          conflicts.append(Conflict(field: field, mine: mine, theirs: other))
        }
      } else if Self.isEmpty(mine) {
        field.set(other, &card)
      } else if !Self.isEmpty(other) {
        conflicts.append(Conflict(field: field, mine: mine, theirs: other))
      }
    }
  }

  /// Whether `value` says nothing: empty text, or no rows.
  private static func isEmpty(_ value: String) -> Bool {
    value.isEmpty || value == "[]"
  }
}
