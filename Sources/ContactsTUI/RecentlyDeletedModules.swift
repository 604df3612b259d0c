import ContactsDomain

/// Recently deleted and undo, as the terminal view drives them through each build's
/// RecentlyDeleted module: the screen opened from the list, its Restore and Delete forever,
/// and the undo the list offers after a delete.
protocol RecentlyDeletedModules: AnyObject {
  /// The key on the list: the Recently deleted screen opens and loads.
  func openRecentlyDeleted() async
  /// Restore on the row of `id`; the screen loads again once it is done.
  func restoreTapped(_ id: Contact.ID) async
  /// Delete forever on the row of `id`, confirmed; the screen loads again once it is done.
  func deleteForeverTapped(_ id: Contact.ID) async
  /// Back from the Recently deleted screen to the list.
  func closeRecentlyDeleted()
  /// A delete done on the list: what it offers to undo is asked for.
  func undoOfferNeeded() async
  /// Undo on the list: the offered change is taken back.
  func undoTapped() async
}
