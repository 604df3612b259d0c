import ContactsTestSupport
import Foundation

/// Headless Chromium driven by Debian's chromedriver, one browser per test.
enum Chromium {
  /// Where Debian's `chromium-driver` puts the driver; `CHROMEDRIVER` overrides it.
  static var driverPath: String {
    ProcessInfo.processInfo.environment["CHROMEDRIVER"] ?? "/usr/bin/chromedriver"
  }

  /// Where Debian's `chromium` puts the browser; `CHROMIUM` overrides it.
  static var browserPath: String {
    ProcessInfo.processInfo.environment["CHROMIUM"] ?? "/usr/bin/chromium"
  }

  /// How the browser is set up for a test.
  struct Options: Sendable {
    /// False blocks JavaScript, as a person may.
    var javaScript = true
    /// The viewport in CSS pixels; a phone is 390 wide.
    var width = 900
    var height = 800
    /// A phone's screen, emulated.
    var isPhone = false

    static let phone = Options(width: 390, height: 844, isPhone: true)
  }

  /// Starts chromedriver and a browser, runs `body`, then closes both, even when `body` throws.
  static func withBrowser<T: Sendable>(
    _ options: Options = .init(), _ body: (WebDriver) async throws -> T
  ) async throws -> T {
    for path in [driverPath, browserPath] where !FileManager.default.isExecutableFile(atPath: path)
    {
      throw WebDriver.Failure(
        description: "\(path) is missing: install Debian's chromium and chromium-driver "
          + "(scripts/test does).")
    }
    let (driver, port) = try await startDriver()
    do {
      let browser = try await WebDriver.startSession(
        port: port, capabilities: capabilities(options))
      let result: T
      do {
        result = try await body(browser)
      } catch {
        try? await browser.quit()
        throw error
      }
      try await browser.quit()
      driver.kill()
      return result
    } catch {
      driver.kill()
      throw error
    }
  }

  /// chromedriver on a port of its choosing. With `--port=0` it takes a free IPv6 port and then
  /// the same number on IPv4, which another program may hold ("IPv4 port not available.
  /// Exiting..."): it is started again, a few times, when it says so.
  private static func startDriver() async throws -> (ChildProcess, Int) {
    var attempt = 1
    while true {
      let driver = try ChildProcess(URL(fileURLWithPath: driverPath), ["--port=0"])
      do {
        let port = try await driver.firstLine { line in
          line.firstMatch(of: /started successfully on port (\d+)/).map { Int($0.output.1)! }
        }
        return (driver, port)
      } catch {
        driver.kill()
        guard attempt < 5, driver.output.contains("port not available") else { throw error }
        attempt += 1
      }
    }
  }

  private static func capabilities(_ options: Options) -> [String: Any] {
    var chromeOptions: [String: Any] = [
      "binary": browserPath,
      "args": [
        "--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--disable-gpu",
        "--no-first-run", "--hide-scrollbars", "--lang=en-US",
        "--window-size=\(options.width),\(options.height)",
      ],
    ]
    if options.isPhone {
      // A phone's viewport and pixel density; only with JavaScript on, as chromedriver's clicks
      // hang under mobile emulation when JavaScript is blocked.
      chromeOptions["mobileEmulation"] = [
        "deviceMetrics": ["width": options.width, "height": options.height, "pixelRatio": 2]
      ]
    }
    if !options.javaScript {
      chromeOptions["prefs"] = ["profile.managed_default_content_settings.javascript": 2]
    }
    return [
      "capabilities": [
        "alwaysMatch": [
          "browserName": "chrome",
          "pageLoadStrategy": "normal",
          // Finding an element waits up to 5 s for it to appear.
          "timeouts": ["implicit": 5000, "pageLoad": 30000, "script": 10000],
          "goog:chromeOptions": chromeOptions,
        ]
      ]
    ]
  }
}
