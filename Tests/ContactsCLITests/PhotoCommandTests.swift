import ArgumentParser
import ContactsBuilds
import ContactsDomain
import ContactsImaging
import ContactsRoot
import ContactsStore
import ContactsTestSupport
import Foundation
import Testing

@testable import ContactsCLI

@Suite("contacts add/edit --photo, --remove-photo and contacts photo, in process")
struct PhotoCommandTests {
  private static let architectures = Architecture.allCases.map(\.rawValue)

  private func photoCommand(_ arguments: [String]) throws -> PhotoCommand {
    try #require(try ContactsCommand.parseAsRoot(["photo"] + arguments) as? PhotoCommand)
  }

  @Test(arguments: architectures)
  func addWithAPhotoStoresItScaledAndShowSaysItsTypeAndSize(architecture: String) async throws {
    try await withTemporaryDirectory { folder in
      let store = try ContactDatabase.inMemory()
      // A PNG named .jpg: the bytes tell its type.
      let file = folder.appendingPathComponent("ada.jpg")
      try SamplePhotos.wide.write(to: file)
      let build = ["--architecture", architecture]
      _ = try await output(addArguments("Ada Lovelace", "--photo", file.path) + build, on: store)
      let ada = try #require(try await store.allContacts().first)
      let kept = try #require(try await store.photo(id: ada.id))
      #expect(kept.type == .jpeg)
      #expect(SamplePhotos.jpegSize(kept.data).map { [$0.width, $0.height] } == [1024, 410])
      // `contacts-image` keeps what the web keeps (PhotoPageTests), in both builds.
      #expect(kept == (try PhotoIntake(scaler: VipsImageScaler()).photo(from: SamplePhotos.wide)))
      let shown = try await output(["show", "\(ada.id)"] + build, on: store)
      let size = kept.data.count
      #expect(size > 1000 && size < 100_000)
      #expect(
        shown.components(separatedBy: "\n").contains("Photo: JPEG, \((size + 500) / 1000) kB"))
      let gif = folder.appendingPathComponent("small.gif")
      try SamplePhotos.gif.write(to: gif)
      let edited = try await output(["edit", "\(ada.id)", "--photo", gif.path] + build, on: store)
      let small = try #require(try await store.photo(id: ada.id))
      #expect(SamplePhotos.jpegSize(small.data).map { [$0.width, $0.height] } == [1, 1])
      #expect(
        edited.components(separatedBy: "\n").contains("Photo: JPEG, \(small.data.count) bytes"))
      let removed = try await output(["edit", "\(ada.id)", "--remove-photo"] + build, on: store)
      #expect(!removed.contains("Photo:"))
      #expect(try await store.photo(id: ada.id) == nil)
    }
  }

  @Test(arguments: architectures)
  func anSVGACutShortImageOrAnOversizeFileIsRefusedWithASentenceAndNothingIsAdded(
    architecture: String
  ) async throws {
    try await withTemporaryDirectory { folder in
      let store = try ContactDatabase.inMemory()
      let svg = folder.appendingPathComponent("face.jpg")
      try SamplePhotos.svg.write(to: svg)
      let cut = folder.appendingPathComponent("cut.png")
      try SamplePhotos.wide.prefix(36).write(to: cut)
      // 1,437 kB over the limit: named by the file's own size, not by where a read stopped.
      let big = folder.appendingPathComponent("big.jpg")
      try SamplePhotos.jpeg(byteCount: PhotoIntake.maximumInputBytes + 1_437_000).write(to: big)
      let claim = folder.appendingPathComponent("claim.png")
      try SamplePhotos.pngClaim(width: 20_000, height: 20_000).write(to: claim)
      let refusals = [
        (
          svg.path,
          "\(svg.path): The photo is not an image this app shows: use a JPEG, PNG, GIF or WebP file"
        ),
        (
          cut.path,
          "\(cut.path): The photo could not be read: the image is cut short or damaged. Choose "
            + "the file again, or another photo"
        ),
        (big.path, "\(big.path): The photo is 21.5 MB: a photo must be at most 20 MB"),
        (
          claim.path,
          "\(claim.path): The photo is 20000 × 20000 pixels: a photo may have at most 200 million"
        ),
      ]
      for (path, sentence) in refusals {
        await #expect(throws: CommandFailure(sentence, status: .data)) {
          try await output(
            addArguments("Ada Lovelace", "--photo", path, "--architecture", architecture),
            on: store)
        }
      }
      #expect(try await store.allContacts().isEmpty)
    }
  }

  @Test func photoAndRemovePhotoTogetherAreRefused() {
    #expect(throws: (any Error).self) {
      try ContactsCommand.parseAsRoot(
        ["edit", "1", "--photo", "a.jpg", "--remove-photo"])
    }
  }

  @Test(arguments: architectures)
  func photoWritesTheBytesToStandardOutputOrAFileButNeverToATerminal(architecture: String)
    async throws
  {
    try await withTemporaryDirectory { folder in
      let store = try ContactDatabase.inMemory()
      let ada = try await store.create(ContactDraft(firstName: "Ada", lastName: "Lovelace"))
      let jpeg = SamplePhotos.jpeg(byteCount: 2048)
      try await store.setPhoto(try ContactPhoto(jpeg), id: ada.id)
      let build = ["--architecture", architecture]
      var written = Data()
      let note = try await photoCommand(["\(ada.id)"] + build).write(
        root: root(store), standardOutputIsTerminal: false
      ) { written.append($0) }
      #expect(written == jpeg)
      #expect(note == "Wrote the photo of Ada Lovelace (JPEG, 2 kB).")
      await #expect(
        throws: CommandFailure(
          "The photo is an image, not text: give --output FILE, or send it to a file with > FILE",
          status: .usage)
      ) {
        _ = try await photoCommand(["\(ada.id)"] + build).write(
          root: root(store), standardOutputIsTerminal: true
        ) { _ in Issue.record("wrote to a terminal") }
      }
      let path = folder.appendingPathComponent("ada.jpg").path
      let saved = try await photoCommand(["\(ada.id)", "--output", path] + build).write(
        root: root(store), standardOutputIsTerminal: true
      ) { _ in Issue.record("wrote to standard output") }
      #expect(saved == "Wrote the photo of Ada Lovelace (JPEG, 2 kB) to \(path).")
      // An existing file is kept without --force, as export and backup keep one.
      await #expect(
        throws: CommandFailure(
          "\(path) exists already; pass --force to replace it, or choose another file",
          status: .usage)
      ) {
        _ = try await photoCommand(["\(ada.id)", "--output", path] + build).write(
          root: root(store), standardOutputIsTerminal: true
        ) { _ in }
      }
      try Data("older".utf8).write(to: URL(fileURLWithPath: path))
      _ = try await photoCommand(["\(ada.id)", "--output", path, "--force"] + build).write(
        root: root(store), standardOutputIsTerminal: true
      ) { _ in }
      #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == jpeg)
    }
  }

  @Test func aContactWithoutAPhotoOrNoContactIsSaidSo() async throws {
    let store = try ContactDatabase.inMemory()
    let ada = try await store.create(ContactDraft(firstName: "Ada", lastName: "Lovelace"))
    await #expect(throws: CommandFailure("Ada Lovelace has no photo", status: .data)) {
      _ = try await photoCommand(["\(ada.id)"]).write(
        root: root(store), standardOutputIsTerminal: false
      ) { _ in }
    }
    await #expect(throws: CommandFailure.self) {
      _ = try await photoCommand(["99"]).write(root: root(store), standardOutputIsTerminal: false) {
        _ in
      }
    }
  }
}
