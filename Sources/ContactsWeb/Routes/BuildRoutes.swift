import ContactsApp
import ContactsBuilds
import ContactsDomain
import Foundation
import Hummingbird

/// Every page of one build under `/mvvm/…` or `/viper/…`, grouped by area. The HTTP work is the
/// same for both builds; only the app each asks tells them apart.
struct BuildRoutes {
  let build: Architecture
  let app: any AddressBookApp
  /// The time it is (`WebConfiguration.now`).
  let now: @Sendable () -> Date
  /// Whether the server speaks HTTPS (`WebConfiguration.tls`).
  var secure = false

  func register(on router: RouterGroup<WebRequestContext>) {
    let group = router.group(RouterPath(build.rawValue))
    ListRoutes(build: build, app: app).register(on: group)
    GroupRoutes(build: build, app: app).register(on: group)
    ContactRoutes(build: build, app: app).register(on: group)
    PhotoRoutes(build: build, app: app).register(on: group)
    TransferRoutes(build: build, app: app).register(on: group)
    SyncRoutes(build: build, app: app).register(on: group)
    BirthdaysRoute(build: build, app: app, now: now).register(on: group)
    DuplicatesRoutes(build: build, app: app).register(on: group)
    TrashRoutes(build: build, app: app).register(on: group)
    HistoryRoutes(build: build, app: app).register(on: group)
    RewindRoutes(build: build, app: app, now: now).register(on: group)
    BackupRoutes(build: build, app: app).register(on: group)
    BookRoutes(build: build, app: app, secure: secure).register(on: group)
  }
}
