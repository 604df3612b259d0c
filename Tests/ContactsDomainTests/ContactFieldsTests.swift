import ContactsDomain
import ContactsPresentation
import Foundation
import Testing

@Suite("One list of fields, read by every front end")
struct ContactFieldsTests {
  private let ada = ContactForm(firstName: "Ada", lastName: "Lovelace")

  private func contact(_ form: ContactForm) throws -> Contact {
    Contact(id: 1, try ContactDraft(form, origin: .imported))
  }

  @Test func everyFieldHasItsOwnMergeKeyFormNameOptionAndCaption() {
    let all = ContactFields.all
    for names in [all.map(\.mergeKey), all.map(\.formName), all.compactMap(\.option)] {
      #expect(Set(names).count == names.count)
    }
    #expect(Set(all.map(\.caption)).count == all.count)
  }

  @Test(arguments: ContactFields.textDetails.map(\.entry.formName))
  func aTextDetailTypedInTheFormIsKeptShownStoredAndNamedAsChanged(name: String) throws {
    let entry = try #require(ContactFields.textDetails.first { $0.entry.formName == name })
    var form = ada
    entry.entry.set("  Some text ", in: &form)
    let contact = try contact(form)
    #expect(contact.details[keyPath: entry.detail.path] == "Some text")
    #expect(entry.entry.text(in: ContactForm(contact)) == "Some text")
    let stored = try JSONEncoder().encode(contact.details)
    let json = try #require(try JSONSerialization.jsonObject(with: stored) as? [String: String])
    #expect(json == [entry.entry.formName: "Some text"])
    #expect(try JSONDecoder().decode(ContactDetails.self, from: stored) == contact.details)
    #expect(
      ChangedFields.names(from: try self.contact(ada), to: contact) == [entry.entry.changeCaption])
    if entry.entry.ownRow {
      #expect(
        ContactCard(contact).shownDetails == [
          ShownDetail(caption: entry.entry.caption, lines: ["Some text"])
        ])
    }
  }

  @Test(arguments: ContactFields.textDetails.map(\.entry.formName))
  func aTextDetailTooLongIsRefusedInTheCaptionsWords(name: String) throws {
    let entry = try #require(ContactFields.textDetails.first { $0.entry.formName == name })
    var form = ada
    entry.entry.set(String(repeating: "a", count: entry.detail.limit + 1), in: &form)
    #expect(throws: ContactValidationError.tooLong(entry.entry.field, limit: entry.detail.limit)) {
      try ContactDraft(form, origin: .typed)
    }
    #expect(
      ContactValidationError.tooLong(entry.entry.field, limit: 5).message
        == "\(entry.entry.caption) must be at most 5 characters")
  }

  @Test func aFieldIsCaptionedAlikeOnTheDetailsInHistoryAndInARefusal() throws {
    var form = ada
    form.phones = [LabeledValue(label: "", value: "555-0100")]
    form.chats = [LabeledValue(label: "", value: "ada")]
    form.related = [LabeledValue(label: "", value: "Byron")]
    let contact = try contact(form)
    let shown = ContactCard(contact).shownDetails.map(\.caption)
    #expect(shown == ["Phone", "Chat", "Related person"])
    #expect(ChangedFields.names(from: try self.contact(ada), to: contact) == shown)
    #expect(ContactValidationError.tooLong(.chat, limit: 9).message.hasPrefix("Chat must"))
  }

  @Test func aFieldEditedOnOneSideTakesThatSidesValueAndBothEditedIsAConflict() {
    let fields = ContactFields.all.map { CardMerge<ContactForm>.Field($0, of: \.self) }
    var local = ada
    local.jobTitle = "Analyst"
    local.birthday = "1815-12-10"
    var theirs = ada
    theirs.phones = [LabeledValue(label: "home", value: "555-0100")]
    theirs.birthday = "1815-12-11"
    let merge = CardMerge(fields: fields, base: ada, local: local, theirs: theirs)
    #expect(merge.card.jobTitle == "Analyst")
    #expect(merge.card.phones == theirs.phones)
    #expect(merge.card.birthday == "1815-12-10")
    #expect(merge.conflicts.map(\.field.key) == ["birthday"])
    #expect(merge.conflicts.map(\.theirs) == ["1815-12-11"])
  }

  @Test func withoutABaseAnEmptyFieldTakesTheOtherSidesValue() {
    let fields = ContactFields.all.map { CardMerge<ContactForm>.Field($0, of: \.self) }
    var local = ada
    local.nickname = "Ada"
    var theirs = ada
    theirs.nickname = "Countess"
    theirs.groups = ["Friends"]
    let merge = CardMerge(fields: fields, base: nil, local: local, theirs: theirs)
    #expect(merge.card.groups == ["Friends"])
    #expect(merge.card.nickname == "Ada")
    #expect(merge.conflicts.map(\.field.key) == ["nickname"])
  }

  @Test func aConflictsValueReadsAsAPersonWritesIt() {
    let rows = #"[{"label":"home","value":"555-0100"},{"label":"","value":"555-0199"}]"#
    #expect(ContactFields.phones.display(rows) == "home 555-0100, 555-0199")
    #expect(ContactFields.jobTitle.display("") == "(none)")
    #expect(ContactFields.groups.display("[]") == "(none)")
  }
}
