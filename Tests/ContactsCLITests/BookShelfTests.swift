import ContactsDomain
import ContactsRoot
import ContactsTestSupport
import Foundation
import Testing

@Suite("A server's shelf keeps each book as a database file beside the one it serves")
struct BookShelfTests {
  /// The shelf around `folder/contacts.sqlite`, owned by "ada".
  private func shelf(in folder: URL) async throws -> any BookShelf {
    let root = try await AppRoot.open(
      databasePath: folder.appendingPathComponent("contacts.sqlite").path, access: .readWrite)
    return try #require(root.bookShelf(defaultOwner: "ada"))
  }

  @Test func theDatabaseServedIsItsOwnersBookNamedByItsFile() async throws {
    try await withTemporaryDirectory { folder in
      let shelf = try await shelf(in: folder)
      #expect(try await shelf.books(of: "ada") == [ShelvedBook(name: "contacts", displayName: nil)])
      #expect(try await shelf.books(of: "bob").isEmpty)
      #expect(try await shelf.book("contacts", of: "ada") != nil)
      #expect(try await shelf.book("contacts", of: "bob") == nil, "another owner's: not found")
    }
  }

  @Test func aBookMadeIsAFileInItsOwnersFolderWithItsDisplayName() async throws {
    try await withTemporaryDirectory { folder in
      let made = try await shelf(in: folder).makeBook(
        "Family & 100%", displayName: "Family", of: "bob/x")
      #expect(made == ShelvedBook(name: "Family & 100%", displayName: "Family"))
      let file = folder.appendingPathComponent("contacts.books/bob%2Fx/Family & 100%25.sqlite")
      #expect(FileManager.default.fileExists(atPath: file.path))
      let again = try await shelf(in: folder)
      #expect(try await again.books(of: "bob/x") == [made])
      #expect(try await again.book("Family & 100%", of: "ada") == nil)
      try await again.setDisplayName("Kin", ofBook: "Family & 100%", of: "bob/x")
      #expect(try await shelf(in: folder).books(of: "bob/x").map(\.displayName) == ["Kin"])
    }
  }

  @Test func aBookIsABookOfItsOwnWithItsOwnCards() async throws {
    try await withTemporaryDirectory { folder in
      let shelf = try await shelf(in: folder)
      _ = try await shelf.makeBook("work", displayName: nil, of: "ada")
      let work = try #require(try await shelf.book("work", of: "ada"))
      _ = try await work.put(
        ContactImport(
          uid: "u-1", draft: try ContactDraft(ContactForm(firstName: "Ada", lastName: "L"))),
        body: Data("BEGIN:VCARD\r\nEND:VCARD\r\n".utf8), named: "a.vcf", when: .absent)
      let home = try #require(try await shelf.book("contacts", of: "ada"))
      #expect(try await home.servedEntries(after: nil, limit: 10).isEmpty)
      #expect(try await work.servedEntries(after: nil, limit: 10).map(\.name) == ["a.vcf"])
      #expect(try await home.servedState().epoch != (try await work.servedState()).epoch)
      #expect(try await shelf.books(of: "ada").map(\.name) == ["contacts", "work"])
    }
  }

  @Test func aNameTakenOrThatCannotBeABooksIsRefused() async throws {
    try await withTemporaryDirectory { folder in
      let shelf = try await shelf(in: folder)
      _ = try await shelf.makeBook("work", displayName: nil, of: "ada")
      for (name, owner) in [("work", "ada"), ("contacts", "ada")] {
        await #expect(throws: BookShelfError.exists(name: name)) {
          try await shelf.makeBook(name, displayName: nil, of: owner)
        }
      }
      for name in ["", ".", "..", "a/b", "a\0b", String(repeating: "é", count: 101)] {
        await #expect(throws: BookShelfError.badName(name: name)) {
          try await shelf.makeBook(name, displayName: nil, of: "ada")
        }
      }
      _ = try await shelf.makeBook(String(repeating: "é", count: 100), displayName: nil, of: "ada")
      let percents = String(repeating: "%", count: 90)
      await #expect(throws: BookShelfError.badName(name: percents), "too long a file name") {
        try await shelf.makeBook(percents, displayName: nil, of: "ada")
      }
      _ = try await shelf.makeBook("contacts", displayName: nil, of: "bob")
    }
  }

  @Test func removingABookRemovesItsFilesButNeverTheDatabaseServed() async throws {
    try await withTemporaryDirectory { folder in
      let shelf = try await shelf(in: folder)
      _ = try await shelf.makeBook("work", displayName: nil, of: "ada")
      let path = folder.appendingPathComponent("contacts.books/ada/work.sqlite").path
      #expect(FileManager.default.fileExists(atPath: path + "-wal"))
      try await shelf.removeBook("work", of: "ada")
      for suffix in ["", "-wal", "-shm"] {
        #expect(!FileManager.default.fileExists(atPath: path + suffix))
      }
      #expect(try await shelf.book("work", of: "ada") == nil)
      await #expect(throws: BookShelfError.notFound(name: "work")) {
        try await shelf.removeBook("work", of: "ada")
      }
      await #expect(throws: BookShelfError.isTheDefaultBook(name: "contacts")) {
        try await shelf.removeBook("contacts", of: "ada")
      }
      await #expect(throws: BookShelfError.notFound(name: "gone")) {
        try await shelf.setDisplayName("x", ofBook: "gone", of: "ada")
      }
    }
  }

  @Test func removingAnOwnersBooksRemovesTheirPlainFilesAndNoOneElses() async throws {
    try await withTemporaryDirectory { folder in
      let root = try await AppRoot.open(
        databasePath: folder.appendingPathComponent("contacts.sqlite").path, access: .readWrite)
      let shelf = try #require(root.bookShelf(defaultOwner: "ada"))
      for owner in ["bob", "cy"] {
        _ = try await shelf.plainFiles.makePlainCollection(at: ["scratch"], of: owner)
        _ = try await shelf.plainFiles.putPlainFile(
          Data("x".utf8), contentType: "text/plain", at: ["scratch", "f"], of: owner, when: .none)
      }
      #expect(try await shelf.removeBooks(of: "bob").isEmpty)
      #expect(try await shelf.plainFiles.plainMembers(of: [], of: "bob").isEmpty)
      #expect(try await shelf.plainFiles.plainFile(at: ["scratch", "f"], of: "bob") == nil)
      #expect(try await shelf.plainFiles.plainMembers(of: ["scratch"], of: "cy").count == 1)
    }
  }

  @Test func moreBooksThanAreKeptOpenAreAllThereWithTheirCards() async throws {
    try await withTemporaryDirectory { folder in
      let shelf = try await shelf(in: folder)
      let names = (10..<30).map { "book \($0)" }
      for name in names {
        _ = try await shelf.makeBook(name, displayName: name.uppercased(), of: "ada")
      }
      let listed = try await shelf.books(of: "ada")
      #expect(listed.map(\.name) == (names + ["contacts"]).sorted())
      #expect(listed.compactMap(\.displayName) == names.map { $0.uppercased() })
    }
  }
}
