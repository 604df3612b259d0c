import ContactsDomain

extension ContactRepository {
  /// Every contact, in the app's order, read window after window: what a test checks a store
  /// against. The app itself never reads the whole address book at once.
  public func allContacts() async throws -> [Contact] {
    var contacts: [Contact] = []
    var request = PageRequest(limit: PageRequest.maximumLimit, placed: false)
    while true {
      let page = try await page(request)
      contacts += page.contacts
      guard page.hasNext, let last = page.contacts.last else { return contacts }
      request = PageRequest(.after(last.position), limit: PageRequest.maximumLimit, placed: false)
    }
  }
}
