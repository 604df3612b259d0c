import ContactsDomain
import Foundation
import NIOCore
import NIOPosix
import PostgresNIO

/// What PostgreSQL or the connection to it said, in the store's words a person can act on.
enum PostgresFailure {
  static func storeError(_ error: any Error, address: PostgresAddress) -> ContactStoreError {
    if let error = error as? ContactStoreError { return error }
    if let error = error as? PSQLError { return storeError(error, address: address) }
    if error is ChannelError || error is IOError || error is NIOConnectionError {
      return .cannotOpen(path: address.description, reason: connectionReason(error))
    }
    return .failed(String(describing: error))
  }

  /// Whether `error` says the connection is gone (PostgreSQL ended, or was restarted), rather
  /// than that a statement failed on it.
  static func isLost(_ error: any Error) -> Bool {
    if error is ChannelError || error is IOError { return true }
    guard let error = error as? PSQLError, error.serverInfo == nil else { return false }
    switch error.code {
    case .connectionError, .serverClosedConnection, .clientClosedConnection, .uncleanShutdown:
      return true
    default: return false
    }
  }

  /// Why no connection could be made or kept, in the system's few words ("Connection
  /// refused"), not NIO's description of its attempts.
  static func connectionReason(_ error: any Error) -> String {
    switch error {
    case let error as NIOConnectionError:
      if let failure = error.connectionErrors.first { return connectionReason(failure.error) }
      if error.dnsAError != nil || error.dnsAAAAError != nil {
        return "the host \(error.host) was not found"
      }
      return "no connection could be made to \(error.host)"
    case let error as IOError:
      return String(cString: strerror(error.errnoCode))
    case ChannelError.ioOnClosedChannel, ChannelError.eof:
      return "the connection was closed"
    default:
      return "\(error)"
    }
  }

  private static func storeError(_ error: PSQLError, address: PostgresAddress) -> ContactStoreError
  {
    guard let info = error.serverInfo else {
      switch error.code {
      case _ where isLost(error), .sslUnsupported, .authMechanismRequiresPassword,
        .unsupportedAuthMechanism:
        let reason = error.underlying.map(connectionReason) ?? error.code.description
        return .cannotOpen(path: address.description, reason: reason)
      default:
        return .failed("PostgreSQL: \(error.code)")
      }
    }
    let message = info[.message] ?? "unknown reason"
    switch info[.sqlState] ?? "" {
    // disk_full, out_of_memory…: the server has no room left.
    case "53100": return .diskFull
    // read_only_sql_transaction: a standby, or default_transaction_read_only.
    case "25006": return .readOnly
    // lock_not_available, deadlock_detected, serialization_failure.
    case "55P03", "40P01", "40001": return .locked
    // invalid_password, invalid_authorization_specification, invalid_catalog_name,
    // cannot_connect_now, too_many_connections, admin_shutdown, crash_shutdown.
    case "28P01", "28000", "3D000", "57P03", "53300", "57P01", "57P02":
      return .cannotOpen(path: address.description, reason: message)
    default: return .failed("PostgreSQL: \(message)")
    }
  }
}
