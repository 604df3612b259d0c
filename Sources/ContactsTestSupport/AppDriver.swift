import ContactsDomain
import ContactsVCard
import Foundation

/// The builds the behaviour spec runs against.
public enum Architecture: String, CaseIterable, Sendable {
  case mvvm
  case viper
}

/// What a person sees happen, in the same words for both architectures.
public enum ScreenEvent: Equatable, Sendable {
  /// The list shows these full names, in order.
  case showed([String])
  /// The list offers Previous and/or Next (only announced when it offers one).
  case paging(previous: Bool, next: Bool)
  /// The list says there are no contacts.
  case noContent
  /// The list says a search found nothing.
  case noResults(String)
  /// One row appeared at an index, the rest untouched.
  case inserted(String, at: Int)
  /// The row at an index went away, the rest untouched.
  case removed(at: Int)
  /// A screen shows an error sentence.
  case error(String)
  /// The add or edit screen shows its form.
  case form(ContactForm, editing: Bool)
  /// The add screen shows an alert.
  case alert(String)
  /// The add or edit screen closed.
  case addScreenClosed
  /// The details screen shows a contact.
  case details(ContactCard)
  /// The details screen asks whether to delete this full name.
  case confirmDelete(String)
  /// The details screen closed.
  case detailsClosed
  /// The import screen shows how far the import has come.
  case importProgress(ImportProgress)
  /// The import screen shows what the import did, or would do.
  case imported(ImportSummary)
  /// The import screen closed.
  case importScreenClosed
  /// The export screen says the file is complete.
  case exported(ExportSummary)
}

/// A person's hands on one build of the app: the test view for the behaviour spec.
public protocol AppDriver: AnyObject {
  /// Everything the screens showed so far, in order.
  var events: [ScreenEvent] { get }
  func openList() async
  func search(_ text: String) async
  func tapNextPage() async
  func tapPreviousPage() async
  func tapLetter(_ letter: String) async
  func tapAdd()
  func tapDone(_ form: ContactForm) async
  func tapCancel()
  func tapContact(_ id: Contact.ID) async
  func tapEdit()
  func tapDelete()
  func confirmDelete() async
  func cancelDelete()
  /// Opens the import screen from the list.
  func tapImport()
  /// Picks `files` on the import screen: they are imported, or counted on a dry run.
  func pickFiles(_ files: [ImportFile], dryRun: Bool) async
  func closeImport()
  /// Opens the export screen from the list and taps Export; the file lands in `exportedFile`.
  func tapExport() async
  /// Every byte the export screens were handed.
  var exportedFile: Data { get }
}

extension AppDriver {
  /// Types the two names of the article's add screen and taps Done.
  public func tapDone(firstName: String, lastName: String) async {
    await tapDone(ContactForm(firstName: firstName, lastName: lastName))
  }

  /// Picks one file called `name` holding `text`.
  public func pickFile(_ name: String, _ text: String, dryRun: Bool = false) async {
    await pickFiles([ImportFile(name: name, data: Data(text.utf8))], dryRun: dryRun)
  }
}

/// A driver for `architecture` over `repository`, whose list shows `pageSize` rows at a time
/// and whose import and export use `fileFormat`.
public func makeDriver(
  _ architecture: Architecture, repository: any ContactRepository,
  pageSize: Int = PageRequest.defaultLimit, fileFormat: any ContactFileFormat = VCardFormat()
) -> any AppDriver {
  switch architecture {
  case .mvvm: MVVMDriver(repository: repository, pageSize: pageSize, fileFormat: fileFormat)
  case .viper: VIPERDriver(repository: repository, pageSize: pageSize, fileFormat: fileFormat)
  }
}
