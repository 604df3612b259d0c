import ContactsApp
import ContactsBuilds
import ContactsDomain
import ContactsPresentation
import Foundation
import Hummingbird

/// The duplicates page and merging, behind the token check: `GET /build/duplicates?lane=…`,
/// `GET /build/duplicates/merge?ids=1,2` (the review: what a merge would do, nothing written)
/// and its `POST` (the merge, then the kept contact's page with its Undo).
struct DuplicatesRoutes {
  let build: Architecture
  let app: any AddressBookApp

  func register(on group: RouterGroup<WebRequestContext>) {
    let duplicates = group.group("duplicates").add(middleware: CSRFCheck())
    duplicates.get { request, _ in
      let lane = QueryString.decode(request.uri.query ?? "")?.first { $0.name == "lane" }?.value
      let asked: DuplicatesRequest
      do throws(DuplicatesRefusal) {
        asked = try DuplicatesRequest(lane: lane, region: nil, localeRegion: Self.localeRegion)
      } catch {
        return ErrorPage(status: .badRequest, message: error.message).response(from: request)
      }
      let screen = try await app.duplicates(asked)
      return DuplicatesPage(build: build, lanes: asked.lanes, screen: screen).html.response()
    }
    duplicates.get("merge") { request, context in
      let ids = QueryString.decode(request.uri.query ?? "")?.first { $0.name == "ids" }?.value
      return try await review(ids, request: request, context: context)
    }
    duplicates.post("merge") { request, context -> Response in
      guard let sent = context.sentForm else { throw WebError.unreadableForm }
      if sent.isCancel { return .seeOther(build.duplicatesPath) }
      guard let ids = Self.ids(sent.text("ids")) else {
        return Self.badIDs(sent.text("ids"), request: request)
      }
      // Each radio group is named after the value it chooses: "keep-name", "keep-birthday".
      let choices: [(field: String, id: Contact.ID)] = sent.fields.compactMap { field in
        guard field.name.hasPrefix(Self.choicePrefix), let id = Contact.ID(field.value) else {
          return nil
        }
        return (String(field.name.dropFirst(Self.choicePrefix.count)), id)
      }
      let asked: MergeRequest
      do throws(DuplicatesRefusal) {
        asked = try MergeRequest(
          ids: ids, choices: choices, region: nil, localeRegion: Self.localeRegion, dryRun: false)
      } catch {
        return ErrorPage(status: .badRequest, message: error.message).response(from: request)
      }
      let merged = try await app.merge(asked)
      let kept = merged.merges.first?.keptID ?? ids[0]
      return .seeOther(build.detailsPath(kept) + "?merged=1")
    }
  }

  /// The name of a radio group, before the key of the value it chooses.
  static let choicePrefix = "keep-"

  // MARK: - Private

  /// The region national phone numbers are read in: the server's, as the command line's.
  private static var localeRegion: String? { Locale.current.region?.identifier }

  /// The review of a merge of `text`'s ids ("1,2"): the cards side by side, and the form.
  private func review(
    _ text: String?, request: Request, context: WebRequestContext
  ) async throws -> Response {
    guard let ids = Self.ids(text) else { return Self.badIDs(text, request: request) }
    let asked: MergeRequest
    do throws(DuplicatesRefusal) {
      asked = try MergeRequest(
        ids: ids, choices: [], region: nil, localeRegion: Self.localeRegion, dryRun: true)
    } catch {
      return ErrorPage(status: .badRequest, message: error.message).response(from: request)
    }
    let preview = try await app.merge(asked)
    var cards: [ContactCard] = []
    for id in ids { cards.append(try await app.show(id)) }
    guard let merged = preview.merges.first else {
      return ErrorPage(status: .unprocessableContent, message: preview.sentence)
        .response(from: request)
    }
    let page = MergePage(build: build, cards: cards, merged: merged, csrfToken: context.csrfToken)
    return page.html.response()
  }

  /// The ids of "1,2", in order; nil when any is not a number or there are none.
  private static func ids(_ text: String?) -> [Contact.ID]? {
    guard let text, !text.isEmpty else { return nil }
    var ids: [Contact.ID] = []
    for part in text.split(separator: ",", omittingEmptySubsequences: false) {
      guard let id = Contact.ID(part.trimmingCharacters(in: .whitespaces)) else { return nil }
      ids.append(id)
    }
    return ids
  }

  /// The page refusing ids that are not a list of contact numbers.
  private static func badIDs(_ text: String?, request: Request) -> Response {
    let shown = ShownText.summaryLine(text ?? "")
    return ErrorPage(
      status: .badRequest,
      message: "“\(shown)” is not a list of contacts to merge: give their ids, such as 1,2."
    ).response(from: request)
  }
}
