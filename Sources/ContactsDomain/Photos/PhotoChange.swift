/// What saving a contact does to its photo: one user action (add or edit with a photo) is
/// one change, so the photo is written with the fields, in the same change and the same undo.
public enum PhotoChange: Hashable, Sendable {
  /// Leaves the photo as it is (none, for a new contact).
  case keep
  /// Sets this photo.
  case set(ContactPhoto)
  /// Removes the photo.
  case remove

  /// The change that sets `photo`, or removes the photo when it is nil.
  public init(_ photo: ContactPhoto?) {
    self = photo.map(PhotoChange.set) ?? .remove
  }

  /// The photo the contact has after this change; nil when it keeps the one it has.
  public var photo: ContactPhoto?? {
    switch self {
    case .keep: nil
    case .set(let photo): .some(photo)
    case .remove: .some(nil)
    }
  }
}
