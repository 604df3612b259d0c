import ContactsApp
import ContactsDomain
import ContactsPresentation
import ContactsVIPER
import Foundation

/// Records what the import presenter told its view.
public final class ImportContactsViewSpy: ImportContactsViewInterface {
  public enum Call: Equatable {
    case progress(ImportProgress)
    case summary(ImportSummary)
    case error(String)
  }

  public private(set) var calls: [Call] = []

  public init() {}

  public func showProgress(_ progress: ImportProgress) { calls.append(.progress(progress)) }
  public func showSummary(_ summary: ImportSummary) { calls.append(.summary(summary)) }
  public func showError(_ failure: AppFailure) { calls.append(.error(failure.message)) }
}

/// Records what the export presenter told its view; its writes fail once `failure` is set.
public final class ExportContactsViewSpy: ExportContactsViewInterface {
  public enum Call: Equatable {
    case write(Data)
    case finished(ExportSummary)
    case error(String)
  }

  public private(set) var calls: [Call] = []
  /// What `writeExportedBytes` throws, as a full disk would; nil to keep the bytes.
  public var failure: (any Error)?

  public init() {}

  /// Every byte written, in order.
  public var written: Data {
    calls.reduce(into: Data()) { if case .write(let bytes) = $1 { $0.append(bytes) } }
  }

  public func writeExportedBytes(_ bytes: Data) throws {
    calls.append(.write(bytes))
    if let failure { throw failure }
  }
  public func showExportFinished(_ summary: ExportSummary) { calls.append(.finished(summary)) }
  public func showError(_ failure: AppFailure) { calls.append(.error(failure.message)) }
}
