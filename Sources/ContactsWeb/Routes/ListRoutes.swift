import ContactsApp
import ContactsBuilds
import ContactsDomain
import ContactsPresentation
import Hummingbird

/// The list page: `GET /build/?group=…&q=…&after=…|before=…|around=…|letter=…&saved=ID&deleted=1`.
struct ListRoutes {
  let build: Architecture
  let app: any AddressBookApp

  func register(on group: RouterGroup<WebRequestContext>) {
    group.get { request, _ in try await page(request) }
  }

  /// The list page the request's query names; also served at `/` for the default build.
  func page(_ request: Request) async throws -> Response {
    // Read as a form encodes it, where "+" is a space: Hummingbird's parameters keep the "+".
    let pairs = QueryString.decode(request.uri.query ?? "") ?? []
    let parameter = { (name: String) in pairs.first { $0.name == name }?.value }
    let query = parameter("q") ?? ""
    let group = parameter("group").flatMap { $0.isEmpty ? nil : $0 }
    guard ListScreen.isSearchable(query + (group ?? "")) else { throw WebError.unsearchable }
    let loaded: Result<(ListScreen, GroupsScreen, Set<String>), AppFailure>
    do throws(AppFailure) {
      let window = ContactListWindow(query: query, group: group)
      loaded = .success(
        (
          try await app.list(input(parameter, query: query), in: window), try await app.groups(),
          try await app.indexEntries(in: window)
        ))
    } catch {
      loaded = .failure(error)
    }
    let screen = loaded.map(\.0)
    // A failure is the page's (`screen`): the menu is left out, and the index links nothing.
    let (groups, entries): (GroupsScreen, Set<String>) =
      if case .success(let loaded) = loaded { (loaded.1, loaded.2) } else { (.noGroups, []) }
    // Right after a delete, the page offers to undo it, with the token the browser sent it.
    var deleted: HTML = ""
    if parameter("deleted") != nil {
      let offer = UndoOffer.offered(try await app.undoOffer(), after: .delete)
      deleted = UndoNotice.html(
        offer, build: build, csrfToken: CSRFToken.cookie(of: request), fallback: "Contact deleted.")
    }
    let page = ListPage(
      build: build, screen: screen, query: query,
      markedID: parameter("saved").flatMap { Contact.ID($0) }, deletedNotice: deleted,
      group: group, entries: entries,
      groupMenu: GroupMenu(
        build: build, groups: groups, current: group, searching: ListScreen.isSearch(query)
      ).html)
    // An error is never shown as an empty list.
    return page.html.response(status: screen.failureStatus ?? .ok)
  }

  /// The list input the link names: Next, Previous, a letter, the row just saved, or the
  /// search; a key that is not one of ours opens the first window.
  private func input(_ parameter: (String) -> String?, query: String) -> ListInput {
    func key(_ name: String) -> ContactPosition? {
      parameter(name).flatMap(ContactPosition.init(cursor:))
    }
    if let position = key("after") { return .next(after: position) }
    if let position = key("before") { return .previous(before: position) }
    if let position = key("around") { return .around(position) }
    if let letter = parameter("letter"), letter.count == 1 { return .letter(letter) }
    return .search(query)
  }
}

extension Result where Failure == AppFailure {
  /// The status of the failure; nil on success.
  var failureStatus: HTTPResponse.Status? {
    if case .failure(let failure) = self { return failure.status }
    return nil
  }
}
