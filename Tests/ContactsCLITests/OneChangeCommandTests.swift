import ContactsBuilds
import ContactsTestSupport
import Foundation
import Testing

@Suite("One command is one change: add or edit with a photo shows one entry and one undo")
struct OneChangeCommandTests {
  /// What the built `contacts` prints, with the `architecture` given, for an add with a photo,
  /// an edit of a phone and the photo, and three undos: each command, its status and output.
  private func session(_ architecture: String, in folder: URL) throws -> [String] {
    let png = folder.appendingPathComponent("ada.png")
    let gif = folder.appendingPathComponent("ada.gif")
    try SamplePhotos.wide.write(to: png)
    try SamplePhotos.gif.write(to: gif)
    let book = ["--database", folder.appendingPathComponent("\(architecture).sqlite").path]
    let commands = [
      addArguments("Ada Lovelace", "--photo", png.path), ["history", "1"],
      ["edit", "1", "--photo", gif.path, "--add-phone", "mobile=123"], ["history", "1"],
      ["undo"], ["show", "1"], ["undo"], ["undo"],
    ]
    return try commands.map { command in
      let result = try runContacts(
        command + book + ["--architecture", architecture], home: folder)
      let shown = command.map { $0.hasPrefix(folder.path) ? "FILE" : $0 }.joined(separator: " ")
      // The time of a version, which may be another minute in the other build's run.
      let printed = (result.standardOutput + result.standardError)
        .replacing(/\d{4}-\d\d-\d\d \d\d:\d\d/, with: "TIME")
      return "\(shown) [\(result.status)]\n\(printed)"
    }
  }

  @Test func addAndEditWithAPhotoAreEachOneEntryAndOneUndoInBothBuilds() async throws {
    try await withTemporaryDirectory { folder in
      let mvvm = try session(Architecture.mvvm.rawValue, in: folder)
      let viper = try session(Architecture.viper.rawValue, in: folder)
      #expect(mvvm == viper)
      // The add with a photo is no edit of the contact it added.
      #expect(mvvm[1].contains("Ada Lovelace has no earlier versions."))
      // The edit of a phone and the photo is one edit, of both.
      #expect(mvvm[3].contains("History of Ada Lovelace: edited once"))
      #expect(mvvm[3].contains("Edited: Phone, Photo"))
      // One undo takes both back; the next takes the add back, photo and all.
      #expect(mvvm[4].contains("Undid the edit of Ada Lovelace"))
      // The add's photo again: the wide PNG, scaled to a JPEG of some kilobytes (the edit's
      // GIF became one of some bytes).
      let photo = { (output: String) in
        output.split(separator: "\n").first { $0.hasPrefix("Photo: ") }
      }
      #expect(photo(mvvm[2])?.hasPrefix("Photo: JPEG, ") == true)
      #expect(photo(mvvm[2])?.hasSuffix(" bytes") == true)
      #expect(photo(mvvm[5])?.hasSuffix(" kB") == true && !mvvm[5].contains("123"))
      #expect(mvvm[6].contains("Undid the add of Ada Lovelace"))
      #expect(mvvm[7].contains("[65]") && mvvm[7].contains("there is nothing to undo"))
    }
  }
}
