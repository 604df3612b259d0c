import ContactsDomain

extension ContactRepository {
  /// Every contact matching `query`, read window after window of `pageSize`.
  public func searchAll(_ query: String, pageSize: Int = 7) async throws -> [Contact] {
    var request = PageRequest(limit: pageSize, query: query)
    var contacts: [Contact] = []
    while true {
      let page = try await page(request)
      contacts += page.contacts
      guard page.hasNext, let last = page.contacts.last else { return contacts }
      request = PageRequest(.after(last.position), limit: pageSize, query: query)
    }
  }
}
