import ContactsDomain
import ContactsTestSupport
import ContactsVCard
import PropertyBased

/// Random cards as the app and other exporters make them: accents, commas, semicolons,
/// backslashes, line breaks in notes, long multi-byte lines, labels, details and kept properties.
/// Every card passes `ContactDraft`; details and kept properties are in the reader's form.
struct CardGenerator {
  /// One to four cards.
  static let cards = Generator<[VCard], Shrink.None<[VCard]>>(run: { rng in
    var generator = CardGenerator(seed: rng.next())
    return (0..<generator.int(1...4)).map { _ in generator.card() }
  })

  private var random: SplitMix64

  init(seed: UInt64) {
    random = SplitMix64(seed: seed)
  }

  mutating func card() -> VCard {
    let first = name()
    let last = name()
    var form = ContactForm(firstName: first, lastName: last)
    var details: [VCardProperty] = []
    if chance(4) {
      details.append(
        VCardProperty(name: "N", value: "\(escaped(last));\(escaped(first));Augusta;Dr.;"))
      (form.middleName, form.namePrefix) = ("Augusta", "Dr.")
      if chance(2) { details.append(VCardProperty(name: "FN", value: "Dr. \(escaped(first))")) }
    }
    if chance(3) {
      let (company, department) = (text(words: 1...3), text(words: 1...2))
      (form.organization, form.department) = (company, department)
      details.append(
        VCardProperty(name: "ORG", value: "\(escaped(company));\(escaped(department))"))
    } else {
      form.organization = chance(2) ? text(words: 0...4) : ""
    }
    form.note = chance(2) ? note() : ""
    // Distinct values: a detail goes to the first phone or email with its value.
    form.phones = distinct((0..<int(0...3)).map { _ in labeled(pick(Self.phoneLabels), phone()) })
    form.emails = distinct((0..<int(0...3)).map { _ in labeled(pick(Self.emailLabels), email()) })
    details += extraParameters("TEL", form.phones, silentType: "voice")
    details += extraParameters("EMAIL", form.emails, silentType: "internet")
    let kept = (0..<int(0...4)).flatMap { _ in keptProperty(into: &form) }
    return VCard(
      uid: chance(2) ? "urn:uuid:\(int(1000...9999))-\(int(1000...9999))" : nil,
      revision: chance(2) ? "2024010\(int(1...9))T120000Z" : nil, form: form,
      fieldDetails: details, keptProperties: kept)
  }

  // MARK: - Fields

  private static let letters = Array(
    "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZéÉàçñøßüÅœДж日本語")
  private static let nameExtras = Array(" -',;\\") + letters
  private static let words = [
    "Lovelace", "Zoë", "Ñandú", "O'Brien", "a,b", "semi;colon", "back\\slash", "日本語のテキスト", "😀",
    "Straße", "x", String(repeating: "é", count: 37), String(repeating: "語", count: 30),
  ]
  private static let phoneLabels = [
    "", "mobile", "home", "work", "fax", "pager", "Grand-mère", "iPhone", "voice", "pref", "cell",
    "Lab, 2nd; floor", "back\\slash", " home ", "other",
  ]
  private static let emailLabels = ["", "home", "work", "x400", "iCloud", "internet", "École"]

  private mutating func name() -> String {
    let body =
      String(pick(Self.letters)) + String((0..<int(0...20)).map { _ in pick(Self.nameExtras) })
    return chance(5) ? " \(body) " : body
  }

  private mutating func text(words range: ClosedRange<Int>) -> String {
    (0..<int(range)).map { _ in pick(Self.words) }.joined(separator: " ")
  }

  private mutating func note() -> String {
    (0..<int(1...4)).map { _ in text(words: 1...12) }.joined(separator: pick(["\n", "\n\n", " "]))
  }

  private mutating func phone() -> String {
    let digits = (0..<int(3...15)).map { _ in String(int(0...9)) }
    let separators = [" ", "-", "", "."]
    return (chance(2) ? "+" : "") + digits.map { $0 + (chance(4) ? pick(separators) : "") }.joined()
  }

  private mutating func email() -> String {
    let local = pick(["ada", "o'brien+tag", "a.b_c", "x,y", "zoë"])
    return "\(local)\(int(1...99))@\(pick(["example.com", "mail.example.org", "b\\c.example"]))"
  }

  /// Details for some of `values`: `PREF=1`, the silent type, or an `X-` parameter.
  private mutating func extraParameters(
    _ name: String, _ values: [LabeledValue], silentType: String
  ) -> [VCardProperty] {
    values.compactMap { value in
      guard chance(3) else { return nil }
      let parameters = pick([
        [VCardParameter("PREF", "1")], [VCardParameter("TYPE", silentType)],
        [VCardParameter("X-SERVICE", "sip"), VCardParameter("PREF", "1")],
      ])
      return VCardProperty(name: name, parameters: parameters, value: escaped(value.value))
    }
  }

  // MARK: - Kept properties

  /// A kept property, with the detail the reader reads from it set in `form`.
  private mutating func keptProperty(into form: inout ContactForm) -> [VCardProperty] {
    switch int(0...7) {
    case 0:
      let date = "19\(int(10...99))-0\(int(1...9))-1\(int(0...9))"
      if form.birthday.isEmpty { form.birthday = date }
      return [VCardProperty(name: "BDAY", value: date)]
    case 1:
      let url = "https://example.com/a,b;c?d=\(int(0...99))"
      form.urls.append(labeled("home", url))
      return [VCardProperty(name: "URL", parameters: [VCardParameter("TYPE", "home")], value: url)]
    case 2:
      let street = text(words: 1...4)
      form.addresses.append(
        PostalAddress(
          label: "work", street: street, locality: "Montréal", region: "QC",
          postalCode: "H2X 1Y4", country: "Canada"))
      return [
        VCardProperty(
          name: "ADR", parameters: [VCardParameter("TYPE", "work")],
          value: ";;\(escaped(street));Montréal;QC;H2X 1Y4;Canada")
      ]
    case 3:
      let parameter = VCardParameter(
        name: "X-PARAM", values: [text(words: 1...3), " \"quoted\" ^ :\n "])
      return [VCardProperty(name: "X-CUSTOM", parameters: [parameter], value: escaped(note()))]
    case 4:
      let friend = text(words: 1...2)
      form.related.append(labeled("friend", friend))
      return [
        VCardProperty(group: "item1", name: "X-ABRELATEDNAMES", value: escaped(friend)),
        VCardProperty(group: "item1", name: "X-ABLABEL", value: "_$!<Friend>!$_"),
      ]
    case 5:
      return [
        VCardProperty(name: "PHOTO", value: "data:image/jpeg;base64,/9j/4AAQSkZJRg\(int(0...9))==")
      ]
    case 6:
      return [VCardProperty(name: "PHOTO", value: "https://example.com/photo\(int(0...9)).jpg")]
    default:
      let nickname = name()
      if form.nickname.isEmpty { form.nickname = nickname }
      return [
        VCardProperty(
          name: "NICKNAME", parameters: [VCardParameter("PREF", "1")], value: escaped(nickname))
      ]
    }
  }

  private func distinct(_ values: [LabeledValue]) -> [LabeledValue] {
    var seen: Set<String> = []
    return values.filter { seen.insert($0.value).inserted }
  }

  // MARK: - Randomness

  private mutating func int(_ range: ClosedRange<Int>) -> Int {
    range.lowerBound + Int(random.next() % UInt64(range.count))
  }

  private mutating func chance(_ oneIn: Int) -> Bool { int(1...oneIn) == 1 }

  private mutating func pick<T>(_ items: [T]) -> T { random.pick(items) }

  private func escaped(_ text: String) -> String {
    var result = ""
    for character in text {
      switch character {
      case "\\": result += "\\\\"
      case ",": result += "\\,"
      case ";": result += "\\;"
      case "\n": result += "\\n"
      default: result.append(character)
      }
    }
    return result
  }
}
