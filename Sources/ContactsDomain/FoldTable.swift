/// Foldings by scalar: those of the Basic Multilingual Plane (every script names are written in)
/// in a table indexed by the scalar, the rest in a dictionary. Looking a scalar up in a
/// dictionary hashes it, which cost more than the rest of folding a name.
struct FoldTable {
  /// For each BMP scalar, 0 when not yet met, 1 when it cannot fold alone, else 2 + the index
  /// of its folding in `strings` (the BMP has fewer scalars than a slot can number). Made at the
  /// first folding remembered.
  private var slots: [UInt16] = []
  private var strings: [String] = []
  private var others: [Unicode.Scalar: String?] = [:]

  /// The folding of `scalar`: nil when not yet met, .some(nil) when it cannot fold alone.
  subscript(scalar: Unicode.Scalar) -> String?? {
    get {
      guard scalar.value < 0x10000 else { return others[scalar] }
      guard !slots.isEmpty else { return nil }
      switch slots[Int(scalar.value)] {
      case 0: return nil
      case 1: return .some(nil)
      case let slot: return strings[Int(slot) - 2]
      }
    }
    set {
      guard let fold = newValue else { return }
      guard scalar.value < 0x10000 else {
        others[scalar] = fold
        return
      }
      if slots.isEmpty { slots = Array(repeating: 0, count: 0x10000) }
      guard let fold else {
        slots[Int(scalar.value)] = 1
        return
      }
      let slot = slots[Int(scalar.value)]
      if slot >= 2 {
        strings[Int(slot) - 2] = fold
      } else {
        strings.append(fold)
        slots[Int(scalar.value)] = UInt16(strings.count + 1)
      }
    }
  }
}
