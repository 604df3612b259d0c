import ContactsDomain
import ContactsPresentation

/// How a command ended, as its exit status: what a script tests. `contacts --help` lists them;
/// the codes above 2 are the BSD `sysexits.h` ones.
package enum ExitStatus: Int32, Sendable {
  /// A failure none of the kinds below describes: a bug, or a fault of the machine.
  case failure = 1
  /// Done, with something to say: an import or a sync skipped cards, kept a card separate, or
  /// left conflicts.
  case partial = 2
  /// The command line was wrong: an unknown option, a value out of range, a missing `--yes`.
  case usage = 64
  /// The data was refused: a name or field the app refuses, an id no contact has, a file that
  /// is not a contacts database.
  case data = 65
  /// Something needed is not available now: the database is locked, a server cannot be reached
  /// or refuses the account.
  case unavailable = 69
  /// A file could not be read or written: a missing or unreadable file, a full disk, a
  /// read-only database.
  case io = 74

  /// The lines `contacts --help` prints about the statuses.
  static let documentation = """
    Exit status: 0 done; 2 done, but an import or sync skipped cards, kept one separate or \
    left conflicts; 64 a wrong command line; 65 data refused (a name, an id, a file that is \
    not a contacts database, a malformed file read with --strict); 69 unavailable (the database locked, a server unreachable); 74 \
    a file that cannot be read or written; 1 anything else.
    """

  /// The status a command failing with `failure` exits with.
  init(_ failure: AppFailure) {
    switch failure {
    case .refused, .notFound: self = .data
    case .storeFailed(let error, _): self.init(error)
    case .fileFailed(.content, _): self = .data
    case .fileFailed(.access, _): self = .io
    case .syncFailed(let trouble, _): self.init(trouble)
    case .bookRefused(let error, _): self.init(error)
    case .unanswered, .unexpected: self = .failure
    }
  }

  /// The status a command a sync action failed with `trouble` exits with.
  init(_ trouble: SyncTrouble) {
    switch trouble {
    case .noAccount, .cannotConnect, .noConflict: self = .data
    case .unauthorized, .unreachable, .server: self = .unavailable
    }
  }

  /// The status a command that failed outside an app's screen (setting up sync, say) with
  /// `error` exits with: the store's and sync's troubles by their kind, anything else 1.
  package init(_ error: any Error) {
    if let store = error as? ContactStoreError {
      self.init(store)
    } else if let trouble = SyncTrouble(error) {
      self.init(trouble)
    } else {
      self = .failure
    }
  }

  /// The status a command the store failed with `error` exits with.
  init(_ error: ContactStoreError) {
    switch error {
    case .locked: self = .unavailable
    case .diskFull, .readOnly, .cannotOpen, .failed: self = .io
    case .notADatabase, .newerVersion, .notFound, .notDeleted, .uidTaken, .nothingToUndo,
      .notTheLastChange, .beforeHistory:
      self = .data
    case .isTheDatabase: self = .usage
    }
  }
}
