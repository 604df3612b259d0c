import ContactsDomain

extension HistoryScreen {
  /// Why contact `id`, which has `total` versions, cannot be reverted to version `number`: it has
  /// no such version (the contact is there; the store would say it is not). Nil when it has one.
  public static func missingVersion(_ number: Int, of id: Contact.ID, total: Int) -> AppFailure? {
    guard number > total else { return nil }
    let kept =
      switch total {
      case 0: "it has no earlier versions"
      case 1: "its only version is 1"
      default: "its versions are 1–\(total)"
      }
    return .notFound(
      id,
      message: "\(ScreenAction.revertContact.failureSentence): contact \(id) has no version "
        + "\(number); \(kept)")
  }
}
