import ContactsDomain
import ContactsPresentation

/// Markup that is safe to send. Text interpolated into it is escaped; only another `HTML`
/// value is embedded as it is, so user text can never become markup by accident.
///
/// ```swift
/// let row: HTML = "<li>\(contact.fullName)</li>"  // "<script>" becomes "&lt;script&gt;"
/// let page: HTML = "<ul>\(rows)</ul>"             // rows: [HTML], embedded as markup
/// ```
public struct HTML: Sendable, Equatable, CustomStringConvertible, ExpressibleByStringInterpolation {
  /// The markup, ready to send.
  public let rendered: String

  /// Markup written in the source: a string literal is trusted, interpolations are not.
  public init(stringLiteral value: String) {
    rendered = value
  }

  /// Markup built by interpolation: the literal parts as they are, the values escaped.
  public init(stringInterpolation: Interpolation) {
    rendered = stringInterpolation.output
  }

  /// The markup, for printing.
  public var description: String { rendered }

  /// Builds markup from literals, escaping every interpolated string.
  public struct Interpolation: StringInterpolationProtocol {
    fileprivate var output = ""

    /// Starts empty, with room for the literal parts.
    public init(literalCapacity: Int, interpolationCount: Int) {
      output.reserveCapacity(literalCapacity + 16 * interpolationCount)
    }

    /// A literal part of the source: trusted markup.
    public mutating func appendLiteral(_ literal: String) {
      output += literal
    }

    /// Text: escaped, so it reads as text in an element and inside a quoted attribute.
    public mutating func appendInterpolation(_ text: String) {
      output += MarkupText.escaped(text)
    }

    /// User text on a line that sums it up, escaped: cut and with its direction controls
    /// written out, as `ShownText.summaryLine` decides for every screen.
    public mutating func appendInterpolation(summary text: String) {
      output += MarkupText.escaped(ShownText.summaryLine(text))
    }

    /// Markup that is already safe: embedded as it is.
    public mutating func appendInterpolation(_ html: HTML) {
      output += html.rendered
    }

    /// Several pieces of markup, one after the other.
    public mutating func appendInterpolation(_ pieces: [HTML]) {
      for piece in pieces { output += piece.rendered }
    }

    /// A number, which needs no escaping.
    public mutating func appendInterpolation(_ number: some BinaryInteger) {
      output += String(number)
    }
  }
}
