import ContactsApp
import ContactsBuilds
import ContactsDomain
import ContactsImaging
import ContactsPresentation
import Foundation
import Hummingbird

/// A contact's photo: its bytes, served with their own type and never as a page, and the
/// "Change photo" page, whose upload is a form of its own (`multipart/form-data`).
struct PhotoRoutes {
  let build: Architecture
  let app: any AddressBookApp

  /// What an uploaded image becomes: checked, scaled by libvips, kept as a small JPEG.
  private let intake = PhotoIntake(scaler: VipsImageScaler())

  /// The largest upload the page takes: the largest image file taken, and room for the form
  /// around it.
  static let bodyLimit = PhotoIntake.maximumInputBytes + 16 * 1024

  /// What an upload over `bodyLimit` gets.
  static let tooLarge = WebError(
    status: .contentTooLarge, title: "Photo too large",
    message:
      "The photo is larger than \(ByteCount.text(PhotoIntake.maximumInputBytes)), so it was not "
      + "saved. Choose a smaller image.")

  func register(on group: RouterGroup<WebRequestContext>) {
    group.get("contacts/:id/photo") { request, context in
      try await photo(request, id: try id(context))
    }
    let change = group.group("contacts/:id/photo/change").add(
      middleware: CSRFCheck(bodyLimit: Self.bodyLimit, tooLarge: Self.tooLarge))
    change.get { _, context in
      page(try await app.show(id(context)), alert: nil, context: context)
    }
    change.post { _, context in try await submit(context) }
  }

  // MARK: - Private

  private func id(_ context: WebRequestContext) throws -> Contact.ID {
    try context.parameters.require("id", as: Contact.ID.self)
  }

  /// `GET /build/contacts/ID/photo`: the bytes with their type, a digest as the validator
  /// (304 when the browser has them), and a policy that lets them be nothing but an image.
  private func photo(_ request: Request, id: Contact.ID) async throws -> Response {
    guard let photo = try await app.photo(id) else {
      throw WebError(
        status: .notFound, title: "No photo", message: "This contact has no photo.")
    }
    let etag = "\"\(photo.digest)\""
    var headers: HTTPFields = [
      .contentType: photo.type.mediaType,
      .eTag: etag,
      // Private: a photo is personal. Revalidated each time: it may change under the same address.
      .cacheControl: "private, no-cache",
      .contentSecurityPolicy: "default-src 'none'",
    ]
    if let sent = request.headers[.ifNoneMatch],
      sent.split(separator: ",").contains(where: { $0.trimmingCharacters(in: .whitespaces) == etag }
      )
    {
      return Response(status: .notModified, headers: headers)
    }
    headers[.contentLength] = String(photo.data.count)
    let body: ResponseBody =
      request.method == .head ? .init() : .init(byteBuffer: ByteBuffer(bytes: photo.data))
    return Response(status: .ok, headers: headers, body: body)
  }

  /// Upload or Remove photo: a 303 to the details page, or the page again with why the photo
  /// was refused (422).
  private func submit(_ context: WebRequestContext) async throws -> Response {
    // CSRFCheck reads and checks every POST of this area before the route runs.
    guard let sent = context.sentForm else { throw WebError.unreadableForm }
    let id = try id(context)
    var upload: Data?
    if sent.text("action") != "remove" {
      guard let file = sent.files.first(where: { $0.name == "photo" }) else {
        throw WebError.unreadableForm
      }
      upload = file.data
    }
    do throws(AppFailure) {
      var photo: Data?
      if let upload { photo = try await scaled(upload) }
      _ = try await app.setPhoto(id, photo)
    } catch {
      switch error {
      case .refused, .storeFailed:
        let card = try await app.show(id)
        return page(card, alert: error, context: context)
      case .notFound, .fileFailed, .syncFailed, .bookRefused, .unanswered, .unexpected:
        throw error
      }
    }
    return .seeOther(build.detailsPath(id))
  }

  /// The uploaded image `data` as the photo kept, scaled off the server's event loops (a
  /// camera's JPEG takes a tenth of a second); refused with the sentence a person reads.
  private func scaled(_ data: Data) async throws(AppFailure) -> Data {
    let intake = intake
    do {
      return try await Task.detached { try intake.photo(from: data).data }.value
    } catch {
      throw AppFailure(.savePhoto, error)
    }
  }

  private func page(_ card: ContactCard, alert: AppFailure?, context: WebRequestContext)
    -> Response
  {
    PhotoPage(build: build, card: card, csrfToken: context.csrfToken, alert: alert?.message)
      .html.response(status: alert?.status ?? .ok)
  }
}
