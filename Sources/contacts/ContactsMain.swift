import ContactsCLI

/// The `contacts` executable: everything else lives in ContactsCLI, where tests reach it.
@main
enum ContactsMain {
  static func main() async {
    await ContactsCommand.main()
  }
}
