import ContactsApp
import ContactsBuilds
import ContactsDomain

/// Each build of the app is served under its own path: the same pages, fed by another
/// architecture.
extension Architecture {
  /// The list page, e.g. `/mvvm/`.
  var listPath: String { "/\(rawValue)/" }

  /// The add page and its form's target, e.g. `/mvvm/add`.
  var addPath: String { "/\(rawValue)/add" }

  /// The groups page, e.g. `/mvvm/groups`.
  var groupsPath: String { "/\(rawValue)/groups" }

  /// The list of the contacts in `group`, e.g. `/mvvm/?group=Family`; every contact when nil.
  func listPath(of group: String?) -> String { listPath(PageRequest(group: group)) }

  /// The sync page and its form's target, e.g. `/mvvm/sync`.
  var syncPath: String { "/\(rawValue)/sync" }

  /// The upcoming birthdays page, e.g. `/mvvm/birthdays`.
  var birthdaysPath: String { "/\(rawValue)/birthdays" }

  /// The duplicates page, e.g. `/mvvm/duplicates`.
  var duplicatesPath: String { "/\(rawValue)/duplicates" }

  /// The duplicates page showing `lane` alone, e.g. `/mvvm/duplicates?lane=possible`.
  func duplicatesPath(lane: DuplicateLane) -> String {
    duplicatesPath + QueryString.encode([("lane", lane.rawValue)])
  }

  /// The review of a merge of `ids` into the first, and its form's target, e.g.
  /// `/mvvm/duplicates/merge?ids=1,2`.
  func mergePath(_ ids: [Contact.ID]) -> String {
    duplicatesPath + "/merge"
      + QueryString.encode([("ids", ids.map(String.init).joined(separator: ","))])
  }

  /// The Recently deleted page, e.g. `/mvvm/deleted`.
  var recentlyDeletedPath: String { "/\(rawValue)/deleted" }

  /// Restore on the Recently deleted row of `id`.
  func restorePath(_ id: Contact.ID) -> String { "\(recentlyDeletedPath)/\(id)/restore" }

  /// Delete forever on the Recently deleted row of `id`.
  func deleteForeverPath(_ id: Contact.ID) -> String { "\(recentlyDeletedPath)/\(id)/forever" }

  /// The Undo button's target, e.g. `/mvvm/undo`.
  var undoPath: String { "/\(rawValue)/undo" }

  /// The details page of a contact, e.g. `/mvvm/contacts/42`.
  func detailsPath(_ id: Contact.ID) -> String { "/\(rawValue)/contacts/\(id)" }

  /// The page of `screen`, where a closed screen leads back to.
  func path(_ screen: ReturnScreen) -> String {
    switch screen {
    case .list: listPath
    case .details(let id): detailsPath(id)
    }
  }

  /// The edit page of a contact and its form's target.
  func editPath(_ id: Contact.ID) -> String { detailsPath(id) + "/edit" }

  /// The contact alone as a vCard file, to download and share.
  func vcardPath(_ id: Contact.ID) -> String { detailsPath(id) + "/vcard" }

  /// The page that asks before deleting a contact, and its form's target.
  func deletePath(_ id: Contact.ID) -> String { detailsPath(id) + "/delete" }

  /// The list at the window `request` names, e.g. `/mvvm/?group=Family&q=ada&after=…`; `saved` marks a row
  /// and says it was saved, `scrollTo` only scrolls to it.
  func listPath(_ request: PageRequest, saved: Contact.ID? = nil, scrollTo: Contact.ID? = nil)
    -> String
  {
    var query: [(String, String)] = []
    if let group = request.group { query.append(("group", group)) }
    if !request.query.isEmpty { query.append(("q", request.query)) }
    switch request.anchor {
    case .first: break
    case .after(let position): query.append(("after", position.cursor))
    case .before(let position): query.append(("before", position.cursor))
    case .around(let position): query.append(("around", position.cursor))
    }
    if let saved { query.append(("saved", String(saved))) }
    let fragment = (saved ?? scrollTo).map { "#contact-\($0)" } ?? ""
    return listPath + QueryString.encode(query) + fragment
  }
}
