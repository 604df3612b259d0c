/// The Python program `VObjectTests` runs once over all its files: vobject reads each card of
/// each file on its own, so that one bad card cannot hide the others.
///
/// A card is read back when vobject reads it (`validate=True`) and writes it again, it has an
/// `FN` that names something (RFC 6350 requires one: an empty `FN` names nothing), and each `N`
/// is the one vobject writes back (vobject reads a bare `N:` and writes `N:;;;;`: five
/// components, as RFC 2426 and RFC 6350 require). It prints one line per card that is not,
/// then `read NAME COUNT` for each file.
enum VObjectCheck {
  static let script = #"""
    import sys, vobject
    from vobject.vcard import NAME_ORDER, Name, serializeFields, splitFields

    def components(value):
        count, escaped = 1, False
        for character in value:
            count += character == ";" and not escaped
            escaped = character == "\\" and not escaped
        return count

    def problems(chunk):
        card = vobject.readOne(chunk, validate=True)
        card.serialize(validate=True)
        found = []
        if card.name != "VCARD":
            found.append("a " + card.name + ", not a VCARD")
        if not any(str(fn.value).strip() for fn in card.contents.get("fn", [])):
            found.append("no FN that names anything")
        raw = vobject.readOne(chunk, transform=False)
        for n in raw.contents.get("n", []):
            if components(n.value) < len(NAME_ORDER):
                back = serializeFields(Name(**dict(zip(NAME_ORDER, splitFields(n.value)))), NAME_ORDER)
                found.append("vobject reads N:" + n.value + " as N:" + back)
        return found

    for path in sys.argv[1:]:
        name = path.rsplit("/", 1)[-1]
        with open(path, encoding="utf-8", newline="") as file:
            chunks = ("\r\n" + file.read()).split("\r\nBEGIN:VCARD\r\n")[1:]
        good = 0
        for number, chunk in enumerate(chunks, 1):
            chunk = "BEGIN:VCARD\r\n" + chunk
            try:
                found = problems(chunk)
            except Exception as error:
                found = [type(error).__name__ + ": " + str(error)]
            if found:
                print((name + ", card " + str(number) + ": " + "; ".join(found) + ": "
                       + repr(chunk))[:600])
            else:
                good += 1
        print("read", name, good)
    """#

  /// The `read NAME COUNT` lines of `output`: how many cards of each file vobject read back.
  static func counts(_ output: String) -> [String: Int] {
    var counts: [String: Int] = [:]
    for line in output.split(separator: "\n") where line.hasPrefix("read ") {
      let words = line.split(separator: " ")
      if words.count == 3, let count = Int(words[2]) { counts[String(words[1])] = count }
    }
    return counts
  }
}
