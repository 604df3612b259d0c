import ContactsDomain

extension RemoteListing {
  /// Every change, read back at once: for the small listings of tests.
  public func all() throws -> [RemoteChange] {
    var windows = windows(of: 1000)
    var changes: [RemoteChange] = []
    while let window = try windows.next() { changes += window }
    return changes
  }
}
