import ContactsDomain
import GRDB

extension ContactStoreError {
  /// Translates what SQLite said into what a person can act on.
  init(_ error: any Error, path: String) {
    if let error = error as? ContactStoreError {
      self = error
      return
    }
    guard let error = error as? DatabaseError else {
      self = .failed(String(describing: error))
      return
    }
    switch error.resultCode {
    case .SQLITE_BUSY, .SQLITE_LOCKED: self = .locked
    case .SQLITE_FULL: self = .diskFull
    case .SQLITE_READONLY: self = .readOnly
    case .SQLITE_CANTOPEN: self = .cannotOpen(path: path, reason: error.message ?? "unknown reason")
    case .SQLITE_NOTADB, .SQLITE_CORRUPT: self = .notADatabase(path: path)
    default: self = .failed(error.message ?? error.description)
    }
  }
}
