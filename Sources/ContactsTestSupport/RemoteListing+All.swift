import ContactsDomain

extension RemoteListing {
  /// Every change, read back at once: for the small listings of tests.
  public func all() async throws -> [RemoteChange] {
    var changes: [RemoteChange] = []
    for try await window in windows(of: 1000) { changes += window }
    return changes
  }
}
