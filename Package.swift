// swift-tools-version: 6.1
// The target graph is the architecture diagram: ContactsMVVM and ContactsVIPER see ContactsDomain
// and nothing else, so a view model or presenter that reaches for SQLite or a front end does not compile.
import PackageDescription

let package = Package(
  name: "Contacts",
  platforms: [.macOS(.v14)],
  products: [
    .executable(name: "contacts", targets: ["contacts"])
  ],
  dependencies: [
    .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
  ],
  targets: [
    .target(name: "ContactsDomain"),
    .target(
      name: "ContactsStore",
      dependencies: ["ContactsDomain", .product(name: "GRDB", package: "GRDB.swift")]
    ),
    .target(name: "ContactsVCard", dependencies: ["ContactsDomain"]),
    .target(name: "ContactsMVVM", dependencies: ["ContactsDomain"]),
    .target(name: "ContactsVIPER", dependencies: ["ContactsDomain"]),
    .target(
      name: "ContactsCLI",
      dependencies: [
        "ContactsDomain", "ContactsStore", "ContactsMVVM", "ContactsVIPER",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),
    .executableTarget(name: "contacts", dependencies: ["ContactsCLI"]),
    .target(
      name: "ContactsTestSupport",
      dependencies: ["ContactsDomain", "ContactsStore", "ContactsMVVM", "ContactsVIPER"]
    ),
    .testTarget(name: "ContactsDomainTests", dependencies: ["ContactsDomain"]),
    .testTarget(
      name: "ContactsStoreTests", dependencies: ["ContactsStore", "ContactsTestSupport"],
      resources: [.copy("Fixtures")]),
    .testTarget(name: "ContactsMVVMTests", dependencies: ["ContactsMVVM", "ContactsTestSupport"]),
    .testTarget(
      name: "ContactsVIPERTests", dependencies: ["ContactsVIPER", "ContactsTestSupport"]),
    .testTarget(name: "ContactsCLITests", dependencies: ["ContactsCLI", "ContactsTestSupport"]),
    .testTarget(name: "ContactsSpecTests", dependencies: ["ContactsTestSupport"]),
    .testTarget(
      name: "ContactsVCardTests",
      dependencies: [
        "ContactsVCard", "ContactsTestSupport",
        .product(name: "PropertyBased", package: "swift-property-based"),
      ],
      resources: [.copy("Fixtures")]),
  ],
  swiftLanguageModes: [.v6]
)
