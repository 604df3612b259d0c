import Hummingbird

/// What the add page's form sends: the names, which button was pressed, and the token.
struct AddForm: Decodable, Sendable {
  var firstName: String = ""
  var lastName: String = ""
  /// `done` or `cancel`, the value of the pressed button.
  var action: String = "done"
  var csrf: String = ""

  private enum CodingKeys: String, CodingKey {
    case firstName, lastName, action, csrf
  }

  init() {}

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    firstName = try container.decodeIfPresent(String.self, forKey: .firstName) ?? ""
    lastName = try container.decodeIfPresent(String.self, forKey: .lastName) ?? ""
    action = try container.decodeIfPresent(String.self, forKey: .action) ?? "done"
    csrf = try container.decodeIfPresent(String.self, forKey: .csrf) ?? ""
  }

  /// Reads the form; a body over the context's limit throws a 413, a garbled one a 400.
  static func read(from request: Request, context: WebRequestContext) async throws -> AddForm {
    let body = try await request.body.collect(upTo: context.maxUploadSize)
    do {
      return try URLEncodedFormDecoder().decode(AddForm.self, from: String(buffer: body))
    } catch {
      throw WebError.unreadableForm
    }
  }
}
