import ArgumentParser
import ContactsApp
import ContactsDomain
import ContactsPresentation
import ContactsRoot
import Foundation

/// `contacts merge ID ID…`: the contacts merged into the first, value by value.
struct MergeCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "merge",
    abstract: "Merge contacts into the first, value by value.",
    discussion: """
      Every phone, email, address, web site, chat, social profile, related person and group \
      of every contact is kept, identical values once (emails compared without case, phones \
      in international form); notes are kept one after the other. Where single values differ \
      (the name, the organization, the birthday, the photo, a nickname…), the first contact's \
      is kept unless a --keep option names another; a value only another contact has is \
      taken from it. The others go to Recently deleted, and `contacts undo` takes the whole \
      merge back. Importing an old file again does not bring a merged-away card back, and \
      the next sync deletes its server copy and sends the merged card.
      """
  )

  @Argument(help: "The contacts, the one kept first: ids, or names exactly one contact has.")
  var contacts: [ContactReference]

  @Option(help: "Take the name (every part of it) of this contact.")
  var keepNameOf: ContactReference?

  @Option(help: "Take the birthday of this contact.")
  var keepBirthdayOf: ContactReference?

  @Option(help: "Take the photo of this contact.")
  var keepPhotoOf: ContactReference?

  @Option(help: "Take the organization, job title, department and role of this contact.")
  var keepOrganizationOf: ContactReference?

  @Option(
    help: ArgumentHelp(
      "Take another single value of this contact: FIELD=ID, FIELD one of \(Self.fieldKeys).",
      valueName: "field=id"))
  var keep: [String] = []

  @Option(help: regionHelp)
  var region: String?

  @Flag(help: "Show what the merge would do, and change nothing.")
  var dryRun = false

  @OptionGroup var options: CommonOptions

  func run() async throws { try await options.run(self) }

  func output(root: AppRoot) async throws -> String {
    try await CommandFailure.rethrowing {
      var ids: [Contact.ID] = []
      for contact in contacts { ids.append(try await contact.id(in: root.contacts)) }
      var choices: [(field: String, id: Contact.ID)] = []
      let named: [(String, ContactReference?)] = [
        ("name", keepNameOf), ("birthday", keepBirthdayOf), ("photo", keepPhotoOf),
        ("organization", keepOrganizationOf),
      ]
      for case (let field, let reference?) in named {
        choices.append((field, try await reference.id(in: root.contacts)))
      }
      for pair in keep {
        let parts = pair.split(separator: "=", maxSplits: 1).map(String.init)
        guard parts.count == 2, let reference = ContactReference(argument: parts[1]) else {
          throw CommandFailure(
            "--keep takes FIELD=ID, such as nickname=3; “\(ShownText.summaryLine(pair))” is not",
            status: .usage)
        }
        choices.append((parts[0], try await reference.id(in: root.contacts)))
      }
      let request: MergeRequest
      do throws(DuplicatesRefusal) {
        request = try MergeRequest(
          ids: ids, choices: choices, region: region,
          localeRegion: Locale.current.region?.identifier, dryRun: dryRun)
      } catch {
        throw CommandFailure(error.message, status: .usage)
      }
      let screen = try await options.app(root).merge(request)
      return try Self.output(screen, json: options.json)
    }
  }

  /// What `merge` and `duplicates --merge-identical` print: the sentence and each value that
  /// differed, or the JSON; the undo hint on standard error after a merge.
  static func output(_ screen: MergeScreen, json: Bool) throws -> String {
    if !screen.dryRun && !screen.merges.isEmpty { printToStandardError(UndoOffer.commandHint) }
    if json { return try ContactJSON.encode(MergeJSON(screen)) }
    let choices = screen.merges.flatMap { merged in
      merged.choices.map { "  " + ShownText.summaryLine($0) }
    }
    return ([ShownText.summaryLine(screen.sentence)] + choices).joined(separator: "\n")
  }

  private static var fieldKeys: String {
    MergeField.all.map(\.key).joined(separator: ", ")
  }
}

/// A merge as `merge --json` prints it.
struct MergeJSON: Encodable {
  struct Merged: Encodable {
    let kept: Contact.ID
    let mergedAway: [Contact.ID]
    let choices: [String]
    let contact: ContactJSON
  }

  let sentence: String
  let dryRun: Bool
  let merges: [Merged]

  init(_ screen: MergeScreen) {
    sentence = screen.sentence
    dryRun = screen.dryRun
    merges = screen.merges.map { merged in
      Merged(
        kept: merged.keptID, mergedAway: merged.mergedAway, choices: merged.choices,
        contact: ContactJSON(ContactCard(merged.contact)))
    }
  }
}

extension MergeCommand: RootCommand {
  var readsOnly: Bool { dryRun }
}
