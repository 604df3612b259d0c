import Testing

extension Tag {
  /// A suite that starts a server, a browser, a CardDAV peer or the built executables:
  /// `scripts/quick-test` leaves these out for a quick loop.
  @Tag public static var slow: Self
}
