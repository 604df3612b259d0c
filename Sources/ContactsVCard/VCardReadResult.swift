/// What the reader made of one card of a file.
public enum VCardReadResult: Hashable, Sendable {
  /// A card ready to store: `ContactDraft(card.form)` does not throw. `line` is its `BEGIN:VCARD`.
  case card(VCard, line: Int)
  /// A card left out, such as one with no usable name; the error's line is its `BEGIN:VCARD`.
  case skipped(VCardError)

  /// The card, when it was read.
  public var card: VCard? {
    if case .card(let card, _) = self { card } else { nil }
  }

  /// Why the card was left out, when it was.
  public var skipReason: VCardError? {
    if case .skipped(let error) = self { error } else { nil }
  }
}
