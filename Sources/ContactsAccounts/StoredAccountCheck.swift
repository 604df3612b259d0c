import ContactsDomain

/// `AccountCheck` over a store's accounts: bcrypt against the kept hash, with failed tries
/// slowed down by `throttle`. A name with no account is checked against a hash of the same
/// cost, so a wrong name takes as long as a wrong password and a timer cannot tell them apart.
public struct StoredAccountCheck: AccountCheck {
  private let records: any AccountRecords
  private let throttle: SignInThrottle
  /// What a wrong name's password is checked against.
  private let decoy: String
  /// Whether a password is the one a hash was made of.
  private let verify: @Sendable (_ password: String, _ hash: String) async -> Bool

  /// Checks sign-ins against `records`, slowed down by `throttle` (one per server process).
  public init(records: any AccountRecords, throttle: SignInThrottle) async {
    await self.init(records: records, throttle: throttle, verify: PasswordHashing.verify)
  }

  /// Checks passwords with `verify`: what a test watches.
  init(
    records: any AccountRecords, throttle: SignInThrottle,
    verify: @escaping @Sendable (_ password: String, _ hash: String) async -> Bool
  ) async {
    self.records = records
    self.throttle = throttle
    self.verify = verify
    decoy = await PasswordHashing.hash("not any account's password")
  }

  public func hasAccounts() async throws -> Bool {
    try await !records.accounts().isEmpty
  }

  public func signIn(name: String, password: String, from address: String) async throws -> String? {
    if let seconds = throttle.wait(name: name, address: address) {
      throw SignInError.slowedDown(seconds: seconds)
    }
    let hash = try await records.passwordHash(of: name)
    let matches = await verify(password, hash ?? decoy)
    guard matches, hash != nil else {
      throttle.failed(name: name, address: address)
      return nil
    }
    throttle.succeeded(name: name)
    return name
  }
}
