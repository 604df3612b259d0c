import ContactsDomain

/// How a card says it is a company's (`ContactDetails.isCompany`): vCard 4.0's `KIND:org`, or
/// Apple's `X-ABShowAs:COMPANY`, which 3.0 (without `KIND`) carries. An import reads either as
/// the marker; export writes the one its version has, once, after `ORG`.
enum CompanyMarker {
  /// Whether `property` marks its card as a company's.
  static func isMarker(_ property: VCardProperty) -> Bool {
    // Most properties are neither: their names are compared first, their values never read.
    let wanted: String
    switch property.name {
    case "KIND": wanted = "ORG"
    case "X-ABSHOWAS": wanted = "COMPANY"
    default: return false
    }
    return FieldText.uppercased(FieldText.trimmed(property.value)) == wanted
  }

  /// The marker `version` writes.
  static func property(for version: VCardVersion) -> VCardProperty {
    version == .v4
      ? VCardProperty(name: "KIND", value: "org")
      : VCardProperty(name: "X-ABShowAs", value: "COMPANY")
  }

  /// `kept`, without a marker when the card is a company's (it is written from the flag): a
  /// contact stored before the marker was read keeps it among its properties.
  static func kept(_ kept: [VCardProperty], isCompany: Bool) -> [VCardProperty] {
    isCompany ? kept.filter { !isMarker($0) } : kept
  }
}
