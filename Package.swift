// swift-tools-version: 6.1
// The target graph is the architecture diagram: ContactsMVVM and ContactsVIPER see ContactsDomain
// and nothing else, so a view model or presenter that reaches for SQLite or a front end does not compile.
import PackageDescription

let package = Package(
  name: "Contacts",
  platforms: [.macOS(.v14)],
  products: [
    .executable(name: "contacts", targets: ["contacts"]),
    .executable(name: "contacts-bench", targets: ["contacts-bench"]),
  ],
  dependencies: [
    .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
    .package(url: "https://github.com/apple/swift-http-types", from: "1.8.0"),
    .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
    .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
    .package(url: "https://github.com/swift-server/async-http-client", from: "1.37.0"),
    .package(url: "https://github.com/apple/swift-nio", from: "2.101.2"),
    .package(url: "https://github.com/apple/swift-nio-ssl", from: "2.37.6"),
  ],
  targets: [
    .target(name: "ContactsDomain"),
    .target(
      name: "ContactsStore",
      dependencies: ["ContactsDomain", .product(name: "GRDB", package: "GRDB.swift")]
    ),
    .target(name: "ContactsVCard", dependencies: ["ContactsDomain"]),
    // The remote manager: a CardDAV client behind the domain's RemoteAddressBook port.
    .target(
      name: "ContactsCardDAV",
      dependencies: [
        "ContactsDomain",
        .product(name: "AsyncHTTPClient", package: "async-http-client"),
        .product(name: "NIOCore", package: "swift-nio"),
        .product(name: "NIOHTTP1", package: "swift-nio"),
        .product(name: "NIOSSL", package: "swift-nio-ssl"),
      ]
    ),
    // Two-way sync over the domain's ports: it never knows HTTP or SQL.
    .target(name: "ContactsSync", dependencies: ["ContactsDomain", "ContactsVCard"]),
    .target(name: "ContactsMVVM", dependencies: ["ContactsDomain"]),
    .target(name: "ContactsSampleData", dependencies: ["ContactsDomain"]),
    .target(name: "ContactsVIPER", dependencies: ["ContactsDomain"]),
    // Passive VIPER views that record what the presenters said: the terminal and the web, which
    // answer once and forget, read their answers from it.
    .target(name: "ContactsVIPERSession", dependencies: ["ContactsDomain", "ContactsVIPER"]),
    .target(
      name: "ContactsWeb",
      dependencies: [
        "ContactsDomain", "ContactsStore", "ContactsMVVM", "ContactsVIPER", "ContactsVIPERSession",
        "ContactsVCard",
        .product(name: "Hummingbird", package: "hummingbird"),
        .product(name: "HTTPTypes", package: "swift-http-types"),
        .product(name: "Logging", package: "swift-log"),
      ]
    ),
    .target(
      name: "ContactsCLI",
      dependencies: [
        "ContactsDomain", "ContactsStore", "ContactsMVVM", "ContactsVIPER", "ContactsVIPERSession",
        "ContactsVCard", "ContactsCardDAV", "ContactsSync",
        "ContactsWeb",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
        .product(name: "Logging", package: "swift-log"),
      ]
    ),
    .executableTarget(name: "contacts", dependencies: ["ContactsCLI"]),
    .executableTarget(
      name: "contacts-bench",
      dependencies: [
        "ContactsCLI", "ContactsDomain", "ContactsStore", "ContactsSampleData", "ContactsVCard",
        .product(name: "GRDB", package: "GRDB.swift"),
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),
    .target(
      name: "ContactsTestSupport",
      dependencies: [
        "ContactsDomain", "ContactsStore", "ContactsMVVM", "ContactsVIPER", "ContactsSampleData",
        "ContactsVCard",
      ]
    ),
    .testTarget(
      name: "ContactsDomainTests", dependencies: ["ContactsDomain", "ContactsTestSupport"]),
    .testTarget(
      name: "ContactsStoreTests",
      dependencies: [
        "ContactsStore", "ContactsTestSupport", .product(name: "GRDB", package: "GRDB.swift"),
      ],
      resources: [.copy("Fixtures")]
    ),
    .testTarget(name: "ContactsMVVMTests", dependencies: ["ContactsMVVM", "ContactsTestSupport"]),
    .testTarget(
      name: "ContactsVIPERTests", dependencies: ["ContactsVIPER", "ContactsTestSupport"]),
    // Depends on the executable so `swift test` builds it for the end-to-end tests.
    .testTarget(
      name: "ContactsCLITests", dependencies: ["ContactsCLI", "ContactsTestSupport", "contacts"]),
    .testTarget(name: "ContactsSpecTests", dependencies: ["ContactsTestSupport"]),
    // Depends on the executable so `swift test` builds the `contacts` the tests start.
    .testTarget(
      name: "ContactsWebTests",
      dependencies: [
        "ContactsWeb", "ContactsStore", "ContactsTestSupport", "contacts",
        .product(name: "HummingbirdTesting", package: "hummingbird"),
      ]
    ),
    .testTarget(
      name: "ContactsVCardTests",
      dependencies: [
        "ContactsVCard", "ContactsStore", "ContactsTestSupport",
        .product(name: "PropertyBased", package: "swift-property-based"),
      ],
      resources: [.copy("Fixtures")]),
    .testTarget(
      name: "ContactsCardDAVTests", dependencies: ["ContactsCardDAV", "ContactsDomain"],
      resources: [.copy("Fixtures")]),
    // Sync against real servers (Radicale, Xandikos, vdirsyncer) that `scripts/test` installs.
    .testTarget(
      name: "ContactsSyncTests",
      dependencies: [
        "ContactsSync", "ContactsCardDAV", "ContactsStore", "ContactsVCard", "ContactsDomain",
        "ContactsTestSupport",
      ]),
  ],
  swiftLanguageModes: [.v6]
)
