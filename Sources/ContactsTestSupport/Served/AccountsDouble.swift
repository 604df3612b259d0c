import ContactsDomain

/// Accounts held in memory, with plain passwords and a throttle a test sets: the smallest honest
/// `AccountCheck`, for the DAV routes' tests (the real one, with bcrypt and throttling, is helper
/// `accounts`'s part).
public actor AccountsDouble: AccountCheck {
  private let passwords: [String: String]
  /// While set, every sign-in is slowed down by this many seconds.
  public var slowedDownFor: Int?
  /// The addresses sign-ins came from, in order.
  public private(set) var addresses: [String] = []

  /// Accounts `passwords` (name: password); none means a server without accounts.
  public init(_ passwords: [String: String] = [:]) {
    self.passwords = passwords
  }

  /// Slows every sign-in down by `seconds` (nil: not any more).
  public func slowDown(_ seconds: Int?) { slowedDownFor = seconds }

  public func hasAccounts() -> Bool { !passwords.isEmpty }

  public func signIn(name: String, password: String, from address: String) throws -> String? {
    addresses.append(address)
    if let seconds = slowedDownFor { throw SignInError.slowedDown(seconds: seconds) }
    return passwords[name] == password ? name : nil
  }
}
