import ContactsDomain

extension DAVResource {
  /// What an address book allows, from the properties discovery asked for.
  var capabilities: RemoteCapabilities {
    let privileges = self[.dav("current-user-privilege-set")]
    let writable =
      privileges.map { set in
        ["write", "write-content", "all", "bind"].contains { set.contains(.dav($0)) }
      } ?? true
    let versions =
      self[.cardDAV("supported-address-data")]?.elements
      .filter { $0.name == .cardDAV("address-data-type") }
      .compactMap { $0.attributes["version"] } ?? []
    return RemoteCapabilities(
      isReadOnly: !writable,
      supportsSyncCollection: self[.dav("supported-report-set")]?.contains(.dav("sync-collection"))
        == true,
      vCardVersions: versions)
  }
}
