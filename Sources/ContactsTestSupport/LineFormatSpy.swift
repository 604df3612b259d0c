import ContactsDomain
import Foundation

/// A tiny file format for the screens' tests, so they need no vCard: one contact per line,
/// `uid;first;last` or `uid;first;last;extras`; `skip:reason` is a card left out; `BAD` makes
/// the file malformed; a group card is written as `group:UID`. Records what it was asked.
public final class LineFormatSpy: ContactFileFormat, @unchecked Sendable {
  public enum Call: Equatable, Sendable {
    /// A file was read.
    case read(String)
    /// A file was written with the contacts of these uids.
    case write([String])
  }

  /// Why a file is malformed: "NAME, line N: not a contact line".
  public struct Malformed: UserFacingError, Equatable {
    public let message: String
  }

  private let lock = NSLock()
  private var recorded: [Call] = []

  public init() {}

  /// What the format was asked, in order.
  public var calls: [Call] { lock.withLock { recorded } }
  public var fileExtension: String { "txt" }
  public var mediaType: String { "text/plain" }

  /// The bytes of a file holding `lines`.
  public static func file(_ lines: String...) -> Data {
    Data(lines.map { $0 + "\n" }.joined().utf8)
  }

  public func read(_ data: Data, fileName: String) throws -> ContactFile {
    lock.withLock { recorded.append(.read(fileName)) }
    var contacts: [ContactImport] = []
    var skipped: [String] = []
    let lines = String(decoding: data, as: UTF8.self).split(separator: "\n")
    for (index, line) in lines.enumerated() {
      let fields = line.split(separator: ";", omittingEmptySubsequences: false).map(String.init)
      if line.hasPrefix("skip:") {
        skipped.append("\(fileName), line \(index + 1): \(line.dropFirst(5))")
      } else if fields.count >= 3, line != "BAD" {
        let draft = try ContactDraft(firstName: fields[1], lastName: fields[2])
        contacts.append(
          ContactImport(uid: fields[0], draft: draft, extras: fields.dropFirst(3).first ?? ""))
      } else {
        throw Malformed(message: "\(fileName), line \(index + 1): not a contact line")
      }
    }
    return ContactFile(contacts: contacts, skipped: skipped)
  }

  /// The extras of every contact, their parts (separated by `|`) each once, in order.
  public func mergedExtras(_ extras: [String]) -> String {
    var parts: [String] = []
    for part in extras.flatMap({ $0.split(separator: "|").map(String.init) })
    where !parts.contains(part) {
      parts.append(part)
    }
    return parts.joined(separator: "|")
  }

  public func write(_ contacts: [ContactExport]) -> Data {
    lock.withLock { recorded.append(.write(contacts.map(\.uid))) }
    let lines = contacts.map { export in
      [export.uid, export.contact.firstName, export.contact.lastName, export.extras]
        .joined(separator: ";")
    }
    return Data(lines.map { $0 + "\n" }.joined().utf8)
  }

  /// One line per group card: `group:UID`.
  public func write(_ groups: [GroupCard]) -> Data {
    Data(groups.map { "group:\($0.uid)\n" }.joined().utf8)
  }
}
