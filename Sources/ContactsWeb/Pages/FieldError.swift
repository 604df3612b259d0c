import ContactsDomain
import ContactsPresentation
import Foundation

/// Why a form was refused, and the field it is about: the error summary links to it, and the
/// sentence is shown beside it.
struct FieldError: Sendable {
  /// The `id` of the field to fix; nil when no field is at fault (the store failed).
  let fieldID: String?
  let message: String

  /// The error `message` about the field `fieldID`.
  init(fieldID: String?, message: String) {
    self.fieldID = fieldID
    self.message = message
  }

  /// The error of `failure` on `form`: which field the refusal names, found from the typed
  /// error, never from its sentence. A refused date is said in the words of its Day, Month and
  /// Year fields as typed (`typedDates`), not the command line's.
  init(
    _ failure: AppFailure, form: ContactForm,
    typedDates: (birthday: DateInput, anniversary: DateInput)?
  ) {
    guard case .refused(let error) = failure else {
      message = failure.message
      fieldID = nil
      return
    }
    fieldID = Self.fieldID(error, form)
    if case .impossibleDate(let field, _) = error,
      let typed = field == .anniversary ? typedDates?.anniversary : typedDates?.birthday,
      let sentence = DateFieldsRefusal.sentence(
        field, day: typed.day, month: typed.month, year: typed.year)
    {
      message = sentence
    } else {
      message = failure.message
    }
  }

  private static func fieldID(_ error: ContactValidationError, _ form: ContactForm) -> String? {
    switch error {
    case .missingOrganization:
      return "organization"
    case .missingName, .noNameShown:
      return form.firstName.allSatisfy(\.isWhitespace) ? "firstName" : "lastName"
    case .removedName(let field), .tooLong(let field, _), .controlCharacter(let field),
      .tooMany(let field, _):
      return id(of: field, form)
    case .invalidPhone(let text):
      return row(.phone, form.phones.map(\.value), text)
    case .invalidEmail(let text):
      return row(.email, form.emails.map(\.value), text)
    case .invalidWebAddress(let text):
      return row(.url, form.urls.map(\.value), text)
    case .impossibleDate(let field, _):
      return id(of: field, form).map { $0 + "Day" }
    case .notAnImage, .unreadableImage, .tooManyPixels, .photoTooLarge:
      // The Change photo page's one field.
      return "photo"
    case .mergeNeedsTwo, .mergeTooMany, .mergedTwice, .chosenNotMerged:
      // A merge's refusal names no field of the contact form.
      return nil
    }
  }

  /// The field a refusal about `field` names: the field itself, or the first row of a list.
  private static func id(of field: ContactField, _ form: ContactForm) -> String? {
    if let name = ContactFormPage.singleFields[field] { return name }
    let rows: [ContactField: String] = [
      .phone: "phone0", .email: "email0", .address: "addressStreet0", .url: "url0",
      .chat: "chat0", .socialProfile: "socialProfile0", .related: "related0", .group: "group0",
    ]
    return rows[field]
  }

  /// The id of the first row of `rows` whose value, trimmed, is `text`.
  private static func row(_ rows: FormRows, _ values: [String], _ text: String) -> String {
    let index = values.firstIndex { $0.trimmingCharacters(in: .whitespacesAndNewlines) == text }
    return "\(rows.rawValue)\(index ?? 0)"
  }
}
