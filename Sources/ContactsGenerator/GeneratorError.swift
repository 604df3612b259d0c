/// Why the generator refused, in a sentence that says what to do instead.
public enum GeneratorError: Error, Equatable, CustomStringConvertible {
  /// `name` is not an upper-case ASCII identifier; `suggestion` is one that is.
  case invalidName(String, String, suggestion: String?)
  /// The folder is not the Contacts package.
  case notThisPackage(String)
  /// A type the screen would declare is already declared, in `file`.
  case typeExists(String, file: String)
  /// These files exist, and `--force` was not given.
  case wouldOverwrite([String])
  /// A path would leave the package, through `through`.
  case outsidePackage(String, through: String)
  /// `swift format` failed on the generated text.
  case formatFailed(String)
  /// Writing failed; nothing was left written.
  case writeFailed(String)
  /// A file the screen is wired into lacks the line an edit is anchored on.
  case wiringNotFound(String, String)

  public var description: String {
    switch self {
    case .invalidName(let name, let problem, let suggestion):
      let hint = suggestion.map { "; did you mean \($0)?" } ?? ""
      return "\(name.debugDescription) is not a screen name: \(problem)\(hint)"
    case .notThisPackage(let path):
      return "\(path) is not the Contacts package (no Package.swift naming \"Contacts\" beside "
        + "Sources/ContactsVIPER/ContactsScreens.swift); run it from the package root or pass "
        + "--package-path"
    case .typeExists(let type, let file):
      return "\(type) already exists (\(file)); pick another name"
    case .wouldOverwrite(let files):
      return "these files exist, so nothing was written (--force replaces them):\n"
        + files.map { "  \($0)" }.joined(separator: "\n")
    case .outsidePackage(let path, let through):
      return "\(path) would be written outside the package, through \(through); nothing was written"
    case .formatFailed(let reason):
      return "swift format failed on the generated code: \(reason)"
    case .writeFailed(let reason):
      return "could not write the screen, so nothing was left written: \(reason)"
    case .wiringNotFound(let file, let anchor):
      return "\(file) has no line holding \(anchor.debugDescription) to wire the screen in; "
        + "nothing was written"
    }
  }
}
