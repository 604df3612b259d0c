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
    if let revision = extras.revision { json.member("revision", revision) }
    json.closeObject()
    return json.text
  }

  private static func write(_ properties: [VCardProperty], to json: inout JSONWriter) {
    json.list(properties) { property, json in
      json.openObject()
      if let group = property.group { json.member("group", group) }
      json.member("name", property.name)
      json.key("parameters")
      json.list(property.parameters) { parameter, json in
        json.openObject()
        json.member("name", parameter.name)
        json.key("values")
        json.strings(parameter.values)
        json.closeObject()
      }
      json.member("value", property.value)
      json.closeObject()
    }
  }
}
