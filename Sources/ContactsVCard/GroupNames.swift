/// Hands out property groups (`item1`, `item2`, …) that no kept property of the card uses.
struct GroupNames {
  private var used: Set<String>
  private var counter = 0

  init(avoiding properties: [VCardProperty]) {
    used = Set(properties.compactMap { $0.group?.lowercased() })
  }

  /// A group not used yet.
  mutating func next() -> String {
    while true {
      counter += 1
      let name = "item\(counter)"
      if used.insert(name).inserted { return name }
    }
  }
}
