import ContactsDomain
import ContactsStore
import Foundation

/// Adds contacts with birthdays to the database at `url`, as `--birthday` would (see
/// `addBirthdays(to:)`).
func addBirthdays(to url: URL) async throws {
  try await addBirthdays(to: ContactDatabase.openFile(at: url.path))
}

/// Adds contacts with birthdays to `store`: a February 29, a year's first day, one without a
/// year, and a second Ada Lovelace, whose name is then shared.
func addBirthdays(to store: any ContactRepository) async throws {
  for (first, last, birthday) in [
    ("Leap", "Ling", "2000-02-29"), ("Ada", "Lovelace", "1815-02-27"),
    ("New", "Year", "1990-01-01"), ("Zoe", "Adams", "--03-01"), ("ádA", "lovelace", ""),
  ] {
    var form = ContactForm(firstName: first, lastName: last)
    form.birthday = birthday
    _ = try await store.create(try ContactDraft(form))
  }
}
