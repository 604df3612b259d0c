/// One file the generator writes, with what it is for.
public struct PlannedFile: Hashable, Sendable {
  /// What the file is part of, for the cost it reports.
  public enum Part: Hashable, Sendable {
    /// The screen's code in one architecture.
    case code(Architecture)
    /// Its tests and spies in one architecture.
    case tests(Architecture)
    /// What both share (the app action, the screen value in ContactsPresentation).
    case shared
    /// The tests of what both share: the screen's sentences, asserted once.
    case sharedTests
  }

  /// The path from the package root, such as `Sources/ContactsMVVM/Favorites/…`.
  public let path: String
  public let part: Part
  /// The Swift source, formatted.
  public var contents: String

  public init(_ path: String, _ part: Part, _ contents: String) {
    self.path = path
    self.part = part
    self.contents = contents
  }

  /// How many lines the file has.
  public var lineCount: Int {
    contents.split(separator: "\n", omittingEmptySubsequences: false).count - 1
  }
}
