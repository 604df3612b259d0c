import ContactsDomain
import ContactsPresentation

/// What the app's modules have given the terminal to show, the same for both builds: the list
/// screen, and the add (or edit) and details screens when open. The terminal view only lays it
/// out; which rows, which sentence and which alert are the view models' and presenters' to say.
struct Shown: Equatable {
  /// The list screen once its window loaded; nil before.
  var list: ListScreen?
  /// Why the list could not load; nil when it did.
  var listFailure: String?
  /// The row the list inserted once the add screen saved a contact: it is selected.
  var inserted: Contact.ID?
  /// The add or edit screen's form while it is open.
  var form: ContactForm?
  /// True when the open form edits a contact rather than adding one.
  var isEditing = false
  /// The alert the add or edit screen shows, "A contact must have first and last names".
  var alert: String?
  /// The details screen's contact while it is open.
  var card: ContactCard?
  /// True while the details screen asks whether to delete its contact.
  var isConfirmingDelete = false
  /// Why the details screen could not load, edit or delete; nil otherwise.
  var detailsFailure: String?
  /// True while the Recently deleted screen is open.
  var isShowingDeleted = false
  /// The Recently deleted screen once loaded; nil while it loads or when it could not.
  var deleted: RecentlyDeletedScreen?
  /// What the last restore or delete for good did, or why the screen could not do it or load.
  var deletedNotice: String?
  /// What the list offers to undo after a delete; nil when nothing.
  var undoOffer: UndoOffer?
  /// What the undo did, or why it could not; nil before one.
  var undoNotice: String?
  /// The contact the undo brought back to the list: it is selected.
  var undone: Contact.ID?
}
