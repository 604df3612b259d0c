/// Random inputs made of given pieces, on which a fast path and the slow one it replaces are
/// compared.
public enum RandomPieces {
  /// A number of `pieces` within `count`, each picked at random.
  public static func pick<Piece>(
    _ pieces: [Piece], count: ClosedRange<Int>, using generator: inout some RandomNumberGenerator
  ) -> [Piece] {
    (0..<Int.random(in: count, using: &generator)).map { _ in
      pieces.randomElement(using: &generator)!
    }
  }

  /// A text of a number of `scalars` within `count`, each picked at random.
  public static func text(
    of scalars: [Unicode.Scalar], count: ClosedRange<Int>,
    using generator: inout some RandomNumberGenerator
  ) -> String {
    var text = ""
    text.unicodeScalars.append(contentsOf: pick(scalars, count: count, using: &generator))
    return text
  }
}
