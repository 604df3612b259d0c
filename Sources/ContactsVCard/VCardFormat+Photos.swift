import ContactsDomain

extension VCardFormat {
  /// `extras` with `photo` written into them as a `PHOTO` property (see `PhotoMapping`): the
  /// card's other properties as one text, as sync compares and merges them.
  public static func extras(_ extras: String, with photo: ContactPhoto?) -> String {
    guard photo != nil else { return extras }
    var decoded = VCardExtras(decoding: extras)
    decoded.keptProperties = PhotoMapping.restored(decoded.keptProperties, photo: photo)
    return decoded.encoded
  }

  /// `extras` with their photo taken out again: what `extras(_:with:)` was given.
  public static func photoTaken(from extras: String) -> (extras: String, photo: ContactPhoto?) {
    var decoded = VCardExtras(decoding: extras)
    let (kept, photo) = PhotoMapping.taken(from: decoded.keptProperties)
    guard photo != nil else { return (extras, nil) }
    decoded.keptProperties = kept
    return (decoded.encoded, photo)
  }
}
