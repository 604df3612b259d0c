import ContactsApp
import ContactsBuilds
import ContactsPresentation
import Hummingbird

/// The groups page: `GET /build/groups`.
struct GroupRoutes {
  let build: Architecture
  let app: any AddressBookApp

  func register(on group: RouterGroup<WebRequestContext>) {
    group.get("groups") { _, _ in
      let screen: Result<GroupsScreen, AppFailure>
      do throws(AppFailure) {
        screen = .success(try await app.groups())
      } catch {
        screen = .failure(error)
      }
      // An error is never shown as no groups.
      return GroupsPage(build: build, screen: screen).html.response(
        status: screen.failureStatus ?? .ok)
    }
  }
}
