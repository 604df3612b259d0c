extension ContactDetails {
  private enum CodingKeys: String, CodingKey {
    case namePrefix, middleName, nameSuffix, nickname, phoneticFirstName, phoneticLastName
    case jobTitle, department, birthday, anniversary, addresses, urls, chats, related, groups
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
    namePrefix = try text(.namePrefix)
    middleName = try text(.middleName)
    nameSuffix = try text(.nameSuffix)
    nickname = try text(.nickname)
    phoneticFirstName = try text(.phoneticFirstName)
    phoneticLastName = try text(.phoneticLastName)
    jobTitle = try text(.jobTitle)
    department = try text(.department)
    birthday = try container.decodeIfPresent(PartialDate.self, forKey: .birthday)
    anniversary = try container.decodeIfPresent(PartialDate.self, forKey: .anniversary)
    addresses = try list(.addresses)
    urls = try list(.urls)
    chats = try list(.chats)
    related = try list(.related)
    groups = try list(.groups)
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
    try text(namePrefix, .namePrefix)
    try text(middleName, .middleName)
    try text(nameSuffix, .nameSuffix)
    try text(nickname, .nickname)
    try text(phoneticFirstName, .phoneticFirstName)
    try text(phoneticLastName, .phoneticLastName)
    try text(jobTitle, .jobTitle)
    try text(department, .department)
    try container.encodeIfPresent(birthday, forKey: .birthday)
    try container.encodeIfPresent(anniversary, forKey: .anniversary)
    try list(addresses, .addresses)
    try list(urls, .urls)
    try list(chats, .chats)
    try list(related, .related)
    try list(groups, .groups)
  }
}
