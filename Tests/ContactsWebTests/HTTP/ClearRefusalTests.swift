import ContactsBuilds
import ContactsDomain
import ContactsStore
import Hummingbird
import HummingbirdTesting
import Testing

@testable import ContactsWeb

/// Requests the app cannot serve get the status that says why, never a 500 or a wrong 404.
@Suite("Clear refusals")
struct ClearRefusalTests {
  @Test(arguments: Architecture.allCases, ServedStore.all)
  func aSearchWithAControlCharacterGets400AndIsNotEchoed(
    _ build: Architecture, _ served: ServedStore
  ) async throws {
    try await makeApp(repository: served.openContacts()).test(.router) { client in
      for query in ["a%00b", "%00", "a%07b"] {
        let answer = try await client.get(build.listPath + "?q=" + query)
        #expect(answer.status == .badRequest, "q=\(query)")
        #expect(answer.alert?.hasPrefix("The search text holds a control character") == true)
        #expect(!answer.text.contains("\u{0}") && !answer.text.contains("\u{7}"))
        #expect(!answer.text.contains("unterminated"))
      }
    }
  }

  @Test(arguments: Architecture.allCases, ServedStore.all)
  func aWrongMethodOnARealPageGets405WithTheMethodsItTakes(
    _ build: Architecture, _ served: ServedStore
  ) async throws {
    try await makeApp(repository: served.openContacts()).test(.router) { client in
      let cases: [(String, HTTPRequest.Method, String)] = [
        (build.addPath, .delete, "GET, HEAD, POST"),
        (build.addPath, .put, "GET, HEAD, POST"),
        (build.listPath, .post, "GET, HEAD"),
        (build.listPath + "contacts/12", .delete, "GET, HEAD"),
        (build.listPath + "contacts/12/edit", .patch, "GET, HEAD, POST"),
        (build.listPath + "export.vcf", .post, "GET, HEAD"),
        ("/", .post, "GET, HEAD"),
      ]
      for (path, method, allowed) in cases {
        let answer = try await client.execute(uri: path, method: method)
        #expect(answer.status == .methodNotAllowed, "\(method) \(path)")
        #expect(answer.headers[.allow] == allowed, "\(method) \(path)")
        #expect(answer.headers[.contentSecurityPolicy] != nil)
      }
      #expect(try await client.execute(uri: "/nowhere", method: .delete).status == .notFound)
      #expect(try await client.get(build.listPath + "contacts/12/nothing").status == .notFound)
    }
  }
}
