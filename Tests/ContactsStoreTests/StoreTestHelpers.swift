import ContactsDomain
import Foundation

/// The article's four names, in the order the app shows them.
let appOrder = ["adam smith", "Ángel Díaz", "émile zola", "Zoe Adams"]

/// The same names in the order a person might type them.
let typingOrder = ["Zoe Adams", "émile zola", "adam smith", "Ángel Díaz"]

/// A valid draft from a "First Last" full name.
func draft(_ fullName: String) throws -> ContactDraft {
  let parts = fullName.split(separator: " ", maxSplits: 1).map(String.init)
  return try ContactDraft(firstName: parts[0], lastName: parts[1])
}

/// Stores every name in turn and returns the contacts the store gave back.
@discardableResult
func create(_ fullNames: [String], in repository: any ContactRepository) async throws -> [Contact] {
  var contacts: [Contact] = []
  for name in fullNames {
    contacts.append(try await repository.create(draft(name)))
  }
  return contacts
}

/// The SQL statements a connection ran, collected from GRDB's trace callback.
final class StatementLog: @unchecked Sendable {
  private let lock = NSLock()
  private var statements: [String] = []

  func append(_ sql: String) {
    lock.withLock { statements.append(sql) }
  }

  var all: [String] {
    lock.withLock { statements }
  }
}
