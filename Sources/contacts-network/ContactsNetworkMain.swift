import ContactsNetworkCLI

/// The `contacts-network` executable: `contacts serve` and `contacts sync`, run by `contacts`.
@main
enum ContactsNetworkMain {
  static func main() async {
    await NetworkCommand.main()
  }
}
