/// A logical line split into group, name, parameters and value, on bytes.
///
/// Parameter values are unquoted but not yet decoded (RFC 6868 depends on the version). A vCard
/// 2.1 parameter written bare becomes `ENCODING=…` for an encoding, else `TYPE=…` in lowercase.
struct ContentLine {
  var group: String?
  var name: String
  var parameters: [VCardParameter]
  var value: ArraySlice<UInt8>
  var number: Int

  private static let colon = UInt8(ascii: ":")
  private static let semicolon = UInt8(ascii: ";")
  private static let quote = UInt8(ascii: "\"")
  private static let encodings: Set = ["QUOTED-PRINTABLE", "BASE64", "B", "8BIT", "7BIT"]

  init(_ line: LogicalLine) throws(LineFailure) {
    let bytes = line.bytes
    number = line.number
    value = []
    parameters = []
    var index = bytes.startIndex
    while index < bytes.endIndex, bytes[index] != Self.semicolon, bytes[index] != Self.colon {
      index += 1
    }
    guard index < bytes.endIndex else {
      throw LineFailure(line: number, reason: "a line with no colon")
    }
    (group, name) = Self.groupAndName(bytes[..<index])
    guard !name.isEmpty else {
      throw LineFailure(line: number, reason: "a line with no property name")
    }
    while index < bytes.endIndex, bytes[index] == Self.semicolon {
      index += 1
      parameters.append(try parameter(bytes, at: &index))
    }
    guard index < bytes.endIndex, bytes[index] == Self.colon else {
      throw LineFailure(line: number, reason: "a line with no colon")
    }
    value = bytes[(index + 1)...]
  }

  /// The group before the last `.` of `bytes`, and the name after it, uppercased.
  private static func groupAndName(_ bytes: ArraySlice<UInt8>) -> (String?, String) {
    // In ASCII every `.` is a character of its own: found on the bytes, as nearly every
    // name is written, without breaking the text into characters.
    if bytes.allSatisfy({ $0 < 0x80 }) {
      guard let dot = bytes.lastIndex(of: UInt8(ascii: ".")) else {
        return (nil, FieldText.uppercased(text(bytes)))
      }
      return (text(bytes[..<dot]), FieldText.uppercased(text(bytes[(dot + 1)...])))
    }
    let fullName = text(bytes)
    guard let dot = fullName.lastIndex(of: ".") else {
      return (nil, FieldText.uppercased(fullName))
    }
    return (
      String(fullName[..<dot]),
      FieldText.uppercased(String(fullName[fullName.index(after: dot)...]))
    )
  }

  // MARK: - Parameters

  private func parameter(_ bytes: [UInt8], at index: inout Int) throws(LineFailure)
    -> VCardParameter
  {
    let start = index
    while index < bytes.endIndex, !Self.ends(bytes[index], or: UInt8(ascii: "=")) {
      index += 1
    }
    let name = FieldText.uppercased(FieldText.trimmed(Self.text(bytes[start..<index])))
    guard index < bytes.endIndex, bytes[index] == UInt8(ascii: "=") else {
      return Self.encodings.contains(name)
        ? VCardParameter("ENCODING", name) : VCardParameter("TYPE", name.lowercased())
    }
    index += 1
    var values: [String] = []
    while true {
      values.append(try parameterValue(bytes, at: &index))
      guard index < bytes.endIndex, bytes[index] == UInt8(ascii: ",") else { break }
      index += 1
    }
    return VCardParameter(name: name, values: values)
  }

  private func parameterValue(_ bytes: [UInt8], at index: inout Int) throws(LineFailure) -> String {
    if index < bytes.endIndex, bytes[index] == Self.quote {
      guard let end = bytes[(index + 1)...].firstIndex(of: Self.quote) else {
        throw LineFailure(line: number, reason: "a parameter value with no closing quote")
      }
      defer { index = end + 1 }
      return Self.text(bytes[(index + 1)..<end])
    }
    let start = index
    while index < bytes.endIndex, !Self.ends(bytes[index], or: UInt8(ascii: ",")) {
      index += 1
    }
    return FieldText.trimmed(Self.text(bytes[start..<index]))
  }

  private static func ends(_ byte: UInt8, or other: UInt8) -> Bool {
    byte == semicolon || byte == colon || byte == other
  }

  private static func text(_ bytes: ArraySlice<UInt8>) -> String {
    String(decoding: bytes, as: UTF8.self)
  }
}
