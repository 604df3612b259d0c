import ContactsBuilds
import ContactsDomain
import ContactsImaging
import ContactsStore
import ContactsTestSupport
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Testing

@testable import ContactsWeb

/// The photo route, the avatar on the details page and in list rows, and the Change photo page,
/// for both builds, over HTTP in process.
@Suite("Photos on the web")
struct PhotoPageTests {
  /// A store with Ada, whose photo is `photo` when given, and Grace, who has none.
  private func store(on served: ServedStore, photo: Data? = SamplePhotos.png) async throws -> (
    any ContactRepository, Contact
  ) {
    let store = try await served.openContacts()
    let ada = try await store.create(ContactDraft(firstName: "Ada", lastName: "Lovelace"))
    _ = try await store.create(ContactDraft(firstName: "Grace", lastName: "Hopper"))
    if let photo { try await store.setPhoto(try ContactPhoto(photo), id: ada.id) }
    return (store, ada)
  }

  /// Posts `parts` (name, file name, bytes) as the Change photo form would, with its token.
  private func post(
    _ client: some TestClientProtocol, _ build: Architecture, id: Contact.ID,
    file: Data?, action: String? = nil, token: String? = nil
  ) async throws -> TestResponse {
    let page = try await client.get(build.changePhotoPath(id))
    let session = AddPageSession(token: try #require(page.inputValue(CSRFToken.fieldName)))
    var body = Data(
      "--b0\r\nContent-Disposition: form-data; name=\"csrf\"\r\n\r\n\(token ?? session.token)\r\n"
        .utf8)
    if let action {
      body += Data(
        "--b0\r\nContent-Disposition: form-data; name=\"action\"\r\n\r\n\(action)\r\n".utf8)
    }
    if let file {
      body += Data(
        "--b0\r\nContent-Disposition: form-data; name=\"photo\"; filename=\"me.jpg\"\r\n".utf8)
      body += Data("Content-Type: image/jpeg\r\n\r\n".utf8) + file + Data("\r\n".utf8)
    }
    body += Data("--b0--\r\n".utf8)
    return try await client.execute(
      uri: build.changePhotoPath(id), method: .post,
      headers: [.contentType: "multipart/form-data; boundary=b0", .cookie: session.cookie],
      body: ByteBuffer(bytes: body))
  }

  @Test(arguments: Architecture.allCases, ServedStore.all)
  func thePhotoIsServedWithItsTypeAPolicyAndAValidator(_ build: Architecture, _ served: ServedStore)
    async throws
  {
    let (store, ada) = try await store(on: served)
    let digest = try #require(try await store.contact(id: ada.id).photo?.digest)
    try await makeApp(repository: store).test(.router) { client in
      let answer = try await client.get(build.detailsPath(ada.id) + "/photo")
      #expect(answer.status == .ok)
      #expect(answer.body.readableBytesView.elementsEqual(SamplePhotos.png))
      #expect(answer.headers[.contentType] == "image/png")
      #expect(answer.headers[.xContentTypeOptions] == "nosniff")
      #expect(answer.headers[.contentSecurityPolicy] == "default-src 'none'")
      #expect(answer.headers[.cacheControl] == "private, no-cache")
      #expect(answer.headers[.eTag] == "\"\(digest)\"")
      let again = try await client.get(
        build.detailsPath(ada.id) + "/photo", headers: [.ifNoneMatch: "\"\(digest)\""])
      #expect(again.status == .notModified)
      #expect(again.body.readableBytes == 0)
      let changed = try await client.get(
        build.detailsPath(ada.id) + "/photo", headers: [.ifNoneMatch: "\"0000\""])
      #expect(changed.status == .ok)
      let none = try await client.get(build.detailsPath(ada.id + 1) + "/photo")
      #expect(none.status == .notFound)
      #expect(none.headers[.contentType] == "text/html; charset=utf-8")
    }
  }

  @Test(arguments: Architecture.allCases, ServedStore.all)
  func theDetailsPageShowsThePhotoAndTheListShowsItLazily(
    _ build: Architecture, _ served: ServedStore
  ) async throws {
    let (store, ada) = try await store(on: served)
    let photo = try #require(try await store.contact(id: ada.id).photo)
    try await makeApp(repository: store).test(.router) { client in
      let details = try await client.get(build.detailsPath(ada.id))
      #expect(
        details.text.contains(
          "<img class=\"avatar photo\" src=\"\(build.photoPath(ada.id, photo))\" "
            + "alt=\"Photo of Ada Lovelace\" width=\"96\" height=\"96\">"))
      #expect(!details.text.contains("class=\"initials"))
      #expect(details.text.contains("href=\"\(build.changePhotoPath(ada.id))\">Change photo</a>"))
      let grace = try await client.get(build.detailsPath(ada.id + 1))
      #expect(grace.text.contains("data-initials=\"GH\" aria-hidden=\"true\"></span>"))
      let list = try await client.get(build.listPath)
      #expect(
        list.text.contains(
          "<img class=\"avatar\" src=\"\(build.photoPath(ada.id, photo))\" alt=\"\" "
            + "loading=\"lazy\" width=\"40\" height=\"40\">"))
      #expect(list.text.contains("<span class=\"initials small colour-"))
    }
  }

  @Test(arguments: Architecture.allCases, ServedStore.all)
  func anUploadedImageBecomesThePhotoScaledAndRemovePhotoRemovesIt(
    _ build: Architecture, _ served: ServedStore
  )
    async throws
  {
    let (store, ada) = try await store(on: served, photo: nil)
    try await makeApp(repository: store).test(.router) { client in
      let page = try await client.get(build.changePhotoPath(ada.id))
      #expect(page.text.contains("enctype=\"multipart/form-data\""))
      #expect(page.text.contains("<label for=\"photo\">Photo</label>"))
      #expect(
        page.text.contains(
          "A JPEG, PNG, GIF or WebP image, up to 20 MB: it is kept as a JPEG of at most 1024 "
            + "pixels."))
      let wide = try await post(client, build, id: ada.id, file: SamplePhotos.wide)
      #expect(wide.status == .seeOther)
      #expect(wide.headers[.location] == build.detailsPath(ada.id))
      let kept = try #require(try await store.photo(id: ada.id))
      #expect(kept.type == .jpeg)
      #expect(SamplePhotos.jpegSize(kept.data).map { [$0.width, $0.height] } == [1024, 410])
      // What both builds keep, and the CLI's `contacts-image` (PhotoCommandTests): one scaler.
      #expect(kept == (try PhotoIntake(scaler: VipsImageScaler()).photo(from: SamplePhotos.wide)))
      let gif = try await post(client, build, id: ada.id, file: SamplePhotos.gif)
      #expect(gif.status == .seeOther)
      #expect(try await store.photo(id: ada.id)?.type == .jpeg)
      let removed = try await post(client, build, id: ada.id, file: nil, action: "remove")
      #expect(removed.status == .seeOther)
      #expect(try await store.photo(id: ada.id) == nil)
    }
  }

  @Test(arguments: Architecture.allCases, ServedStore.all)
  func anSVGACutShortImageATooLargeFileOrAFormWithoutItsTokenChangesNothing(
    _ build: Architecture, _ served: ServedStore
  )
    async throws
  {
    let (store, ada) = try await store(on: served)
    try await makeApp(repository: store).test(.router) { client in
      let svg = try await post(client, build, id: ada.id, file: SamplePhotos.svg)
      #expect(svg.status == .unprocessableContent)
      #expect(
        svg.text.contains(
          "The photo is not an image this app shows: use a JPEG, PNG, GIF or WebP file"))
      let cut = try await post(client, build, id: ada.id, file: SamplePhotos.wide.prefix(36))
      #expect(cut.status == .unprocessableContent)
      #expect(
        cut.text.contains(
          "The photo could not be read: the image is cut short or damaged. Choose the file "
            + "again, or another photo"))
      let big = try await post(
        client, build, id: ada.id, file: SamplePhotos.jpeg(byteCount: PhotoRoutes.bodyLimit + 1))
      #expect(big.status == .contentTooLarge)
      #expect(big.text.contains("The photo is larger than 20 MB, so it was not saved."))
      let forged = try await post(
        client, build, id: ada.id, file: SamplePhotos.gif, token: String(repeating: "0", count: 64))
      #expect(forged.status == .forbidden)
      #expect(try await store.photo(id: ada.id)?.data == SamplePhotos.png)
    }
  }
}
