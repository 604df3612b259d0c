// swift-tools-version: 6.1
// The target graph is the architecture diagram: ContactsMVVM and ContactsVIPER see ContactsDomain,
// ContactsPresentation and ContactsApp and nothing else, so a view model or presenter that reaches
// for SQLite or a front end does not compile.
import PackageDescription

let package = Package(
  name: "Contacts",
  platforms: [.macOS(.v14)],
  products: [
    .executable(name: "contacts", targets: ["contacts"]),
    .executable(name: "contacts-network", targets: ["contacts-network"]),
    .executable(name: "contacts-bench", targets: ["contacts-bench"]),
    .executable(name: "contacts-gen", targets: ["contacts-gen"]),
    .executable(name: "contacts-image", targets: ["contacts-image"]),
    .plugin(name: "generate-module", targets: ["GenerateModule"]),
  ],
  dependencies: [
    .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    .package(url: "https://github.com/apple/swift-async-algorithms", from: "1.1.4"),
    .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
    .package(url: "https://github.com/apple/swift-http-types", from: "1.8.0"),
    .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
    .package(url: "https://github.com/apple/swift-nio", from: "2.101.2"),
    .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
    .package(url: "https://github.com/swift-server/async-http-client", from: "1.37.0"),
    .package(url: "https://github.com/apple/swift-nio-ssl", from: "2.37.6"),
    .package(url: "https://github.com/hummingbird-project/hummingbird-auth", from: "2.5.0"),
    // Already in the graph through hummingbird-auth: its HMAC keys the cache of proven passwords.
    .package(url: "https://github.com/apple/swift-crypto.git", from: "4.0.0"),
    // Google's and Outlook's CSV: quoted fields, CRLF and a streaming reader (docs/csv.md).
    .package(url: "https://github.com/yaslab/CSV.swift", from: "2.5.2"),
    // The second store: PostgreSQL, for several servers over one book (docs/postgres.md).
    .package(url: "https://github.com/vapor/postgres-nio", from: "1.33.2"),
  ],
  targets: [
    .target(name: "ContactsDomain"),
    // Scratch files and disk spools: what sync keeps on disk rather than in memory.
    .target(name: "ContactsSpool", dependencies: ["ContactsDomain"]),
    .target(
      name: "ContactsStore",
      dependencies: [
        "ContactsDomain", .product(name: "GRDB", package: "GRDB.swift"),
        // The import binds its rows through SQLite's C API (`BoundInsert`).
        .product(name: "GRDBSQLite", package: "GRDB.swift"),
      ]
    ),
    // The PostgreSQL store: the same ports over postgres-nio, for several servers over one book.
    .target(
      name: "ContactsPostgres",
      dependencies: [
        "ContactsDomain",
        .product(name: "Logging", package: "swift-log"),
        .product(name: "NIOCore", package: "swift-nio"),
        .product(name: "NIOPosix", package: "swift-nio"),
        .product(name: "NIOSSL", package: "swift-nio-ssl"),
        .product(name: "PostgresNIO", package: "postgres-nio"),
      ]
    ),
    .target(name: "ContactsVCard", dependencies: ["ContactsDomain"]),
    // Google Contacts' and Outlook's CSV behind the domain's ContactFileFormat port, so the CSV
    // library stays out of the domain.
    .target(
      name: "ContactsCSV",
      dependencies: ["ContactsDomain", .product(name: "CSV", package: "CSV.swift")]),
    // libvips, Debian's libvips-dev, through its module map (Sources/CVips, which links it), and
    // the domain's ImageScaler port answered by it: only the web and `contacts-image` link it.
    // pkg-config names GObject, whose headers vips.h includes: `vips` itself would bring the
    // flags of its private requirements too, OpenEXR's `-pthread` among them, which SwiftPM
    // refuses with a warning for every target that sees it.
    .systemLibrary(
      name: "CVips", pkgConfig: "gobject-2.0", providers: [.apt(["libvips-dev"]), .brew(["vips"])]),
    .target(name: "ContactsImaging", dependencies: ["CVips", "ContactsDomain"]),
    // Rows, cards, the list window, what screens show and the sentences people read.
    .target(name: "ContactsPresentation", dependencies: ["ContactsDomain"]),
    // The user's actions: what every front end drives, and both architectures implement.
    .target(name: "ContactsApp", dependencies: ["ContactsDomain", "ContactsPresentation"]),
    .target(
      name: "ContactsMVVM", dependencies: ["ContactsApp", "ContactsDomain", "ContactsPresentation"]
    ),
    // The remote manager: a CardDAV client behind the domain's RemoteAddressBook port.
    .target(
      name: "ContactsCardDAV",
      dependencies: [
        "ContactsDomain", "ContactsSpool",
        .product(name: "AsyncHTTPClient", package: "async-http-client"),
        .product(name: "NIOCore", package: "swift-nio"),
        .product(name: "NIOFoundationCompat", package: "swift-nio"),
        .product(name: "NIOHTTP1", package: "swift-nio"),
        .product(name: "NIOSSL", package: "swift-nio-ssl"),
      ]
    ),
    // Two-way sync over the domain's ports: it never knows HTTP or SQL.
    .target(
      name: "ContactsSync",
      dependencies: ["ContactsDomain", "ContactsPresentation", "ContactsSpool", "ContactsVCard"]
    ),
    .target(name: "ContactsSampleData", dependencies: ["ContactsDomain"]),
    // The two builds and which app each is: what a front end picks from.
    .target(
      name: "ContactsBuilds",
      dependencies: [
        "ContactsApp", "ContactsCSV", "ContactsDomain", "ContactsMVVM", "ContactsVCard",
        "ContactsVIPER",
      ]
    ),
    .target(
      name: "ContactsVIPER",
      dependencies: ["ContactsApp", "ContactsDomain", "ContactsPresentation"]
    ),
    .target(
      name: "ContactsWeb",
      dependencies: [
        "ContactsApp", "ContactsBuilds", "ContactsCSV", "ContactsDomain", "ContactsImaging",
        "ContactsPresentation",
        .product(name: "AsyncAlgorithms", package: "swift-async-algorithms"),
        .product(name: "Hummingbird", package: "hummingbird"),
        .product(name: "HummingbirdCore", package: "hummingbird"),
        .product(name: "HummingbirdTLS", package: "hummingbird"),
        .product(name: "HTTPTypes", package: "swift-http-types"),
        .product(name: "Logging", package: "swift-log"),
        .product(name: "NIOConcurrencyHelpers", package: "swift-nio"),
        .product(name: "NIOCore", package: "swift-nio"),
        .product(name: "NIOHTTP1", package: "swift-nio"),
        .product(name: "NIOSSL", package: "swift-nio-ssl"),
      ]
    ),
    // The CardDAV server: routes under `/dav/` over the domain's served-book ports, with their
    // own XML, authentication and body limit.
    .target(
      name: "ContactsDAV",
      dependencies: [
        "ContactsDomain", "ContactsWeb",
        .product(name: "Hummingbird", package: "hummingbird"),
        .product(name: "HTTPTypes", package: "swift-http-types"),
        .product(name: "Logging", package: "swift-log"),
        .product(name: "NIOCore", package: "swift-nio"),
      ]
    ),
    // The terminal itself: raw mode and back, keys, signals, display width, a screen that
    // writes only the lines that changed, and text made safe to show. Glibc, no library.
    .target(name: "ContactsTerminal", dependencies: ["ContactsPresentation"]),
    // `contacts ui`: the article's screens, live, in a terminal, in both builds (the MVVM view
    // binds to the view models; the VIPER view is the presenters' passive view).
    .target(
      name: "ContactsTUI",
      dependencies: [
        "ContactsApp", "ContactsBuilds", "ContactsDomain", "ContactsMVVM", "ContactsPresentation",
        "ContactsTerminal", "ContactsVIPER",
      ]
    ),
    // Who may sign in to `contacts serve`: bcrypt over the store's accounts, the throttle of
    // failed sign-ins and the cache of proven passwords. Only `contacts-network` (`contacts user`
    // runs there) and `contacts-bench` link it.
    .target(
      name: "ContactsAccounts",
      dependencies: [
        "ContactsDomain", .product(name: "Crypto", package: "swift-crypto"),
        .product(name: "HummingbirdBcrypt", package: "hummingbird-auth"),
      ]
    ),
    // The composition root, in two so `contacts` starts small: the live app over the store and
    // the vCard format, and the terminal app (what `contacts` and `contacts-bench` link), then
    // sync and the web server on top (what `contacts-network` links, with NIO, AsyncHTTPClient
    // and Hummingbird). It alone sees the store's type: the front ends get the store behind the
    // domain's ports, so none of them (ContactsCLI, ContactsNetworkCLI, ContactsTUI, ContactsWeb)
    // depends on ContactsStore or GRDB.
    .target(
      name: "ContactsRoot",
      dependencies: [
        "ContactsApp", "ContactsBuilds", "ContactsDomain", "ContactsStore", "ContactsTerminal",
        "ContactsTUI", "ContactsVCard",
      ]
    ),
    .target(
      name: "ContactsNetworkRoot",
      dependencies: [
        "ContactsAccounts", "ContactsApp", "ContactsBuilds", "ContactsCardDAV", "ContactsDAV",
        "ContactsDomain", "ContactsPostgres", "ContactsRoot", "ContactsSync", "ContactsVCard",
        "ContactsWeb",
        .product(name: "Hummingbird", package: "hummingbird"),
        .product(name: "NIOSSL", package: "swift-nio-ssl"),
        .product(name: "Logging", package: "swift-log"),
        .product(name: "NIOCore", package: "swift-nio"),
      ]
    ),
    // Every command but `serve` and `sync`: what `contacts` links, without the web server and
    // the CardDAV client, so it starts small.
    .target(
      name: "ContactsCLI",
      dependencies: [
        "ContactsApp", "ContactsBuilds", "ContactsCSV", "ContactsDomain", "ContactsPresentation",
        "ContactsRoot",
        "ContactsTerminal", "ContactsTUI", "ContactsVCard",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),
    // `contacts serve` and `contacts sync`, in `contacts-network`, which `contacts` runs in its
    // place for them (as git runs git-foo).
    .target(
      name: "ContactsNetworkCLI",
      dependencies: [
        "ContactsApp", "ContactsBuilds", "ContactsCLI", "ContactsDomain", "ContactsNetworkRoot",
        "ContactsPresentation", "ContactsRoot", "ContactsWeb",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
        .product(name: "Logging", package: "swift-log"),
      ]
    ),
    .executableTarget(name: "contacts", dependencies: ["ContactsCLI"]),
    .executableTarget(name: "contacts-network", dependencies: ["ContactsNetworkCLI"]),
    // What `contacts` runs to scale a photo, so that no other command loads libvips.
    .executableTarget(name: "contacts-image", dependencies: ["ContactsDomain", "ContactsImaging"]),
    .executableTarget(
      name: "contacts-bench",
      dependencies: [
        "ContactsAccounts", "ContactsApp", "ContactsBuilds", "ContactsDomain", "ContactsPostgres",
        "ContactsPresentation", "ContactsRoot", "ContactsStore", "ContactsSampleData",
        "ContactsTerminal", "ContactsTUI", "ContactsVCard",
        .product(name: "GRDB", package: "GRDB.swift"),
        .product(name: "PostgresNIO", package: "postgres-nio"),
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),
    // The screen generator: Foundation alone, so it builds in seconds.
    .target(name: "ContactsGenerator"),
    .executableTarget(
      name: "contacts-gen",
      dependencies: [
        "ContactsGenerator", .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),
    .plugin(
      name: "GenerateModule",
      capability: .command(
        intent: .custom(
          verb: "generate-module",
          description: "Generates a screen in both architectures, with its tests"),
        permissions: [
          .writeToPackageDirectory(
            reason: "It writes the new screen's files into Sources and Tests")
        ]
      ),
      dependencies: ["contacts-gen"]
    ),
    .target(
      name: "ContactsTestSupport",
      dependencies: [
        "ContactsApp", "ContactsDomain", "ContactsPostgres", "ContactsPresentation",
        "ContactsSampleData", "ContactsStore", "ContactsVIPER",
      ]
    ),
    .testTarget(
      name: "ContactsAccountsTests",
      dependencies: ["ContactsAccounts", "ContactsDomain", "ContactsTestSupport"]),
    .testTarget(
      name: "ContactsDomainTests",
      dependencies: ["ContactsDomain", "ContactsPresentation", "ContactsTestSupport"]),
    // libvips over real camera photos (Fixtures) and images a test makes.
    .testTarget(
      name: "ContactsImagingTests",
      dependencies: ["ContactsDomain", "ContactsImaging", "ContactsTestSupport"],
      resources: [.copy("Fixtures")]),
    .testTarget(
      name: "ContactsStoreTests",
      dependencies: [
        "ContactsDomain", "ContactsPostgres", "ContactsStore", "ContactsTestSupport",
        .product(name: "GRDB", package: "GRDB.swift"),
        .product(name: "PostgresNIO", package: "postgres-nio"),
      ],
      resources: [.copy("Fixtures")]
    ),
    // One behavioural suite over every store (`StoreFactory.all`): SQLite on a file and in
    // memory, and the reference store. The tests use the domain's ports only.
    .testTarget(
      name: "ContactsStoreContractTests",
      dependencies: ["ContactsDomain", "ContactsStore", "ContactsTestSupport"]),
    .testTarget(
      name: "ContactsTerminalTests", dependencies: ["ContactsPresentation", "ContactsTerminal"]),
    .testTarget(
      name: "ContactsTUITests",
      dependencies: [
        "ContactsDomain", "ContactsPresentation", "ContactsStore", "ContactsTerminal",
        "ContactsTestSupport", "ContactsTUI",
      ]),
    .testTarget(
      name: "ContactsMVVMTests",
      dependencies: [
        "ContactsDomain", "ContactsMVVM", "ContactsPresentation", "ContactsTestSupport",
      ]),
    .testTarget(
      name: "ContactsVIPERTests",
      dependencies: [
        "ContactsApp", "ContactsDomain", "ContactsPresentation", "ContactsTestSupport",
        "ContactsVIPER",
      ]),
    // Depends on the executables so `swift test` builds them for the end-to-end tests.
    .testTarget(
      name: "ContactsCLITests",
      dependencies: [
        "ContactsApp", "ContactsBuilds", "ContactsCLI", "ContactsDomain", "ContactsImaging",
        "ContactsNetworkCLI",
        "ContactsNetworkRoot", "ContactsPresentation", "ContactsRoot", "ContactsStore",
        "ContactsTerminal", "ContactsTestSupport", "ContactsVCard", "contacts", "contacts-image",
        "contacts-network", .product(name: "ArgumentParser", package: "swift-argument-parser"),
        // The store's migrations up to a version, to make a file an older version wrote.
        .product(name: "GRDB", package: "GRDB.swift"),
        .product(name: "NIOCore", package: "swift-nio"),
      ]),
    // Depends on the executables so `swift test` builds the `contacts` the byte-for-byte spec
    // runs in both builds (and `contacts-network`, which answers its `sync` commands).
    .testTarget(
      name: "ContactsSpecTests",
      dependencies: [
        "ContactsApp", "ContactsBuilds", "ContactsCSV", "ContactsDomain", "ContactsPresentation",
        "ContactsStore",
        "ContactsSync", "ContactsTestSupport", "ContactsVCard", "ContactsWeb", "contacts",
        "contacts-image", "contacts-network",
        .product(name: "HTTPTypes", package: "swift-http-types"),
        .product(name: "Hummingbird", package: "hummingbird"),
        .product(name: "HummingbirdTesting", package: "hummingbird"),
      ]),
    // Depends on the executables so `swift test` builds the `contacts serve` the tests start.
    .testTarget(
      name: "ContactsWebTests",
      dependencies: [
        "ContactsAccounts", "ContactsBuilds", "ContactsCardDAV", "ContactsDAV", "ContactsDomain",
        "ContactsImaging", "ContactsNetworkRoot", "ContactsPostgres", "ContactsPresentation",
        "ContactsRoot", "ContactsSpool", "ContactsStore", "ContactsSync", "ContactsTestSupport",
        "ContactsVCard", "ContactsWeb", "contacts", "contacts-image",
        "contacts-network",
        .product(name: "HTTPTypes", package: "swift-http-types"),
        .product(name: "Hummingbird", package: "hummingbird"),
        .product(name: "HummingbirdTesting", package: "hummingbird"),
        .product(name: "NIOCore", package: "swift-nio"),
        .product(name: "NIOEmbedded", package: "swift-nio"),
        .product(name: "NIOFoundationCompat", package: "swift-nio"),
        .product(name: "NIOHTTP1", package: "swift-nio"),
      ]
    ),
    .testTarget(
      name: "ContactsGeneratorTests", dependencies: ["ContactsGenerator"], exclude: ["Golden"]),
    .testTarget(
      name: "ContactsVCardTests",
      dependencies: [
        "ContactsDomain", "ContactsRoot", "ContactsVCard", "ContactsStore", "ContactsTestSupport",
        // The store's migrations up to a version, to make a file an older version wrote.
        .product(name: "GRDB", package: "GRDB.swift"),
        .product(name: "PropertyBased", package: "swift-property-based"),
      ],
      resources: [.copy("Fixtures")]),
    // Real exporters' CSV files (Fixtures, with their sources in its README) and round trips.
    .testTarget(
      name: "ContactsCSVTests",
      dependencies: ["ContactsCSV", "ContactsDomain", "ContactsSampleData"],
      resources: [.copy("Fixtures")]),
    .testTarget(
      name: "ContactsCardDAVTests",
      dependencies: ["ContactsCardDAV", "ContactsDomain", "ContactsSpool", "ContactsTestSupport"],
      resources: [.copy("Fixtures")]),
    // Sync against real servers (Radicale, Xandikos, vdirsyncer) that `scripts/test` installs.
    .testTarget(
      name: "ContactsSyncTests",
      dependencies: [
        "ContactsSync", "ContactsCardDAV", "ContactsStore", "ContactsVCard", "ContactsDomain",
        "ContactsTestSupport", "ContactsApp", "ContactsBuilds", "ContactsPresentation",
      ]),
    // The suites nobody here wrote (vdirsyncer's storage tests, litmus), vdirsyncer as a
    // two-way client and the request sequences of iOS Contacts and DAVx5, against a DAV server:
    // the peers now, `contacts serve` too once it speaks DAV (ServerUnderTest.judged).
    .testTarget(
      name: "ContactsDAVSuitesTests",
      // `contacts`, so `swift test` builds the server `ServerUnderTest.contacts` starts.
      dependencies: ["ContactsDomain", "ContactsTestSupport", "contacts"]),
  ],
  swiftLanguageModes: [.v6]
)

// Every target sees only the members of the modules it imports itself: a missing import fails the
// build instead of working by accident through another file's import.
for target in package.targets where target.type != .plugin && target.type != .system {
  target.swiftSettings =
    (target.swiftSettings ?? []) + [
      .enableUpcomingFeature("MemberImportVisibility")
    ]
}
