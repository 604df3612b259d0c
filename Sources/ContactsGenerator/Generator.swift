import Foundation

/// Generates a screen into the Contacts package: plans its files, formats them with
/// `swift format`, refuses what would clash, and writes them all or none.
public struct Generator {
  public let root: PackageRoot
  var writer = AtomicWriter()

  public init(root: PackageRoot) {
    self.root = root
  }

  /// Generates screen `name` in `architectures`. A dry run checks and reports without writing;
  /// `force` replaces files that exist. Files that exist with the very same text are left alone.
  public func generate(
    _ name: ModuleName, architectures: [Architecture] = Architecture.allCases,
    dryRun: Bool = false, force: Bool = false
  ) throws(GeneratorError) -> GenerationReport {
    var plan = ModulePlan(name: name, architectures: architectures)
    let formatter = SwiftFormatter(configuration: root.url.appendingPathComponent(".swift-format"))
    var targets: [URL] = []
    for index in plan.files.indices {
      plan.files[index].contents = try formatter.format(plan.files[index].contents)
      targets.append(try root.file(plan.files[index].path))
    }
    var unchanged: Set<String> = []
    var existing: [String] = []
    for (file, url) in zip(plan.files, targets) {
      guard let text = try? String(contentsOf: url, encoding: .utf8) else { continue }
      if text == file.contents { unchanged.insert(file.path) } else { existing.append(file.path) }
    }
    if !force, !existing.isEmpty { throw .wouldOverwrite(existing) }
    let planned = Set(plan.files.map(\.path))
    if let (type, file) = root.declaration(of: plan.declaredTypes, skipping: planned) {
      throw .typeExists(type, file: file)
    }
    let wiring = Wiring(plan: plan, answeredByEveryApp: answeredByEveryApp(plan))
    let wired = try wire(wiring.edits, formatter: formatter)
    if !dryRun {
      try writer.write(
        zip(plan.files, targets).filter { !unchanged.contains($0.0.path) }
          .map { (url: $0.1, contents: $0.0.contents) } + wired.map { ($0.url, $0.contents) })
    }
    return GenerationReport(
      plan: plan, wiring: wiring, unchanged: unchanged, wired: Set(wired.map(\.path)),
      dryRun: dryRun)
  }

  /// True when both builds' apps will answer the screen's action: both are generated now, or the
  /// one left out already answers it. Only then may `AddressBookApp` require it, or the build
  /// left out would stop compiling.
  private func answeredByEveryApp(_ plan: ModulePlan) -> Bool {
    let method = "func \(plan.name.memberName)(limit:"
    return Architecture.allCases.allSatisfy { architecture in
      guard !plan.architectures.contains(architecture) else { return true }
      let text = (try? root.file(architecture.appFile)).flatMap {
        try? String(contentsOf: $0, encoding: .utf8)
      }
      return text?.contains(method) == true
    }
  }

  /// The files `edits` change, with their new text, formatted; a file already wired in is left
  /// out.
  private func wire(_ edits: [SourceEdit], formatter: SwiftFormatter) throws(GeneratorError)
    -> [(path: String, url: URL, contents: String)]
  {
    var order: [String] = []
    for edit in edits where !order.contains(edit.file) { order.append(edit.file) }
    var changed: [(path: String, url: URL, contents: String)] = []
    for path in order {
      let url = try root.file(path)
      guard let before = try? String(contentsOf: url, encoding: .utf8) else {
        throw .wiringNotFound(path, "its text (the file cannot be read)")
      }
      var text = before
      for edit in edits where edit.file == path { text = try edit.apply(to: text) }
      if text != before { changed.append((path, url, try formatter.format(text))) }
    }
    return changed
  }
}

/// What a generation wrote, what the screen cost, and the wiring left to do.
public struct GenerationReport: Sendable {
  public let plan: ModulePlan
  /// How the screen is wired in, and what is left to do.
  let wiring: Wiring
  /// Files that already held exactly this text and were left alone.
  public let unchanged: Set<String>
  /// Files that exist and were edited to wire the screen in.
  public let wired: Set<String>
  public let dryRun: Bool

  /// The cost of one part of the screen.
  public func cost(of part: PlannedFile.Part) -> Cost {
    var cost = Cost()
    for file in plan.files where file.part == part { cost += Cost(files: 1, lines: file.lineCount) }
    return cost
  }

  /// What the command prints.
  public var text: String {
    let verb = dryRun ? "Would write (dry run: nothing written)" : "Wrote"
    var lines = ["\(verb) the \(plan.name) screen:"]
    for file in plan.files {
      lines.append(
        unchanged.contains(file.path) ? "  = \(file.path) (unchanged)" : "  + \(file.path)")
    }
    lines += ["", "What this screen cost:"]
    for architecture in plan.architectures {
      let code = cost(of: .code(architecture))
      let tests = cost(of: .tests(architecture))
      lines.append("  \(architecture.title): \(code) of code; \(tests) of tests and spies")
    }
    lines.append(
      "  shared (Sources/ContactsApp, Sources/ContactsPresentation): \(cost(of: .shared)) of code; "
        + "\(cost(of: .sharedTests)) of tests")
    lines += ["", wiring.text(wired: wired)]
    return lines.joined(separator: "\n") + "\n"
  }
}
