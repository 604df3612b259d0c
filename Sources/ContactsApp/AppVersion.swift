/// The app's version: the one place it is written, which `contacts --version` prints.
public enum AppVersion {
  /// Bumped when a release is cut; the issue number of the last merged work otherwise.
  public static let current = "0.23.0"
}
