/// One parameter of a vCard property, such as `TYPE=cell,voice` or `PREF=1`.
public struct VCardParameter: Hashable, Sendable, Codable {
  /// The name, uppercased: `TYPE`, `PREF`, `X-SERVICE-TYPE`.
  public var name: String
  /// The values, unquoted and decoded (RFC 6868 `^n`, `^'`, `^^`), in file order.
  public var values: [String]

  /// A parameter with `values`; `name` is uppercased.
  public init(name: String, values: [String]) {
    self.name = FieldText.uppercased(name)
    self.values = values
  }

  /// A parameter with one value.
  public init(_ name: String, _ value: String) {
    self.init(name: name, values: [value])
  }
}
