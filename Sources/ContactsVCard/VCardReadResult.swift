import ContactsDomain

/// What the reader made of one card of a file.
public enum VCardReadResult: Hashable, Sendable {
  /// A card ready to store, with its form already validated as `draft`; `line` is its `BEGIN:VCARD`.
  case card(VCard, draft: ContactDraft, line: Int)
  /// A group card (`KIND:group`), stored as a group rather than a contact; `line` is its
  /// `BEGIN:VCARD`.
  case group(GroupCard, line: Int)
  /// A card left out, such as one with no usable name; the error's line is its `BEGIN:VCARD`.
  case skipped(VCardError)
  /// A line that could not be read and was left out (or read another way, as its reason says);
  /// the card around it, if any, was read without it.
  case lineSkipped(VCardError)

  /// The card, when it was read.
  public var card: VCard? {
    if case .card(let card, _, _) = self { card } else { nil }
  }

  /// The card's validated fields, when it was read: what to store, with the card's `uid` and kept
  /// properties.
  public var draft: ContactDraft? {
    if case .card(_, let draft, _) = self { draft } else { nil }
  }

  /// Why the card was left out, when it was.
  public var skipReason: VCardError? {
    if case .skipped(let error) = self { error } else { nil }
  }

  /// Why a line was left out, when this reports one.
  public var lineSkipReason: VCardError? {
    if case .lineSkipped(let error) = self { error } else { nil }
  }
}
