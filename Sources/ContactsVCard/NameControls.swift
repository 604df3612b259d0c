/// Drops from a card's `N` and `FN` the control characters no name may hold (`ContactDraft`
/// refuses them; a bidirectional control, refused too, is left for the card's report). Old
/// phones write them into quoted-printable names (a SIM's GSM escape `=1B`, a C string's `=00`,
/// a line break `=0D=0A`); the card is read with the name without them rather than refused.
/// A line break, line or paragraph separator or tab (escaped `\n` or as it came) becomes a space,
/// so words stay apart.
enum NameControls {
  /// `property` (an `N` or `FN`, its value escaped) without those characters; itself when it
  /// holds none.
  static func dropped(from property: VCardProperty) -> VCardProperty {
    guard property.value.unicodeScalars.contains(where: { isRefused($0) || $0 == "\\" }) else {
      return property
    }
    var value = ""
    var scalars = property.value.unicodeScalars.makeIterator()
    while let scalar = scalars.next() {
      if scalar == "\\" {
        switch scalars.next() {
        case "n"?, "N"?: value += " "
        case let next?: value.unicodeScalars.append(contentsOf: [scalar, next])
        case nil: value += "\\"
        }
      } else if ["\t", "\n", "\r", "\u{2028}", "\u{2029}"].contains(scalar) {
        value += " "
      } else if !isRefused(scalar) {
        value.unicodeScalars.append(scalar)
      }
    }
    var cleaned = property
    cleaned.value = value
    return cleaned
  }

  /// A control character (C0, DEL, C1) or a line or paragraph separator.
  private static func isRefused(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0...0x1F, 0x7F...0x9F, 0x2028, 0x2029: true
    default: false
    }
  }
}
