import ContactsDomain
import Foundation

/// The card formats the DAV routes serve in: vCard 3.0 by default, and 4.0 when a client asks
/// (`Accept`, `address-data`) and the root gave a writer of it. Reading takes any version.
public struct CardFormats: Sendable {
  /// What serves vCard 3.0, and reads every card PUT.
  public let v3: any ContactFileFormat
  /// What serves vCard 4.0; nil when the server cannot write it.
  public let v4: (any ContactFileFormat)?

  /// Formats writing vCard 3.0 (`v3`) and 4.0 (`v4`).
  public init(v3: any ContactFileFormat, v4: (any ContactFileFormat)?) {
    self.v3 = v3
    self.v4 = v4
  }

  /// The format of `version` ("4.0" when asked and written, else 3.0).
  func format(version: String?) -> (format: any ContactFileFormat, version: String) {
    if version == "4.0", let v4 { return (v4, "4.0") }
    return (v3, "3.0")
  }

  /// The version an `Accept` header asks for: 4.0 when it names `version=4.0`.
  static func version(accept: String?) -> String? {
    guard let accept else { return nil }
    let asked = accept.lowercased().replacingOccurrences(of: " ", with: "")
    return asked.contains("text/vcard;version=4.0") ? "4.0" : nil
  }

  /// The bytes GET serves of `card` in `version`: the body as PUT, else the contact as written.
  func bytes(of card: ServedCard, version: String?) -> [UInt8] {
    switch card.content {
    case .verbatim(let data): [UInt8](data)
    case .contact(let export): [UInt8](format(version: version).format.write([export]))
    }
  }
}
