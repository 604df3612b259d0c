import ContactsDomain

/// Deterministic, varied contacts for benchmarks and demos: names with accents and in several
/// scripts, phones and emails. The same seed and index always give the same contact.
public struct SampleContacts: Sendable {
  private static let firstNames = [
    "Ada", "Ángel", "émile", "Zoë", "Björn", "Søren", "Łukasz", "Chloé", "Noémie", "Grace",
    "Alan", "Mary", "José", "François", "Jürgen", "İlkay", "Ольга", "Дмитрий", "Σοφία",
    "Νίκος", "美咲", "翔太", "민준", "서연", "أحمد", "فاطمة", "Priya", "Arjun", "Kwame", "Amara",
  ]
  private static let lastNames = [
    "Lovelace", "Díaz", "Zola", "Adams", "Ångström", "Kierkegaard", "Wałęsa", "Dubois",
    "Hopper", "Turing", "Shelley", "García", "Müller", "Öztürk", "Иванова", "Петров",
    "Παπαδοπούλου", "Γεωργίου", "佐藤", "鈴木", "김", "이", "الحسن", "المصري", "Sharma", "Patel",
    "Mensah", "Okafor", "O'Brien", "van der Berg",
  ]
  private static let domains = ["example.com", "mail.example.org", "posteo.example", "uni.example"]
  private static let labels = ["mobile", "home", "work"]

  private let seed: UInt64

  public init(seed: UInt64 = 2026) {
    self.seed = seed
  }

  /// The form of contact number `index`.
  public func form(_ index: Int) -> ContactForm {
    var random = SplitMix64(seed: seed &+ UInt64(index) &* 0x9E37_79B9)
    let first = random.pick(Self.firstNames)
    let last = random.pick(Self.lastNames)
    let phone =
      "+\(random.next() % 89 + 1) \(random.next() % 900 + 100) \(random.next() % 9_000_000 + 1_000_000)"
    let email = "user\(index)@\(random.pick(Self.domains))"
    return ContactForm(
      firstName: first, lastName: "\(last) \(index % 1000)",
      phones: [LabeledValue(label: random.pick(Self.labels), value: phone)],
      emails: [LabeledValue(label: random.pick(Self.labels), value: email)])
  }

  /// The validated drafts of contacts `range`.
  public func drafts(_ range: Range<Int>) -> [ContactDraft] {
    // Every generated form is valid by construction; a failure here is a bug in the generator.
    range.map { try! ContactDraft(form($0)) }
  }
}
