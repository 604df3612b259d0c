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
  ],
  targets: [
    .target(name: "ContactsDomain"),
    .target(
      name: "ContactsStore",
      dependencies: ["ContactsDomain", .product(name: "GRDB", package: "GRDB.swift")]
    ),
    .target(name: "ContactsVCard", dependencies: ["ContactsDomain"]),
    // The user's actions, their answers and their failures: what every front end drives.
    .target(name: "ContactsApp", dependencies: ["ContactsDomain"]),
    .target(name: "ContactsMVVM", dependencies: ["ContactsApp", "ContactsDomain"]),
    .target(name: "ContactsSampleData", dependencies: ["ContactsDomain"]),
    .target(name: "ContactsVIPER", dependencies: ["ContactsApp", "ContactsDomain"]),
    .target(
      name: "ContactsWeb",
      dependencies: [
        "ContactsApp", "ContactsDomain", "ContactsMVVM", "ContactsVIPER", "ContactsVCard",
        .product(name: "Hummingbird", package: "hummingbird"),
        .product(name: "HTTPTypes", package: "swift-http-types"),
        .product(name: "Logging", package: "swift-log"),
      ]
    ),
    .target(
      name: "ContactsCLI",
      dependencies: [
        "ContactsApp", "ContactsDomain", "ContactsStore", "ContactsMVVM", "ContactsVIPER",
        "ContactsVCard", "ContactsWeb",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
        .product(name: "Logging", package: "swift-log"),
      ]
    ),
    .executableTarget(name: "contacts", dependencies: ["ContactsCLI"]),
    .executableTarget(
      name: "contacts-bench",
      dependencies: [
        "ContactsApp", "ContactsCLI", "ContactsDomain", "ContactsStore", "ContactsSampleData",
        "ContactsVCard", .product(name: "GRDB", package: "GRDB.swift"),
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),
    .target(
      name: "ContactsTestSupport",
      dependencies: [
        "ContactsApp", "ContactsDomain", "ContactsMVVM", "ContactsVIPER", "ContactsSampleData",
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
    .testTarget(
      name: "ContactsSpecTests",
      dependencies: [
        "ContactsApp", "ContactsDomain", "ContactsStore", "ContactsTestSupport", "ContactsVCard",
      ]),
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
  ],
  swiftLanguageModes: [.v6]
)
