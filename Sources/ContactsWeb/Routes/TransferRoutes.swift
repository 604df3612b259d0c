import ContactsApp
import ContactsDomain
import ContactsPresentation
import Foundation
import Hummingbird

/// The import page and the vCard download.
struct TransferRoutes {
  let build: Build
  let app: any AddressBookApp

  /// The largest file the import page takes.
  static let maximumImportSize = 50 * 1024 * 1024

  func register(on group: RouterGroup<WebRequestContext>) {
    // The multipart envelope adds a few hundred bytes around the file.
    let importing = group.group("import").add(
      middleware: CSRFCheck(bodyLimit: Self.maximumImportSize + 16 * 1024, tooLarge: .fileTooLarge))
    importing.get { _, context in
      ImportPage(build: build, csrfToken: context.csrfToken, result: nil).html.response()
    }
    importing.post { _, context in try await importFile(context) }
    group.get("export.vcf") { _, _ in try await export() }
  }

  /// `POST /build/import`: a file from our import page, up to 50 MiB, in one transaction.
  private func importFile(_ context: WebRequestContext) async throws -> Response {
    guard let form = context.sentForm, let file = form.files.first(where: { $0.name == "file" })
    else { throw WebError.unreadableForm }
    let result: Result<ImportSummary, AppFailure>
    do throws(AppFailure) {
      result = .success(
        try await app.importFiles(
          [ImportFile(name: file.fileName ?? "upload.vcf", data: file.data)],
          dryRun: form.text("dryRun") != nil, progress: { _ in }))
    } catch {
      result = .failure(error)
    }
    let page = ImportPage(build: build, csrfToken: context.csrfToken, result: result)
    return page.html.response(status: result.failureStatus ?? .ok)
  }

  /// `GET /build/export.vcf`: every contact as one vCard 4.0 file, to download.
  private func export() async throws -> Response {
    var bytes = Data()
    do throws(AppFailure) {
      _ = try await app.export { bytes.append($0) }
    } catch {
      // Nothing was sent yet, so the download can still be an error page.
      throw WebError(status: .internalServerError, message: error.message)
    }
    return Response(
      status: .ok,
      headers: [
        .contentType: "text/vcard; charset=utf-8",
        .contentDisposition: "attachment; filename=\"contacts.vcf\"",
        .cacheControl: "no-store", .contentLength: String(bytes.count),
      ],
      body: .init(byteBuffer: ByteBuffer(bytes: bytes)))
  }
}
