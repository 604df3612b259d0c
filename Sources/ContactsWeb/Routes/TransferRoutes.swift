import AsyncAlgorithms
import ContactsApp
import ContactsBuilds
import ContactsCSV
import ContactsDomain
import ContactsPresentation
import Foundation
import Hummingbird

/// The import page, the export page and its vCard and CSV downloads.
struct TransferRoutes {
  let build: Architecture
  let app: any AddressBookApp

  /// The largest file the import page takes: 50 MB, as `ByteCount` writes it wherever the
  /// limit is said (the page's hint, the refusal).
  static let maximumImportSize = 50_000_000

  func register(on group: RouterGroup<WebRequestContext>) {
    // The multipart envelope adds a few hundred bytes around the file.
    let importing = group.group("import").add(
      middleware: CSRFCheck(bodyLimit: Self.maximumImportSize + 16 * 1024, tooLarge: .fileTooLarge))
    importing.get { _, context in
      ImportPage(build: build, csrfToken: context.csrfToken, result: nil).html.response()
    }
    importing.post { _, context in try await importFile(context) }
    group.get("export") { _, _ in ExportPage(build: build).html.response() }
    group.get("export.vcf") { _, _ in try await export(as: nil) }
    group.get("export.csv") { _, _ in try await export(as: CSVFormat()) }
  }

  /// `POST /build/import`: a file from our import page, up to `maximumImportSize`, in one transaction.
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
    var page = ImportPage(build: build, csrfToken: context.csrfToken, result: result)
    if case .success(let summary) = result, !summary.isDryRun,
      summary.counts.added + summary.counts.updated > 0
    {
      page.undoOffer = UndoOffer.offered(try await app.undoOffer(), after: .importFile)
    }
    return page.html.response(status: result.failureStatus ?? .ok)
  }

  /// `GET /build/export.vcf` (`format` nil: the app's vCard 4.0) and `export.csv`: every
  /// contact as one file, to download, sent window by window as the app writes it: one window
  /// in flight at a time, however large the address book.
  private func export(as format: (any ContactFileFormat)?) async throws -> Response {
    // `send` returns once the response has taken the window, so the export waits for the network.
    let windows = AsyncThrowingChannel<ByteBuffer, any Error>()
    let exporting = Task {
      do throws(AppFailure) {
        _ = try await app.export(as: format) { data in
          try Task.checkCancellation()
          await windows.send(ByteBuffer(bytes: data))
        }
        windows.finish()
      } catch {
        windows.fail(error)
      }
    }
    // Until the first window, the answer can still be an error page with the failure's sentence.
    var start = windows.makeAsyncIterator()
    let first: ByteBuffer?
    do {
      first = try await start.next()
    } catch let failure as AppFailure {
      throw WebError(
        status: .internalServerError, title: "Export failed", message: failure.message)
    }
    let body = ResponseBody { writer in
      do {
        if let first { try await writer.write(first) }
        for try await window in windows { try await writer.write(window) }
        try await writer.finish(nil)
      } catch {
        // The browser left or the export failed midway: stop reading, and cut the download
        // so it is never saved as a whole file.
        exporting.cancel()
        windows.finish()
        throw error
      }
    }
    return Response(
      status: .ok,
      headers: [
        .contentType: "\(format?.mediaType ?? "text/vcard"); charset=utf-8",
        .contentDisposition: ContentDisposition.attachment(
          fileName: "contacts.\(format?.fileExtension ?? "vcf")"),
        .cacheControl: "no-store",
      ],
      body: body)
  }
}
