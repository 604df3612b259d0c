import Foundation
import Hummingbird
import HummingbirdTesting
import NIOFoundationCompat

/// A W3C WebDriver session, spoken to over HTTP: only the commands these tests use.
///
/// It talks through SwiftNIO (HummingbirdTesting's client): chromedriver writes headers as
/// `Content-Length:915`, without a space, which Foundation's URLSession on Linux cannot read.
struct WebDriver: Sendable {
  /// An element the browser found, by its WebDriver reference.
  struct Element: Sendable {
    let id: String
  }

  struct Failure: Error, CustomStringConvertible {
    let description: String
    /// The driver's error code, such as "stale element reference"; nil for the test's own.
    var code: String?
  }

  /// chromedriver's port.
  let port: Int
  /// `/session/ID`.
  let session: String

  /// Opens a session on the driver at `driver`, with these capabilities.
  static func startSession(port: Int, capabilities: [String: Any]) async throws -> WebDriver {
    let value = try await send(.post, "/session", capabilities, port: port)
    guard let id = (value as? [String: Any])?["sessionId"] as? String else {
      throw Failure(description: "chromedriver opened no session: \(value)")
    }
    return WebDriver(port: port, session: "/session/\(id)")
  }

  // MARK: - Navigation

  func navigate(to url: String) async throws {
    try await command("POST", "url", ["url": url])
  }

  func title() async throws -> String {
    try await command("GET", "title") as? String ?? ""
  }

  func currentURL() async throws -> String {
    try await command("GET", "url") as? String ?? ""
  }

  // MARK: - Elements

  /// The first element matching the CSS selector; the session's implicit wait lets it appear.
  func find(_ selector: String) async throws -> Element {
    try element(try await command("POST", "element", ["using": "css selector", "value": selector]))
  }

  /// The link whose text is exactly `text`.
  func findLink(_ text: String) async throws -> Element {
    try element(try await command("POST", "element", ["using": "link text", "value": text]))
  }

  /// Every element matching the CSS selector, possibly none.
  func findAll(_ selector: String) async throws -> [Element] {
    let value = try await command(
      "POST", "elements", ["using": "css selector", "value": selector])
    return try (value as? [Any] ?? []).map(element)
  }

  func click(_ element: Element) async throws {
    try await command("POST", "element/\(element.id)/click", [:])
  }

  /// Types `text` into the element as keystrokes; "\u{E007}" is the Enter key.
  func type(_ text: String, into element: Element) async throws {
    try await command("POST", "element/\(element.id)/value", ["text": text])
  }

  /// Presses and releases `key` on whatever has the focus, as a keyboard does: "\u{E004}" is
  /// Tab, "\u{E007}" Enter.
  func press(_ key: String) async throws {
    let actions: [[String: Any]] = [
      ["type": "keyDown", "value": key], ["type": "keyUp", "value": key],
    ]
    try await command(
      "POST", "actions", ["actions": [["type": "key", "id": "keyboard", "actions": actions]]])
  }

  /// Empties a text field.
  func clear(_ element: Element) async throws {
    try await command("POST", "element/\(element.id)/clear", [:])
  }

  func text(of element: Element) async throws -> String {
    try await command("GET", "element/\(element.id)/text") as? String ?? ""
  }

  /// A DOM property such as an input's `value`.
  func property(_ name: String, of element: Element) async throws -> String? {
    try await command("GET", "element/\(element.id)/property/\(name)") as? String
  }

  /// Whether the element is rendered for a person to see (not inside a closed `<details>`).
  func isDisplayed(_ element: Element) async throws -> Bool {
    try await command("GET", "element/\(element.id)/displayed") as? Bool ?? false
  }

  /// The element that has the keyboard focus.
  func activeElement() async throws -> Element {
    try element(try await command("GET", "element/active"))
  }

  // MARK: - Window and scripts

  /// Runs `script` in the page and returns its result.
  @discardableResult
  func execute(_ script: String) async throws -> Any {
    try await command("POST", "execute/sync", ["script": script, "args": [Any]()])
  }

  /// A PNG of the viewport.
  func screenshot() async throws -> Data {
    guard let base64 = try await command("GET", "screenshot") as? String,
      let png = Data(base64Encoded: base64)
    else { throw Failure(description: "chromedriver sent no screenshot") }
    return png
  }

  /// A PNG of the whole page, as tall as it is (Chromium's DevTools capture beyond the
  /// viewport).
  func fullPageScreenshot() async throws -> Data {
    let size = try await execute(
      "return [document.documentElement.clientWidth, document.documentElement.scrollHeight]")
    guard let pair = size as? [Int], pair.count == 2 else {
      throw Failure(description: "The page's size is unknown: \(size)")
    }
    let clip: [String: Any] = ["x": 0, "y": 0, "width": pair[0], "height": pair[1], "scale": 1]
    let shot = try await command(
      "POST", "goog/cdp/execute",
      [
        "cmd": "Page.captureScreenshot",
        "params": ["format": "png", "captureBeyondViewport": true, "clip": clip],
      ])
    guard let base64 = (shot as? [String: Any])?["data"] as? String,
      let png = Data(base64Encoded: base64)
    else { throw Failure(description: "chromedriver sent no screenshot") }
    return png
  }

  /// Closes the browser.
  func quit() async throws {
    _ = try await Self.send(.delete, session, nil, port: port)
  }

  /// Waits until `condition` holds, checking every 50 ms for at most `timeout`.
  func wait(
    timeout: Duration = .seconds(10), for what: String, _ condition: () async throws -> Bool
  ) async throws {
    let deadline = ContinuousClock.now + timeout
    while try await !Self.holds(condition) {
      guard ContinuousClock.now < deadline else {
        throw Failure(description: "Timed out waiting for \(what)")
      }
      try await Task.sleep(for: .milliseconds(50))
    }
  }

  // MARK: - Private

  /// Whether `condition` holds; false while the page it reads is being replaced (an element
  /// found on the old page is stale on the new one), so a wait tries again.
  private static func holds(_ condition: () async throws -> Bool) async throws -> Bool {
    do {
      return try await condition()
    } catch let failure as Failure where failure.code == "stale element reference" {
      return false
    }
  }

  @discardableResult
  private func command(_ method: String, _ path: String, _ body: [String: Any]? = nil)
    async throws -> Any
  {
    let post = method == "POST"
    return try await Self.send(
      post ? .post : .get, "\(session)/\(path)", post ? body ?? [:] : nil, port: port)
  }

  private func element(_ value: Any) throws -> Element {
    guard let id = (value as? [String: Any])?["element-6066-11e4-a52e-4f735466cecf"] as? String
    else { throw Failure(description: "Not an element: \(value)") }
    return Element(id: id)
  }

  /// Sends one command and returns its `value`, or throws the driver's error.
  private static func send(
    _ method: HTTPRequest.Method, _ path: String, _ body: [String: Any]?, port: Int
  ) async throws -> Any {
    var headers: HTTPFields = [:]
    var buffer: ByteBuffer?
    if let body {
      buffer = ByteBuffer(bytes: try JSONSerialization.data(withJSONObject: body))
      headers[.contentType] = "application/json"
    }
    let request = TestClient.Request(
      path, method: method, authority: "127.0.0.1:\(port)", headers: headers, body: buffer)
    let response = try await TestClient.withClient(
      host: "127.0.0.1", port: port, configuration: .init(timeout: .seconds(60))
    ) { client in try await client.execute(request) }
    let data = Data(buffer: response.body ?? ByteBuffer())
    let json = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
    let value = (json as? [String: Any])?["value"] ?? NSNull()
    guard response.status == .ok else {
      throw Failure(
        description: "\(method) \(path) failed: \(value)",
        code: (value as? [String: Any])?["error"] as? String)
    }
    return value
  }
}
