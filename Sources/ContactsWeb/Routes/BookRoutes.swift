import ContactsApp
import ContactsBuilds
import ContactsDomain
import ContactsPresentation
import Hummingbird

/// The owner's address books, behind the token check: `GET /build/books` (`?added=NAME` says
/// the book was added), `POST /build/books` (Add book: a 303 back, or the page again with the
/// refusal, 422), `GET /build/books/remove?name=NAME` (the question) and its `POST` (Remove
/// book, or Cancel). A name travels in the query or the form, never as a path segment, so a
/// book may be named anything the shelf's one rule allows.
struct BookRoutes {
  let build: Architecture
  let app: any AddressBookApp
  /// Whether the server speaks HTTPS: the scheme of the addresses the page gives.
  let secure: Bool

  func register(on group: RouterGroup<WebRequestContext>) {
    let books = group.group("books").add(middleware: CSRFCheck())
    books.get { request, context in
      let screen = await loaded()
      let added = query("added", request).flatMap { name in
        (try? screen.get())?.rows.first { $0.name == name }
      }
      var page = BooksPage(
        build: build, screen: screen, csrfToken: context.csrfToken, origin: origin(request))
      // Said only of a book the screen lists: a link cannot make the page claim another.
      page.notice = added?.addedSentence
      return page.html.response(status: screen.failureStatus ?? .ok)
    }
    books.post { request, context -> Response in
      guard let sent = context.sentForm else { throw WebError.unreadableForm }
      let name = sent.text("name") ?? ""
      let displayName = sent.text("displayName") ?? ""
      do throws(AppFailure) {
        let row = try await app.addBook(
          name, displayName: BooksScreen.displayName(typed: displayName))
        return .seeOther(build.booksPath + QueryString.encode([("added", row.name)]))
      } catch {
        let screen = await loaded()
        var page = BooksPage(
          build: build, screen: screen, csrfToken: context.csrfToken, origin: origin(request))
        page.refusal = FieldError(fieldID: "name", message: error.message)
        page.typedName = name
        page.typedDisplayName = displayName
        return page.html.response(status: error.status)
      }
    }
    books.get("remove") { request, context in
      await removal(request, context) { () async throws(AppFailure) in
        var page = try await page(request, context)
        page.confirming = try await app.askToRemoveBook(query("name", request) ?? "")
        return page
      }
    }
    books.post("remove") { request, context -> Response in
      guard let sent = context.sentForm, let name = sent.text("name") else {
        throw WebError.unreadableForm
      }
      if sent.isCancel { return .seeOther(build.booksPath) }
      return await removal(request, context) { () async throws(AppFailure) in
        let removed = try await app.removeBook(name)
        var page = try await page(request, context)
        page.notice = removed.removedSentence
        return page
      }
    }
  }

  /// The Books page `answer` makes, or, when the app refused (a book not shown: 404; the
  /// database itself: 422), the page with the refusal in its error summary.
  private func removal(
    _ request: Request, _ context: WebRequestContext,
    _ answer: () async throws(AppFailure) -> BooksPage
  ) async -> Response {
    do throws(AppFailure) {
      return try await answer().html.response()
    } catch {
      var page = BooksPage(
        build: build, screen: await loaded(), csrfToken: context.csrfToken,
        origin: origin(request))
      page.refusal = FieldError(fieldID: nil, message: error.message)
      return page.html.response(status: error.status)
    }
  }

  /// The Books page over the screen as it is now; throws why it could not load.
  private func page(_ request: Request, _ context: WebRequestContext) async throws(AppFailure)
    -> BooksPage
  {
    BooksPage(
      build: build, screen: .success(try await app.books()), csrfToken: context.csrfToken,
      origin: origin(request))
  }

  /// The Books screen, or why it could not load.
  private func loaded() async -> Result<BooksScreen, AppFailure> {
    do throws(AppFailure) {
      return .success(try await app.books())
    } catch {
      return .failure(error)
    }
  }

  /// The value of the query's parameter `name`.
  private func query(_ name: String, _ request: Request) -> String? {
    QueryString.decode(request.uri.query ?? "")?.first { $0.name == name }?.value
  }

  /// `http://HOST` or `https://HOST`, HOST as the request named this server (the Host guard
  /// let it through); nil when it named none.
  private func origin(_ request: Request) -> String? {
    request.head.authority.map { "\(secure ? "https" : "http")://\($0)" }
  }
}
