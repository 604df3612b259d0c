import ContactsDomain

/// A part of a postal address on the contact form: its field's name and label, in the order
/// the form shows them.
enum AddressPart: CaseIterable, Sendable {
  case label, poBox, extended, street, locality, region, postalCode, country

  /// The name its inputs send: "addressStreet".
  var name: String {
    switch self {
    case .label: "addressLabel"
    case .poBox: "addressPoBox"
    case .extended: "addressExtended"
    case .street: "addressStreet"
    case .locality: "addressCity"
    case .region: "addressRegion"
    case .postalCode: "addressPostalCode"
    case .country: "addressCountry"
    }
  }

  /// What its label says.
  var caption: String {
    switch self {
    case .label: "Label"
    case .poBox: "PO box"
    case .extended: "Apartment or suite"
    case .street: "Street"
    case .locality: "City"
    case .region: "State, province or county"
    case .postalCode: "Postal code"
    case .country: "Country"
    }
  }

  var path: WritableKeyPath<PostalAddress, String> {
    switch self {
    case .label: \.label
    case .poBox: \.poBox
    case .extended: \.extended
    case .street: \.street
    case .locality: \.locality
    case .region: \.region
    case .postalCode: \.postalCode
    case .country: \.country
    }
  }
}
