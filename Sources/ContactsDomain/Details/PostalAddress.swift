/// A postal address, in vCard's structure (`ADR`): each part may be empty.
public struct PostalAddress: Hashable, Sendable, Codable {
  /// "home", "work" or the person's own word; empty when the card said none.
  public var label: String
  public var street: String
  /// The city or town.
  public var locality: String
  /// The state, province or county.
  public var region: String
  public var postalCode: String
  public var country: String
  /// The post office box, as old cards write it.
  public var poBox: String
  /// The apartment or suite, in vCard's "extended address".
  public var extended: String

  public init(
    label: String = "", street: String = "", locality: String = "", region: String = "",
    postalCode: String = "", country: String = "", poBox: String = "", extended: String = ""
  ) {
    self.label = label
    self.street = street
    self.locality = locality
    self.region = region
    self.postalCode = postalCode
    self.country = country
    self.poBox = poBox
    self.extended = extended
  }

  /// The parts, in the order a label is written: box, extended, street, city, region, code,
  /// country.
  public var parts: [String] {
    [poBox, extended, street, locality, region, postalCode, country]
  }

  /// Whether no part holds anything.
  public var isEmpty: Bool { parts.allSatisfy(\.isEmpty) }

  /// The address as lines an envelope shows: street lines, then "City, Region Code", then the
  /// country; empty parts left out.
  public var lines: [String] {
    let cityLine = [
      locality, [region, postalCode].filter { !$0.isEmpty }.joined(separator: " "),
    ].filter { !$0.isEmpty }.joined(separator: ", ")
    let streetLines = street.split(separator: "\n").map(String.init)
    return ([poBox, extended] + streetLines + [cityLine, country]).filter { !$0.isEmpty }
  }
}
