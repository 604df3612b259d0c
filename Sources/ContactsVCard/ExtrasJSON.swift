import ContactsDomain

/// `VCardExtras` as JSON by hand: what `JSONEncoder` with sorted keys and unescaped slashes
/// writes, byte for byte (a test holds them equal), at a fraction of its cost. Import encodes
/// and export decodes the extras of every card.
enum ExtrasJSON {
  static func encode(_ extras: VCardExtras) -> String {
    var json = JSONWriter(pretty: false)
    json.openObject()
    json.key("fieldDetails")
    write(extras.fieldDetails, to: &json)
    json.key("keptProperties")
    write(extras.keptProperties, to: &json)
    if let revision = extras.revision {
      json.key("revision")
      json.string(revision)
    }
    json.closeObject()
    return json.text
  }

  private static func write(_ properties: [VCardProperty], to json: inout JSONWriter) {
    json.openList()
    for property in properties {
      json.element()
      json.openObject()
      if let group = property.group {
        json.key("group")
        json.string(group)
      }
      json.key("name")
      json.string(property.name)
      json.key("parameters")
      json.openList()
      for parameter in property.parameters {
        json.element()
        json.openObject()
        json.key("name")
        json.string(parameter.name)
        json.key("values")
        json.strings(parameter.values)
        json.closeObject()
      }
      json.closeList()
      json.key("value")
      json.string(property.value)
      json.closeObject()
    }
    json.closeList()
  }
}
