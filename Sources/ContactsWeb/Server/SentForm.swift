import Foundation
import Hummingbird
import NIOCore
import NIOHTTP1

/// What a POST from one of our pages sent, read once: its fields, and its files when the form
/// was `multipart/form-data`.
struct SentForm: Sendable {
  /// Every text field, in order; a name may repeat.
  let fields: [(name: String, value: String)]
  /// Every file field.
  let files: [MultipartForm.Part]

  /// The first value of the field `name`, if sent.
  func text(_ name: String) -> String? {
    fields.first { $0.name == name }?.value
  }

  /// True when the person pressed a form's Cancel button rather than the one that acts.
  var isCancel: Bool { text("action") == "cancel" }

  /// Reads the body, up to `limit` bytes: over it, `tooLarge` is thrown (or Hummingbird's 413
  /// when nil); a body that breaks HTTP's rules, or a garbled form, throws a 400.
  static func read(from request: Request, upTo limit: Int, tooLarge: WebError?) async throws
    -> SentForm
  {
    let body: ByteBuffer
    do {
      body = try await request.body.collect(upTo: limit)
    } catch let error as NIOTooManyBytesError {
      throw tooLarge ?? error
    } catch is HTTPParserError {
      throw WebError.malformedRequest
    }
    let contentType = request.headers[.contentType] ?? ""
    if contentType.lowercased().hasPrefix("multipart/form-data") {
      guard let form = MultipartForm(body: Data(body.readableBytesView), contentType: contentType)
      else { throw WebError.unreadableForm }
      return SentForm(
        fields: form.parts.filter { $0.fileName == nil }.map {
          ($0.name, String(decoding: $0.data, as: UTF8.self))
        },
        files: form.parts.filter { $0.fileName != nil })
    }
    guard let text = body.getString(at: body.readerIndex, length: body.readableBytes),
      let fields = QueryString.decode(text)
    else { throw WebError.unreadableForm }
    return SentForm(fields: fields, files: [])
  }
}
