import ArgumentParser
import ContactsDomain
import ContactsPresentation

/// What `show` and `edit` take: a contact's id (any whole number is one), or a name exactly one
/// contact has, ignoring case and accents as search does.
struct ContactReference: ExpressibleByArgument {
  let text: String

  init?(argument: String) {
    text = argument
  }

  /// The id the reference names; throws, exiting 65, when no contact or several have the name.
  func id(in repository: any ContactRepository) async throws -> Contact.ID {
    if let id = Contact.ID(text) { return id }
    let ids = try await CommandFailure.rethrowing {
      do {
        return try await idsOfContacts(named: text, in: repository)
      } catch {
        throw AppFailure(.findContact, error)
      }
    }
    let name = ShownText.summaryLine(text)
    switch ids.count {
    case 1: return ids[0]
    case 0:
      throw CommandFailure(
        "No contact is named \(name); give its id, as `list --json` prints it", status: .data)
    default:
      let list = ids.sorted().map(String.init).joined(separator: ", ")
      throw CommandFailure(
        "\(Counted.contacts(ids.count)) are named \(name): ids \(list)", status: .data)
    }
  }

  /// The ids of every contact named `name`, read window after window of its search.
  private func idsOfContacts(named name: String, in repository: any ContactRepository)
    async throws -> [Contact.ID]
  {
    var ids: [Contact.ID] = []
    var request = PageRequest(limit: PageRequest.maximumLimit, query: name)
    while true {
      let page = try await repository.page(request)
      ids += page.contacts.filter { SearchText.isNamed($0, name) }.map(\.id)
      guard page.hasNext, let last = page.contacts.last else { return ids }
      request = PageRequest(.after(last.position), limit: PageRequest.maximumLimit, query: name)
    }
  }
}
