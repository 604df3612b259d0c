import ContactsDomain
import Hummingbird

/// What the add and edit pages' form sends: the fields, the pressed button, and the token.
struct ContactFormBody: Sendable {
  var form = ContactForm()
  /// `done` or `cancel`, the value of the pressed button.
  var action = "done"
  var csrf = ""

  /// The button, with the form when it was Done.
  var formAction: FormAction { action == "cancel" ? .cancel : .done(form) }

  init() {}

  /// Reads the form; a body over the context's limit throws a 413, a garbled one a 400.
  static func read(from request: Request, context: WebRequestContext) async throws
    -> ContactFormBody
  {
    let body = try await request.body.collect(upTo: context.maxUploadSize)
    guard let text = body.getString(at: body.readerIndex, length: body.readableBytes),
      let fields = QueryString.decode(text)
    else { throw WebError.unreadableForm }
    return ContactFormBody(fields: fields)
  }

  init(fields: [(name: String, value: String)]) {
    func all(_ name: String) -> [String] { fields.filter { $0.name == name }.map(\.value) }
    func one(_ name: String) -> String { all(name).first ?? "" }
    form = ContactForm(
      firstName: one("firstName"), lastName: one("lastName"),
      phones: zip(all("phoneLabel"), all("phone")).map { LabeledValue(label: $0, value: $1) },
      emails: zip(all("emailLabel"), all("email")).map { LabeledValue(label: $0, value: $1) },
      organization: one("organization"), note: one("note"))
    action = all("action").first ?? "done"
    csrf = one(CSRFToken.fieldName)
  }
}
