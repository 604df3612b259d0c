import ContactsBuilds
import ContactsDomain
import ContactsPresentation
import ContactsTestSupport
import Foundation
import Testing

/// `contacts ui` in a real terminal (tmux), in both builds at once.
@Suite("contacts ui in a real terminal", .timeLimit(.minutes(5)))
struct TerminalUITests {
  /// A database with `names` in it, and `contacts ui` of `architecture` open on it.
  private func open(
    _ architecture: Architecture, with names: [String], in folder: URL, columns: Int = 60,
    rows: Int = 12
  ) async throws -> (session: TmuxSession, database: String) {
    let database = folder.appendingPathComponent("\(architecture.rawValue).sqlite").path
    for name in names {
      let added = try runContacts(addArguments(name, "--database", database), home: folder)
      #expect(added.status == 0, "\(added.standardError)")
    }
    let session = try TmuxSession(
      [
        try BuiltProducts.contacts.path, "ui", "--architecture", architecture.rawValue,
        "--database", database,
      ], environment: ["HOME": folder.path], columns: columns, rows: rows, folder: folder)
    let place = ListPlace(before: 0, total: names.count).shown(rows: names.count)
    try await session.waitFor(names.isEmpty ? "No contacts yet" : place)
    return (session, database)
  }

  /// Presses `keys` in every session and returns the screens once `predicate` holds for each.
  private func step(
    _ sessions: [TmuxSession], _ keys: [String], literally: Bool = false,
    until predicate: @escaping @Sendable (String) -> Bool
  ) async throws -> [String] {
    var screens: [String] = []
    for session in sessions {
      if literally { try session.type(keys.joined()) } else { try session.send(keys) }
    }
    for session in sessions { screens.append(try await session.waitFor(predicate)) }
    return screens
  }

  @Test func bothBuildsShowTheSameScreensForTheSameKeys() async throws {
    try await withTemporaryDirectory { folder in
      let names = ["Grace Hopper", "Ada Lovelace", "山田 太郎"]
      let sessions = [
        try await open(.mvvm, with: names, in: folder).session,
        try await open(.viper, with: names, in: folder).session,
      ]
      defer { for session in sessions { session.kill() } }
      let alert = ContactValidationError.missingName.message
      var steps: [[String]] = [try sessions.map { try $0.screen() }]
      steps.append(try await step(sessions, ["a"]) { $0.contains("New Contact") })
      steps.append(try await step(sessions, ["Zed"], literally: true) { $0.contains("Zed") })
      steps.append(try await step(sessions, ["Enter"]) { $0.contains(alert) })
      steps.append(try await step(sessions, ["Enter"]) { !$0.contains(alert) })
      #expect(steps.last?.first?.contains("First name: Zed") == true, "what was typed is kept")
      steps.append(try await step(sessions, ["Escape"]) { $0.contains("1–3 of 3") })
      steps.append(try await step(sessions, ["a"]) { $0.contains("New Contact") })
      let inserted = try await step(sessions, ["Bob", "Tab", "Baker", "Enter"]) {
        $0.contains("Bob Baker")
      }
      let details = try await step(sessions, ["Enter"]) { !$0.contains("1–4 of 4") }
      steps += [inserted, details]
      steps += try await deleteUndoAndRestore(sessions)

      for (index, screens) in steps.enumerated() {
        #expect(
          screens[0] == screens[1], "step \(index): MVVM\n\(screens[0])\nVIPER\n\(screens[1])")
      }
      let list = try #require(steps.first?.first).split(separator: "\n").map(String.init)
      #expect(list[2].hasPrefix("›AL   Ada Lovelace"))
      #expect(list[3].hasPrefix(" GH   Grace Hopper"))
      #expect(list[4].hasPrefix(" 山太 山田 太郎"))
      let rows = inserted[0].split(separator: "\n").map(String.init)
      #expect(
        rows[2...5].map { $0.trimmingCharacters(in: .whitespaces) } == [
          "AL   Ada Lovelace", "›BB   Bob Baker", "GH   Grace Hopper", "山太 山田 太郎",
        ])
      #expect(rows[3].hasPrefix("›BB"), "the new row is selected")
      #expect(details[0].hasPrefix(" Bob Baker"), "Enter opens the new contact's details")
    }
  }

  /// From Bob Baker's details: back, delete him and undo it, delete him again, then restore him
  /// from Recently deleted after a Delete forever asked and declined; the screens of each step.
  private func deleteUndoAndRestore(_ sessions: [TmuxSession]) async throws -> [[String]] {
    let all = "1–4 of 4"
    let deleted = { @Sendable (screen: String) in
      screen.contains("Deleted Bob Baker.  u Undo") && screen.contains("1–3 of 3")
    }
    var steps = [try await step(sessions, ["Escape"]) { $0.contains(all) }]
    steps.append(try await step(sessions, ["d"]) { $0.contains("y Delete") })
    steps.append(try await step(sessions, ["y"], until: deleted))
    steps.append(
      try await step(sessions, ["u"]) { $0.contains("Restored Bob Baker") && $0.contains(all) })
    _ = try await step(sessions, ["d"]) { $0.contains("y Delete") }
    steps.append(try await step(sessions, ["y"], until: deleted))
    let trash = try await step(sessions, ["t"]) { $0.contains("30 days left") }
    steps.append(trash)
    steps.append(try await step(sessions, ["x"]) { $0.contains("for good?") })
    steps.append(try await step(sessions, ["n"]) { !$0.contains("for good?") })
    steps.append(try await step(sessions, ["r"]) { $0.contains("Restored Bob Baker") })
    steps.append(try await step(sessions, ["Escape"]) { $0.contains(all) })
    let lines = trash[0].split(separator: "\n").map(String.init)
    #expect(lines[0].hasPrefix(" Recently deleted"))
    #expect(lines[2].hasPrefix("› Bob Baker") && lines[2].hasSuffix("30 days left"), "\(lines)")
    #expect(lines.last?.hasPrefix(" Enter/r restore  x delete forever  Esc back") == true)
    return steps
  }

  @Test func aContactAddedByAnotherProcessAppearsAtItsPlaceKeepingTheSelection() async throws {
    try await withTemporaryDirectory { folder in
      let names = ["Ada Lovelace", "Grace Hopper"]
      let opened = try await open(.mvvm, with: names, in: folder)
      let viper = try await open(.viper, with: names, in: folder)
      let sessions = [opened.session, viper.session]
      defer { for session in sessions { session.kill() } }
      _ = try await step(sessions, ["Down"]) { $0.contains("›GH") }
      for database in [opened.database, viper.database] {
        let added = try runContacts(addArguments("Bob Baker", "--database", database), home: folder)
        #expect(added.status == 0)
      }
      for session in sessions {
        let screen = try await session.waitFor("Bob Baker")
        let rows = screen.split(separator: "\n").dropFirst(2).prefix(3).map(String.init)
        #expect(rows.map { $0.prefix(3) } == [" AL", " BB", "›GH"], "\(screen)")
      }
    }
  }

  @Test func aResizedTerminalIsDrawnAgainAtItsNewSize() async throws {
    try await withTemporaryDirectory { folder in
      let session = try await open(.viper, with: ["Ada Lovelace"], in: folder).session
      defer { session.kill() }
      try session.resize(columns: 30, rows: 6)
      let screen = try await session.waitFor { screen in
        let title = screen.split(separator: "\n").first ?? ""
        return title.hasPrefix(" Contacts ") && title.hasSuffix(" 1 of 1") && title.count == 29
      }
      #expect(screen.split(separator: "\n").allSatisfy { $0.count <= 30 })
    }
  }

  @Test(arguments: Architecture.allCases)
  func ctrlCLeavesTheTerminalAsItFoundIt(_ architecture: Architecture) async throws {
    try await withTemporaryDirectory { folder in
      let session = try await open(architecture, with: ["Ada Lovelace"], in: folder).session
      defer { session.kill() }
      try session.send("C-c")
      let screen = try await session.waitFor("exited")
      #expect(screen.contains("exited 0"))
      let words = screen.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == ";" })
      #expect(words.contains("icanon") && words.contains("echo") && words.contains("isig"))
      #expect(!words.contains("-icanon") && !words.contains("-echo"), "\(screen)")
    }
  }

  @Test func sigtermLeavesTheTerminalAsItFoundItAndEndsAsTheSignalEndsAProgram() async throws {
    try await withTemporaryDirectory { folder in
      let session = try await open(.mvvm, with: ["Ada Lovelace"], in: folder).session
      defer { session.kill() }
      try session.signal(SIGTERM)
      let screen = try await session.waitFor("exited")
      #expect(screen.contains("exited 143"), "\(screen)")
      let words = screen.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == ";" })
      #expect(!words.contains("-icanon") && !words.contains("-echo"), "\(screen)")
    }
  }
}
