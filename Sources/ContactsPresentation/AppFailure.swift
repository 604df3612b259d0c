import ContactsDomain
import Foundation

/// Why an action did not happen, typed so a front end picks its status or exit code without
/// reading sentences, and carrying the sentence a person reads.
public enum AppFailure: Error, Equatable, Sendable, CustomStringConvertible {
  /// The input was refused; nothing was stored.
  case refused(ContactValidationError)
  /// No contact has this id (any more).
  case notFound(Contact.ID, message: String)
  /// The store could not do the work.
  case storeFailed(ContactStoreError, message: String)
  /// A file could not be used: its content is malformed (a vCard that does not read), or it
  /// could not be read or written (a missing file, a full disk).
  case fileFailed(FileFault, message: String)
  /// A sync, its status or a conflict's choice could not be done; nothing more was changed.
  case syncFailed(SyncTrouble, message: String)
  /// The shelf of books refused: a name that cannot be a book's, one taken, a book that is not
  /// there, the database itself, which is never removed.
  case bookRefused(BookShelfError, message: String)
  /// A screen closed without saying how it ended: a bug in an app, never a person's doing.
  case unanswered
  /// An error no case above describes: a bug or a fault of the machine, not the person's doing.
  case unexpected(message: String)

  /// The failure of `action` because of `error`, starting with the action's sentence ("Could
  /// not save the contact"): the only way a failure gets a sentence, so no front end writes its
  /// own.
  public init(_ action: ScreenAction, _ error: any Error) {
    let action = action.failureSentence
    switch error {
    case let refused as ContactValidationError:
      self = .refused(refused)
    case ContactStoreError.notFound(let id):
      self = .notFound(id, message: readableMessage(action, error))
    case let store as ContactStoreError:
      self = .storeFailed(store, message: readableMessage(action, error))
    case let book as BookShelfError:
      self = .bookRefused(book, message: readableMessage(action, error))
    default:
      let message = readableMessage(action, error)
      if let trouble = SyncTrouble(error) {
        self = .syncFailed(trouble, message: SyncFailureSentence.readable(error) ?? message)
      } else if Self.isAboutAFile(error) {
        self = .fileFailed(
          error is any MalformedContentError ? .content : .access, message: message)
      } else {
        self = .unexpected(message: message)
      }
    }
  }

  /// The sentence a person reads.
  public var message: String {
    switch self {
    case .refused(let error): error.message
    case .notFound(_, let message), .storeFailed(_, let message), .fileFailed(_, let message),
      .syncFailed(_, let message), .bookRefused(_, let message), .unexpected(let message):
      message
    case .unanswered: "The screen closed without an answer; nothing was changed"
    }
  }

  /// The sentence, as a command prints it after "Error: ".
  public var description: String { message }

  /// True for what reading or writing a file throws: the sentence of a file format or a
  /// transfer (a malformed vCard, a file that cannot be read or kept), or the system's own.
  private static func isAboutAFile(_ error: any Error) -> Bool {
    error is any UserFacingError || error is CocoaError || error is POSIXError
  }
}

/// What was wrong with a file an action used.
public enum FileFault: Equatable, Sendable {
  /// It was read, but its content is not what it should be, such as a malformed vCard.
  case content
  /// It could not be read or written: missing, unreadable, or the disk full.
  case access
}
