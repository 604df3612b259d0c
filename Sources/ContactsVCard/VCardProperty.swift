/// One content line of a vCard, such as `item1.TEL;TYPE=cell:+1 555 0100`.
///
/// Properties are kept in a version-neutral form, the one vCard 4.0 writes: parameters of vCard 2.1
/// written bare (`TEL;CELL`) become `TYPE=cell`, `TYPE=pref` becomes `PREF=1`, quoted-printable and
/// other charsets are decoded to UTF-8, and base64 values become `data:` URIs. The writer turns that
/// form back into what the version written expects. `Codable`, so a store can keep a card's
/// details and kept properties as JSON.
public struct VCardProperty: Hashable, Sendable, Codable {
  /// The group before the dot (`item1` in `item1.EMAIL`), or `nil`.
  public var group: String?
  /// The name, uppercased: `TEL`, `BDAY`, `X-ABLABEL`.
  public var name: String
  /// The parameters, in file order.
  public var parameters: [VCardParameter]
  /// The value as it is written back: unfolded, decoded to UTF-8, still escaped (`\,` `\;` `\\`
  /// `\n`), never holding a line break.
  public var value: String

  /// A property; `name` is uppercased.
  public init(
    group: String? = nil, name: String, parameters: [VCardParameter] = [], value: String
  ) {
    self.group = group
    self.name = FieldText.uppercased(name)
    self.parameters = parameters
    self.value = value
  }

  /// The values of every parameter called `name` (any case), in order.
  public func values(of name: String) -> [String] {
    let wanted = FieldText.uppercased(name)
    return parameters.filter { $0.name == wanted }.flatMap(\.values)
  }
}
