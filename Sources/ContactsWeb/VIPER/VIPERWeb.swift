import ContactsDomain
import ContactsVCard
import ContactsVIPER

/// The browser over the VIPER build: web views remember what the presenters told them, and web
/// screens turn the wireframes' "present" and "dismiss" into a page or a redirect.
struct VIPERWeb: WebFrontEnd {
  func showList(repository: any ContactRepository) async -> ListScreen {
    let module = ListModule(repository: repository)
    await module.view.presenter?.viewDidLoad()
    return module.view.screen
  }

  func openAdd(repository: any ContactRepository) async -> AddScreen {
    let module = ListModule(repository: repository)
    module.view.presenter?.addNewContactTapped()
    return module.answer
  }

  func tapDone(firstName: String, lastName: String, repository: any ContactRepository) async
    -> AddScreen
  {
    let module = ListModule(repository: repository)
    module.view.presenter?.addNewContactTapped()
    await module.screens.addPresenter?.doneTapped(
      ContactForm(firstName: firstName, lastName: lastName))
    return module.answer
  }

  func tapCancel(repository: any ContactRepository) async -> AddScreen {
    let module = ListModule(repository: repository)
    module.view.presenter?.addNewContactTapped()
    module.screens.addPresenter?.cancelTapped()
    return module.answer
  }
}

/// The list module of one request, with the screens it navigates through.
private struct ListModule {
  let view = WebContactListView()
  let screens = WebScreens()

  init(repository: any ContactRepository) {
    // As in UIKit, the view owns its presenter; the presenter and wireframes hold them weakly.
    view.presenter = ContactListWireframe.createContactListModule(
      view: view, repository: repository, fileFormat: VCardFormat(), screens: screens)
  }

  /// Where the add screen left the browser: the list, with the new row, or the add page.
  var answer: AddScreen {
    switch screens.navigation {
    case .list: .closed(added: view.inserted)
    case .addContact: .form(alert: screens.addView.alert)
    // The add flow never leaves the browser on the import or export screen.
    case .importContacts, .exportContacts: .closed(added: nil)
    }
  }
}
