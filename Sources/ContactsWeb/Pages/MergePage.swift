import ContactsBuilds
import ContactsDomain
import ContactsPresentation

/// The review of a merge: the contacts side by side as their pages show them, a choice of
/// radio buttons for each single value they hold differently (what `MergeScreen` says
/// differs, the value taken by default checked), what is kept from all of them, and Merge.
struct MergePage {
  let build: Architecture
  /// The contacts merged, the kept one first.
  let cards: [ContactCard]
  /// What the merge would do (a dry run).
  let merged: MergeScreen.Merged
  let csrfToken: String

  var html: HTML {
    let ids = cards.map(\.id)
    let swapped = Array(ids.dropFirst()) + ids.prefix(1)
    return Layout.page(
      title: "Review and merge", build: build, place: .duplicates,
      main: """
        <p><a href="\(build.duplicatesPath)">\(DuplicatesScreen.title)</a></p>
        <h1>Review and merge</h1>
        <p>The first contact is kept; the others go to \(RecentlyDeletedScreen.title). \
        <a href="\(build.mergePath(swapped))">Keep #\(swapped[0]) \
        \(summary: cards.first { $0.id == swapped[0] }?.fullName ?? "") instead</a></p>
        <div class="pair">\(cards.map(card))</div>
        <form class="add" method="post" action="\(build.duplicatesPath)/merge">
        <input type="hidden" name="\(CSRFToken.fieldName)" value="\(csrfToken)">
        <input type="hidden" name="ids" value="\(ids.map(String.init).joined(separator: ","))">
        \(choices)
        <h2>The merged contact</h2>
        <p>Every phone, email, address, web site, group and note is kept, the same ones once.</p>
        \(DetailList.html(ContactCard(merged.contact)))
        <div class="actions"><button type="submit">Merge</button> \
        <button type="submit" name="action" value="cancel" class="secondary">Cancel</button></div>
        </form>
        """)
  }

  // MARK: - Private

  /// A contact as its page shows it, its name linking there.
  private func card(_ card: ContactCard) -> HTML {
    """
    <section class="merge-card" aria-labelledby="card-\(card.id)">
    <h2 id="card-\(card.id)"><a href="\(build.detailsPath(card.id))">\(summary: card.fullName)</a> \
    <span class="hint">#\(card.id)</span></h2>
    \(DetailList.html(card))
    </section>

    """
  }

  /// A group of radio buttons per value that differs; a sentence when none does.
  private var choices: HTML {
    guard !merged.conflicts.isEmpty else {
      return "<p>No single value differs: nothing to choose.</p>\n"
    }
    let groups: [HTML] = merged.conflicts.map { conflict in
      let name = DuplicatesRoutes.choicePrefix + conflict.field.key
      let options: [HTML] = conflict.options.enumerated().map { index, option in
        let id = "\(name)-\(index)"
        let checked: HTML = option.contactID == conflict.chosen ? " checked" : ""
        return """
          <label class="check choice" for="\(id)"><input type="radio" id="\(id)" name="\(name)" \
          value="\(option.contactID)"\(checked)> <span>\(summary: option.shown) \
          <span class="hint">of #\(option.contactID)</span></span></label>

          """
      }
      return "<fieldset><legend>\(conflict.field.caption)</legend>\n\(options)</fieldset>\n"
    }
    return "<h2>Where they differ</h2>\n\(groups)"
  }
}
