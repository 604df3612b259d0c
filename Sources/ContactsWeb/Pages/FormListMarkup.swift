import ContactsDomain

/// The lists of the contact form, each in a fieldset: its rows, a Remove button on each, and an
/// "Add another" button that brings the form back with one more blank row, without JavaScript.
struct FormListMarkup {
  let markup: FormMarkup
  let form: ContactForm

  /// Phones, emails, web sites, chats or related people: a label and a value per row.
  func labeled(_ rows: FormRows) -> HTML {
    let inputMode: HTML = rows.inputMode.map { " inputmode=\"\($0)\"" } ?? ""
    let values: [LabeledValue] =
      switch rows {
      case .phone: form.phones
      case .email: form.emails
      case .url: form.urls
      case .chat: form.chats
      case .socialProfile: form.socialProfiles
      default: form.related
      }
    let shown = rows.shown(values)
    let noun = rows.noun.prefix(1).uppercased() + rows.noun.dropFirst()
    return fieldset(rows, count: shown.count) { index in
      let item = shown[index]
      let name = rows.rawValue
      return """
        \(markup.message(for: "\(name)\(index)"))<div class="labeled">
        <label for="\(name)Label\(index)">\(noun) \(index + 1) \(rows.labelCaption)</label>
        <input id="\(name)Label\(index)" name="\(name)Label" type="text" list="\(rows.suggestions)" \
        value="\(item.label)"\(markup.autofocus("\(name)Label\(index)"))>
        <label for="\(name)\(index)">\(noun) \(index + 1)</label>
        <input id="\(name)\(index)" name="\(name)" type="text" value="\(item.value)"\
        \(markup.invalid("\(name)\(index)"))\(inputMode)>
        </div>

        """
    }
  }

  /// The postal addresses: each a fieldset of its parts.
  func addresses() -> HTML {
    fieldset(.address, count: form.addresses.count) { index in
      let address = form.addresses[index]
      let parts = AddressPart.allCases.map { part -> HTML in
        let id = "\(part.name)\(index)"
        return part == .street
          ? markup.textarea(
            id, name: part.name, label: part.caption, value: address[keyPath: part.path], rows: 2)
          : markup.input(
            id, name: part.name, label: part.caption, value: address[keyPath: part.path])
      }
      return """
        <fieldset class="address"><legend>Address \(index + 1)</legend>
        \(parts)</fieldset>

        """
    }
  }

  /// The groups: a name per row.
  func groups() -> HTML {
    fieldset(.group, count: form.groups.count) { index in
      markup.input(
        "group\(index)", name: "group", label: "Group \(index + 1)",
        value: form.groups[index])
    }
  }

  // MARK: - Private

  /// A fieldset of `count` rows made by `row`, each that holds something followed by its
  /// Remove button (a blank row is left out when saved), and the button that adds one.
  private func fieldset(_ rows: FormRows, count: Int, row: (Int) -> HTML) -> HTML {
    let real = rows.count(in: form)
    let items = (0..<count).map { index -> HTML in
      let remove: HTML =
        index < real && !rows.isBlank(index, in: form)
        ? markup.rowButton(
          nil, name: "remove", value: "\(rows.rawValue)-\(index)",
          "Remove<span class=\"visually-hidden\"> \(rows.noun) \(index + 1)</span>")
        : ""
      return "<div class=\"form-row\">\n\(row(index))\(remove)</div>\n"
    }
    let article = rows == .address ? "an" : "a"
    let add: HTML = "Add \(count == 0 ? article : "another") \(rows.noun)"
    return """
      <fieldset id="\(rows.rawValue)-list"><legend>\(rows.legend)</legend>
      \(items)\(markup.rowButton("add-\(rows.rawValue)", name: "add", value: rows.rawValue, add))\
      </fieldset>

      """
  }
}
