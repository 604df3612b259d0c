/// Common English short forms of first names and the full form each is compared as.
enum ShortNames {
  /// Folded short form → folded full form.
  static let table: [String: String] = [
    "bob": "robert", "rob": "robert", "bobby": "robert", "bill": "william", "will": "william",
    "billy": "william", "kate": "katherine", "katie": "katherine", "kathy": "katherine",
    "liz": "elizabeth", "beth": "elizabeth", "betty": "elizabeth", "jim": "james",
    "jimmy": "james", "mike": "michael", "tom": "thomas", "tommy": "thomas", "dick": "richard",
    "rick": "richard", "dave": "david", "steve": "steven", "joe": "joseph", "chris": "christopher",
    "alex": "alexander", "tony": "anthony", "sam": "samuel", "ben": "benjamin", "dan": "daniel",
    "matt": "matthew", "nick": "nicholas", "jen": "jennifer", "jenny": "jennifer",
    "peggy": "margaret", "maggie": "margaret", "sue": "susan", "pat": "patricia",
  ]

  /// `name` (already folded) in its full form when it is a known short form, else as it is.
  static func fullForm(of name: String) -> String {
    table[name] ?? name
  }
}
