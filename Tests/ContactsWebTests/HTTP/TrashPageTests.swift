import ContactsBuilds
import ContactsDomain
import ContactsPresentation
import ContactsStore
import ContactsTestSupport
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Testing

@testable import ContactsWeb

/// Recently deleted, Restore, Delete forever and Undo, for both builds, over HTTP in process.
@Suite("Recently deleted and undo pages")
struct TrashPageTests {
  private func store(on served: ServedStore) async throws -> (any ContactRepository, Contact) {
    let store = try await served.openContacts()
    let ada = try await store.create(ContactDraft(firstName: "Ada", lastName: "Lovelace"))
    _ = try await store.create(ContactDraft(firstName: "Bea", lastName: "Brown"))
    return (store, ada)
  }

  @Test(arguments: Architecture.allCases, ServedStore.all)
  func theListAfterADeleteOffersToUndoItAndUndoBringsTheContactBack(
    _ build: Architecture, _ served: ServedStore
  )
    async throws
  {
    let (store, ada) = try await store(on: served)
    try await makeApp(repository: store).test(.router) { client in
      let session = try await client.openAddPage(build)
      let answer = try await client.post(build.deletePath(ada.id), [], session: session)
      let list = try await client.get(
        try #require(answer.headers[.location]), headers: [.cookie: session.cookie])
      #expect(list.text.contains("Deleted Ada Lovelace. <input"))
      #expect(list.text.contains("<form method=\"post\" action=\"\(build.undoPath)\">"))
      let change = try #require(list.inputValue("change"))
      #expect(list.listedNames == ["Bea Brown"])
      let undone = try await client.post(build.undoPath, [("change", change)], session: session)
      #expect(undone.status == .seeOther)
      #expect(undone.headers[.location] == build.detailsPath(ada.id))
      #expect(try await storedNames(store) == ["Ada Lovelace", "Bea Brown"])
      // A form without the change it offers is refused: it must not undo whatever is last.
      for sent in [[], [("change", "")], [("change", "x")]] {
        let blind = try await client.post(build.undoPath, sent, session: session)
        #expect(blind.status == .badRequest)
      }
      #expect(try await storedNames(store) == ["Ada Lovelace", "Bea Brown"])
      // The same button again: its change is undone, said on a 409 page; nothing changes.
      let again = try await client.post(build.undoPath, [("change", change)], session: session)
      #expect(again.status == .conflict)
      #expect(again.text.contains("that change is no longer the last one; nothing was undone"))
      #expect(try await storedNames(store) == ["Ada Lovelace", "Bea Brown"])
    }
  }

  @Test(arguments: Architecture.allCases, ServedStore.all)
  func theDetailsAfterAnEditOfferToUndoIt(_ build: Architecture, _ served: ServedStore) async throws
  {
    let (store, ada) = try await store(on: served)
    try await makeApp(repository: store).test(.router) { client in
      let session = try await client.openAddPage(build)
      let saved = try await client.post(
        build.editPath(ada.id), [("firstName", "Ada"), ("lastName", "King"), ("action", "done")],
        session: session)
      let location = try #require(saved.headers[.location])
      #expect(location == build.detailsPath(ada.id) + "?edited=1")
      let details = try await client.get(location, headers: [.cookie: session.cookie])
      #expect(details.text.contains("Edited Ada Lovelace. <input"))
      #expect(!(try await client.get(build.detailsPath(ada.id)).text.contains("Edited Ada")))
      let change = try #require(details.inputValue("change"))
      _ = try await client.post(build.undoPath, [("change", change)], session: session)
      #expect(try await storedNames(store) == ["Ada Lovelace", "Bea Brown"])
    }
  }

  @Test(arguments: Architecture.allCases, ServedStore.all)
  func recentlyDeletedListsRestoresAndDeletesForGood(_ build: Architecture, _ served: ServedStore)
    async throws
  {
    let (store, ada) = try await store(on: served)
    try await store.delete(id: ada.id)
    try await makeApp(repository: store).test(.router) { client in
      #expect(
        try await client.get(build.listPath).text.contains(
          "<a href=\"\(build.recentlyDeletedPath)\">Recently deleted</a>"))
      let page = try await client.get(build.recentlyDeletedPath)
      #expect(page.status == .ok)
      #expect(page.text.contains("<span class=\"name\">Ada Lovelace</span>, 30 days left"))
      #expect(page.text.contains("action=\"\(build.restorePath(ada.id))\""))
      let token = try #require(page.inputValue(CSRFToken.fieldName))
      let session = AddPageSession(token: token)
      let restored = try await client.post(build.restorePath(ada.id), [], session: session)
      #expect(restored.headers[.location] == build.detailsPath(ada.id))
      #expect(try await storedNames(store) == ["Ada Lovelace", "Bea Brown"])
      try await store.delete(id: ada.id)
      let forever = try await client.post(build.deleteForeverPath(ada.id), [], session: session)
      let after = try await client.get(try #require(forever.headers[.location]))
      #expect(after.text.contains("Deleted for good."))
      #expect(after.text.contains("No recently deleted contacts."))
      let forged = try await client.execute(
        uri: build.restorePath(ada.id), method: .post,
        headers: [.contentType: "application/x-www-form-urlencoded", .cookie: session.cookie],
        body: ByteBuffer(string: "csrf=0000"))
      #expect(forged.status == .forbidden)
    }
  }

  @Test(arguments: Architecture.allCases, ServedStore.all)
  func theImportResultOffersToUndoItAndUndoRemovesWhatItAdded(
    _ build: Architecture, _ served: ServedStore
  )
    async throws
  {
    let (store, _) = try await store(on: served)
    try await makeApp(repository: store).test(.router) { client in
      let cards = ["Cy Young", "Di Prince"].map { name in
        "BEGIN:VCARD\r\nVERSION:4.0\r\nFN:\(name)\r\nN:\(name.split(separator: " ")[1]);"
          + "\(name.split(separator: " ")[0]);;;\r\nEND:VCARD\r\n"
      }
      let page = try await upload(client, build, cards.joined())
      #expect(page.text.contains("Added 2 contacts. <input"))
      #expect(try await storedNames(store).count == 4)
      let change = try #require(page.inputValue("change"))
      let session = AddPageSession(token: try #require(page.inputValue(CSRFToken.fieldName)))
      let undone = try await client.post(build.undoPath, [("change", change)], session: session)
      #expect(undone.status == .ok)
      #expect(undone.text.contains("Undid “Imported 2 contacts”: removed 2, put back 0."))
      #expect(undone.text.contains("href=\"\(build.listPath)\""))
      #expect(try await storedNames(store) == ["Ada Lovelace", "Bea Brown"])
      let dryRun = try await upload(client, build, cards.joined(), dryRun: true)
      #expect(!dryRun.text.contains(UndoOffer.button))
    }
  }
}
