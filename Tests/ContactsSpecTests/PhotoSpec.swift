import ContactsApp
import ContactsBuilds
import ContactsDomain
import ContactsPresentation
import ContactsTestSupport
import Foundation
import Testing

/// A contact's photo on the details screen, in both shipped apps alike.
@Suite("Photo spec, MVVM and VIPER alike")
struct PhotoSpec {
  @Test(arguments: Architecture.allCases, StoreFactory.all)
  func aPickedImageBecomesThePhotoTheCardSaysAndRemovingItLeavesNone(
    _ architecture: Architecture, _ factory: StoreFactory
  ) async throws {
    let store = try await factory.make().contacts
    let ada = try await store.create(ContactDraft(firstName: "Ada", lastName: "Lovelace"))
    let app = architecture.app(store)
    #expect(try await app.photo(ada.id) == nil)
    let card = try await app.setPhoto(ada.id, SamplePhotos.gif)
    #expect(card.photoCaption == "GIF, 42 bytes")
    #expect(card.photoAlt == "Photo of Ada Lovelace")
    #expect(try await app.show(ada.id).photo == card.photo)
    #expect(try await app.photo(ada.id)?.data == SamplePhotos.gif)
    #expect(try await app.setPhoto(ada.id, nil).photo == nil)
    #expect(try await app.photo(ada.id) == nil)
  }

  @Test(arguments: Architecture.allCases, StoreFactory.all)
  func anSVGOrAnOversizeFileIsRefusedAndThePhotoStaysAsItWas(
    _ architecture: Architecture, _ factory: StoreFactory
  )
    async throws
  {
    let store = try await factory.make().contacts
    let ada = try await store.create(ContactDraft(firstName: "Ada", lastName: "Lovelace"))
    try await store.setPhoto(try ContactPhoto(SamplePhotos.png), id: ada.id)
    let app = architecture.app(store)
    await #expect(throws: AppFailure.refused(.notAnImage)) {
      try await app.setPhoto(ada.id, SamplePhotos.svg)
    }
    let size = ContactPhoto.maximumBytes + 1
    await #expect(
      throws: AppFailure.refused(.photoTooLarge(byteCount: size, limit: ContactPhoto.maximumBytes))
    ) {
      try await app.setPhoto(ada.id, SamplePhotos.jpeg(byteCount: size))
    }
    #expect(try await store.photo(id: ada.id)?.data == SamplePhotos.png)
  }

  @Test(arguments: Architecture.allCases, StoreFactory.all)
  func theContactOfAnotherIdHasNoPhoto(_ architecture: Architecture, _ factory: StoreFactory)
    async throws
  {
    let app = architecture.app(try await factory.make().contacts)
    await #expect(throws: AppFailure.self) { try await app.photo(42) }
    await #expect(throws: AppFailure.self) { try await app.setPhoto(42, SamplePhotos.gif) }
  }
}
