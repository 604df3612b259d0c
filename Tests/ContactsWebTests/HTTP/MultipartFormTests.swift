import Foundation
import Testing

@testable import ContactsWeb

@Suite("multipart/form-data")
struct MultipartFormTests {
  private let type = "multipart/form-data; boundary=----x7"

  private func body(_ text: String) -> Data {
    Data(text.replacingOccurrences(of: "\n", with: "\r\n").utf8)
  }

  @Test func aFileAndAFieldAreReadWithTheirNames() throws {
    let form = try #require(
      MultipartForm(
        body: body(
          """
          ------x7
          Content-Disposition: form-data; name="csrf"

          abc
          ------x7
          Content-Disposition: form-data; name="file"; filename="my \\"cards\\".vcf"
          Content-Type: text/vcard

          BEGIN:VCARD
          END:VCARD

          ------x7--

          """), contentType: type))
    #expect(form.text("csrf") == "abc")
    let file = try #require(form.parts.first { $0.name == "file" })
    #expect(file.fileName == "my \"cards\".vcf")
    #expect(String(decoding: file.data, as: UTF8.self) == "BEGIN:VCARD\r\nEND:VCARD\r\n")
  }

  @Test(arguments: [
    "------x7\nContent-Disposition: form-data; name=\"a\"\n\nno end",
    "no delimiter at all",
    "------x7\nContent-Type: text/plain\n\nx\n------x7--",
  ])
  func aBrokenBodyIsRefused(_ text: String) {
    #expect(MultipartForm(body: body(text), contentType: type) == nil)
  }

  @Test func anotherContentTypeIsRefused() {
    #expect(MultipartForm(body: Data(), contentType: "application/x-www-form-urlencoded") == nil)
  }
}
