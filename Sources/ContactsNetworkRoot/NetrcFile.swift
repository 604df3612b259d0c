import ContactsDomain
import Foundation

/// `~/.netrc`: `machine HOST login USER password SECRET` entries, and a `default` one. Refused
/// when others may read it, as ftp and curl do.
struct NetrcFile {
  private let tokens: [String]

  /// The file at `path`; nil when there is none. Throws when its mode lets others read it.
  init?(path: String) throws(SyncSetupError) {
    guard let attributes = try? FileManager.default.attributesOfItem(atPath: path) else {
      return nil
    }
    let mode = (attributes[.posixPermissions] as? NSNumber)?.intValue ?? 0
    guard mode & 0o077 == 0 else { throw .passwordFileExposed(path: path, mode: mode) }
    guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
      throw .passwordFileUnreadable(path: path)
    }
    tokens = text.split(whereSeparator: \.isWhitespace).map(String.init)
  }

  /// The password of `login` on `machine`, or of the `default` entry.
  func password(machine: String, login: String) -> String? {
    var entries: [(machine: String?, login: String?, password: String?)] = []
    var index = tokens.startIndex
    while index < tokens.endIndex {
      let token = tokens[index]
      let value = index + 1 < tokens.endIndex ? tokens[index + 1] : nil
      switch token {
      case "machine": entries.append((value, nil, nil))
      case "default": entries.append((nil, nil, nil))
      case "login" where !entries.isEmpty: entries[entries.count - 1].login = value
      case "password" where !entries.isEmpty: entries[entries.count - 1].password = value
      default: break
      }
      index += token == "default" ? 1 : 2
    }
    let fitting =
      entries.first { $0.machine == machine && ($0.login ?? login) == login }
      ?? entries.first { $0.machine == nil && ($0.login ?? login) == login }
    return fitting?.password
  }
}
