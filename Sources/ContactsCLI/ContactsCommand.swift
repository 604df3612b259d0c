import ArgumentParser

/// `contacts`: the address book in a terminal, a third View over the same modules.
public struct ContactsCommand: AsyncParsableCommand {
  public static let configuration = CommandConfiguration(
    commandName: "contacts",
    abstract: "Keep an address book in a local SQLite file.",
    discussion: """
      The same app is built twice, once in MVVM and once in VIPER; --architecture picks which \
      build answers a command. Both give the same output for the same commands.

      The database is --database PATH, else $CONTACTS_DATABASE, else \
      $XDG_DATA_HOME/contacts/contacts.sqlite, else ~/.local/share/contacts/contacts.sqlite.
      """,
    subcommands: [
      AddCommand.self, ListCommand.self, SearchCommand.self, ShowCommand.self, EditCommand.self,
      DeleteCommand.self, ImportCommand.self, ExportCommand.self, ServeCommand.self,
      SyncCommand.self,
    ]
  )

  public init() {}
}
