import Foundation
import Testing

@testable import ContactsGenerator

/// A screen generated under the name of a hand-written one, `ExportContacts`, against the
/// hand-written files, outline by outline (types and what they conform to, members and their
/// parameters, protocol requirements, the wireframe's assembly and navigation). What may differ is
/// only what the screen does (the generated one shows its screen value; export writes a file),
/// listed here:
/// the generator cannot drift from the hand-written shape, nor the hand-written screens from the
/// generator's, without this test saying where.
@Suite("The generator: a generated screen has the hand-written shape")
struct ScreenShapeTests {
  private static let name = try! ModuleName("ExportContacts")

  /// What only the generated file and only the hand-written file declare or call, by file.
  private static let content: [String: (generated: Set<String>, handWritten: Set<String>)] = [
    "Sources/ContactsVIPER/ExportContacts/ExportContactsInterfaces.swift": (
      [
        "ExportContactsInteractorInterface: func retrieveContacts(…) async throws -> [Contact]",
        "ExportContactsPresenterInterface: func viewDidLoad(…) async",
        "ExportContactsViewInterface.showScreen parameter _ screen: ExportContactsScreen",
        "ExportContactsViewInterface: func showScreen(…)",
      ],
      [
        "ExportContactsInteractorInterface.exportContacts parameter write: (Data) async throws -> Void",
        "ExportContactsInteractorInterface: func exportContacts(…) async throws -> ExportSummary",
        "ExportContactsPresenterInterface: func exportTapped(…) async",
        "ExportContactsViewInterface.showExportFinished parameter _ summary: ExportSummary",
        "ExportContactsViewInterface.writeExportedBytes parameter _ bytes: Data",
        "ExportContactsViewInterface: func showExportFinished(…)",
        "ExportContactsViewInterface: func writeExportedBytes(…) async throws",
      ]
    ),
    "Sources/ContactsVIPER/ExportContacts/ExportContactsPresenter.swift": (
      [
        "ExportContactsPresenter.viewDidLoad calls ExportContactsScreen(contacts:)",
        "ExportContactsPresenter: func viewDidLoad(…) async",
      ],
      ["ExportContactsPresenter: func exportTapped(…) async"]
    ),
    "Sources/ContactsVIPER/ExportContacts/ExportContactsInteractor.swift": (
      [
        "ExportContactsInteractor.init parameter limit: Int",
        "ExportContactsInteractor: func retrieveContacts(…) async throws -> [Contact]",
        "ExportContactsInteractor: private let limit: Int",
      ],
      [
        "ExportContactsInteractor.exportContacts parameter write: (Data) async throws -> Void",
        "ExportContactsInteractor.init parameter format: any ContactFileFormat",
        "ExportContactsInteractor.init parameter windowSize: Int",
        "ExportContactsInteractor: func exportContacts(…) async throws -> ExportSummary",
        "ExportContactsInteractor: private let format: any ContactFileFormat",
        "ExportContactsInteractor: private let windowSize: Int",
      ]
    ),
    "Sources/ContactsVIPER/ExportContacts/ExportContactsWireframe.swift": (
      [
        "ExportContactsWireframe.createExportContactsModule calls ExportContactsInteractor(repository:limit:)",
        "ExportContactsWireframe.createExportContactsModule parameter limit: Int = PageRequest.defaultLimit",
      ],
      [
        "ExportContactsWireframe.createExportContactsModule calls ExportContactsInteractor(repository:format:windowSize:)",
        "ExportContactsWireframe.createExportContactsModule parameter format: any ContactFileFormat",
        "ExportContactsWireframe.createExportContactsModule parameter windowSize: Int = PageRequest.maximumLimit",
      ]
    ),
    "Sources/ContactsMVVM/ExportContacts/ExportContactsViewModel.swift": (
      [
        "ExportContactsViewModel.init parameter limit: Int = PageRequest.defaultLimit",
        "ExportContactsViewModel: private let limit: Int",
        "ExportContactsViewModel: public func viewDidLoad(…) async",
        "ExportContactsViewModel.viewDidLoad calls ExportContactsScreen(contacts:)",
        "ExportContactsViewModel: public private(set) var screen: ExportContactsScreen?",
      ],
      [
        "ExportContactsViewModel.exportTapped parameter write: (Data) async throws -> Void",
        "ExportContactsViewModel.init parameter format: any ContactFileFormat",
        "ExportContactsViewModel.init parameter windowSize: Int = PageRequest.maximumLimit",
        "ExportContactsViewModel: private let format: any ContactFileFormat",
        "ExportContactsViewModel: private let windowSize: Int",
        "ExportContactsViewModel: public func exportTapped(…) async",
        "ExportContactsViewModel: public private(set) var summary: ExportSummary?",
      ]
    ),
  ]

  @Test(arguments: content.keys.sorted())
  func theGeneratedFileHasTheHandWrittenShapeAroundWhatTheScreenDoes(_ path: String) throws {
    let root = TemporaryPackage.repository
    let file = try #require(ModulePlan(name: Self.name).files.first { $0.path == path })
    let formatter = SwiftFormatter(configuration: root.appendingPathComponent(".swift-format"))
    let generated = Outline(try formatter.format(file.contents), module: Self.name.typeName)
    let handWritten = Outline(
      try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8),
      module: Self.name.typeName)
    let content = try #require(Self.content[path])
    #expect(generated.entries.subtracting(handWritten.entries) == content.generated)
    #expect(handWritten.entries.subtracting(generated.entries) == content.handWritten)
    // The shape in common is more than the few lines every type has.
    #expect(generated.entries.intersection(handWritten.entries).count >= 3)
  }

  @Test func anOutlineHoldsTypesRequirementsParametersAndTheAssembly() {
    let outline = Outline(
      """
      /// A doc comment, left out.
      public final class ExportContactsWireframe: ExportContactsWireframeInterface {
        private weak var screens: (any ContactsScreens)?

        public static func createExportContactsModule(
          view: any ExportContactsViewInterface, screens: any ContactsScreens
        ) -> any ExportContactsPresenterInterface {
          ExportContactsPresenter(view: view, wireframe: ExportContactsWireframe(screens: screens))
        }

        public func dismissExportContactsScreen() {
          screens?.dismiss(.exportContacts)
        }
      }
      """, module: "ExportContacts")
    #expect(
      outline.entries == [
        "type public final class ExportContactsWireframe: ExportContactsWireframeInterface",
        "ExportContactsWireframe: private weak var screens: (any ContactsScreens)?",
        "ExportContactsWireframe: public static func createExportContactsModule(…) -> any ExportContactsPresenterInterface",
        "ExportContactsWireframe.createExportContactsModule parameter view: any ExportContactsViewInterface",
        "ExportContactsWireframe.createExportContactsModule parameter screens: any ContactsScreens",
        "ExportContactsWireframe.createExportContactsModule calls ExportContactsPresenter(view:wireframe:)",
        "ExportContactsWireframe.createExportContactsModule calls ExportContactsWireframe(screens:)",
        "ExportContactsWireframe: public func dismissExportContactsScreen(…)",
        "ExportContactsWireframe.dismissExportContactsScreen calls screens?.dismiss(.exportContacts)",
      ])
  }
}
