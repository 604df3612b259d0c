import ContactsBuilds
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Testing

@testable import ContactsWeb

/// Uploads `text` as a vCard file through `build`'s import form, with a dry run when asked and
/// the form's token unless another is given, and returns the page that answers.
func upload(
  _ client: some TestClientProtocol, _ build: Architecture, _ text: String, dryRun: Bool = false,
  token: String? = nil
) async throws -> TestResponse {
  let page = try await client.get(build.listPath + "import")
  let session = AddPageSession(token: try #require(page.inputValue(CSRFToken.fieldName)))
  var body =
    "--b0\r\nContent-Disposition: form-data; name=\"csrf\"\r\n\r\n\(token ?? session.token)\r\n"
  if dryRun { body += "--b0\r\nContent-Disposition: form-data; name=\"dryRun\"\r\n\r\n1\r\n" }
  body += "--b0\r\nContent-Disposition: form-data; name=\"file\"; filename=\"cards.vcf\"\r\n"
  body += "Content-Type: text/vcard\r\n\r\n\(text)\r\n--b0--\r\n"
  return try await client.execute(
    uri: build.listPath + "import", method: .post,
    headers: [.contentType: "multipart/form-data; boundary=b0", .cookie: session.cookie],
    body: ByteBuffer(string: body))
}
