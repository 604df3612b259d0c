import Foundation

/// Files and lines: what a screen, or a part of one, costs.
public struct Cost: Equatable, Sendable, CustomStringConvertible {
  public var files = 0
  public var lines = 0

  public init(files: Int = 0, lines: Int = 0) {
    self.files = files
    self.lines = lines
  }

  public var description: String {
    "\(files) \(files == 1 ? "file" : "files"), \(lines) \(lines == 1 ? "line" : "lines")"
  }

  static func += (lhs: inout Self, rhs: Self) {
    lhs.files += rhs.files
    lhs.lines += rhs.lines
  }
}

/// Every screen of the package, measured: the files and lines of each module folder in
/// `Sources/ContactsMVVM` and `Sources/ContactsVIPER`.
public struct ScreenCosts: Sendable {
  /// Each screen's name with its cost in each architecture, by name.
  public let screens: [(name: String, costs: [Architecture: Cost])]

  /// Measures the package at `root`; `App` is the app, not a screen, and is left out.
  public init(root: PackageRoot) {
    var found: [String: [Architecture: Cost]] = [:]
    for architecture in Architecture.allCases {
      for path in root.swiftFiles(under: [architecture.sourceFolder]) {
        let parts = path.dropFirst(architecture.sourceFolder.count + 1).split(separator: "/")
        guard parts.count > 1, parts[0] != "App" else { continue }
        let text =
          (try? String(contentsOf: root.url.appendingPathComponent(path), encoding: .utf8)) ?? ""
        let lines = text.reduce(0) { $1 == "\n" ? $0 + 1 : $0 }
        found[String(parts[0]), default: [:]][architecture, default: Cost()] +=
          Cost(files: 1, lines: lines)
      }
    }
    screens = found.keys.sorted().map { ($0, found[$0] ?? [:]) }
  }

  /// The table, in Markdown: one row per screen, then the totals.
  public var table: String {
    var rows = ["| screen | MVVM | VIPER |", "| --- | --- | --- |"]
    var totals: [Architecture: Cost] = [:]
    for (name, costs) in screens {
      let cells = Architecture.allCases.map { costs[$0].map(\.description) ?? "—" }
      rows.append("| \(name) | \(cells.joined(separator: " | ")) |")
      for (architecture, cost) in costs { totals[architecture, default: Cost()] += cost }
    }
    let cells = Architecture.allCases.map { (totals[$0] ?? Cost()).description }
    rows.append("| all screens | \(cells.joined(separator: " | ")) |")
    return rows.joined(separator: "\n") + "\n"
  }
}
