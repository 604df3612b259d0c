import ContactsDomain

/// `AccountCheck` over a store's accounts: bcrypt against the kept hash, with failed tries
/// slowed down by `throttle`. A name with no account is checked against a hash of the same
/// cost, so a wrong name takes as long as a wrong password and a timer cannot tell them apart.
/// A password bcrypt proved lately against the hash the store still keeps is taken from
/// `credentials` without bcrypt; only a right one can be found there, so only its owner sees
/// the difference in time.
public struct StoredAccountCheck: AccountCheck {
  private let records: any AccountRecords
  private let throttle: SignInThrottle
  private let credentials: VerifiedCredentials?
  /// What a wrong name's password is checked against.
  private let decoy: String
  /// Whether a password is the one a hash was made of.
  private let verify: @Sendable (_ password: String, _ hash: String) async -> Bool

  /// Checks sign-ins against `records`, slowed down by `throttle` and remembered by
  /// `credentials` (one of each per server process; nil: bcrypt on every sign-in).
  public init(
    records: any AccountRecords, throttle: SignInThrottle, credentials: VerifiedCredentials?
  ) async {
    await self.init(
      records: records, throttle: throttle, credentials: credentials,
      verify: PasswordHashing.verify)
  }

  /// Checks passwords with `verify`: what a test watches.
  init(
    records: any AccountRecords, throttle: SignInThrottle, credentials: VerifiedCredentials?,
    verify: @escaping @Sendable (_ password: String, _ hash: String) async -> Bool
  ) async {
    self.records = records
    self.throttle = throttle
    self.credentials = credentials
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
    if let hash, credentials?.contains(name: name, password: password, hash: hash) == true {
      throttle.succeeded(name: name)
      return name
    }
    let matches = await verify(password, hash ?? decoy)
    guard matches, let hash else {
      throttle.failed(name: name, address: address)
      return nil
    }
    credentials?.insert(name: name, password: password, hash: hash)
    throttle.succeeded(name: name)
    return name
  }
}
