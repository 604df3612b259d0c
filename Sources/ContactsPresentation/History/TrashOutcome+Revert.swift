import ContactsDomain

extension TrashOutcome {
  /// Contact `contact`, put back as version `number` was.
  public static func reverted(_ contact: Contact, to number: Int) -> TrashOutcome {
    TrashOutcome(
      contactID: contact.id,
      sentence: "Reverted \(ShownText.summaryLine(contact.fullName)) to version \(number)",
      isBack: true)
  }
}
