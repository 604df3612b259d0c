extension ContactDetails {
  /// The text details' keys are their fields' form names (`ContactFields.textDetails`).
  private struct CodingKeys: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }

    static let birthday = CodingKeys(stringValue: "birthday")
    static let anniversary = CodingKeys(stringValue: "anniversary")
    static let addresses = CodingKeys(stringValue: "addresses")
    static let urls = CodingKeys(stringValue: "urls")
    static let chats = CodingKeys(stringValue: "chats")
    static let socialProfiles = CodingKeys(stringValue: "socialProfiles")
    static let related = CodingKeys(stringValue: "related")
    static let groups = CodingKeys(stringValue: "groups")
    static let company = CodingKeys(stringValue: "company")
  }

  /// Reads what `encode(to:)` writes: a missing key is an empty part, so a later version may add
  /// parts and an earlier one's rows still read.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    func text(_ key: CodingKeys) throws -> String {
      try container.decodeIfPresent(String.self, forKey: key) ?? ""
    }
    func list<T: Decodable>(_ key: CodingKeys) throws -> [T] {
      try container.decodeIfPresent([T].self, forKey: key) ?? []
    }
    for (entry, detail) in ContactFields.textDetails {
      self[keyPath: detail.path] = try text(CodingKeys(stringValue: entry.formName))
    }
    birthday = try container.decodeIfPresent(PartialDate.self, forKey: .birthday)
    anniversary = try container.decodeIfPresent(PartialDate.self, forKey: .anniversary)
    addresses = try list(.addresses)
    urls = try list(.urls)
    chats = try list(.chats)
    socialProfiles = try list(.socialProfiles)
    related = try list(.related)
    groups = try list(.groups)
    isCompany = try container.decodeIfPresent(Bool.self, forKey: .company) ?? false
  }

  /// Writes the parts that hold something, so most contacts' details are "{}".
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    func text(_ value: String, _ key: CodingKeys) throws {
      if !value.isEmpty { try container.encode(value, forKey: key) }
    }
    func list<T: Encodable>(_ values: [T], _ key: CodingKeys) throws {
      if !values.isEmpty { try container.encode(values, forKey: key) }
    }
    for (entry, detail) in ContactFields.textDetails {
      try text(self[keyPath: detail.path], CodingKeys(stringValue: entry.formName))
    }
    try container.encodeIfPresent(birthday, forKey: .birthday)
    try container.encodeIfPresent(anniversary, forKey: .anniversary)
    try list(addresses, .addresses)
    try list(urls, .urls)
    try list(chats, .chats)
    try list(socialProfiles, .socialProfiles)
    try list(related, .related)
    try list(groups, .groups)
    if isCompany { try container.encode(true, forKey: .company) }
  }
}
