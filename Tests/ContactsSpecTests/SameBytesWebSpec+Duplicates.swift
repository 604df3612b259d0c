import ContactsDomain
import ContactsTestSupport
import Foundation
import Testing

extension SameBytesWebSpec {
  /// The duplicates page in each lane, the review of a pair, a merge taking the other's
  /// organization, the details with its Undo, the undo, and merges refused.
  func duplicatesAndMerge(_ web: TwoBuildsWeb) async throws {
    let token = TwoBuildsWeb.token
    try await web.change { store in
      for (email, organization) in [("grace@navy.mil", "Navy"), ("GRACE@navy.mil", "Harvard")] {
        _ = try await store.contacts.create(
          ContactDraft(
            ContactForm(
              firstName: "Grace", lastName: "<i>Hopper</i>",
              emails: [LabeledValue(label: "work", value: email)], organization: organization)))
      }
    }
    let page = try await web.get("duplicates")
    #expect(page.body.contains("<strong>Likely</strong>: same email grace@navy.mil"))
    for lane in ["identical", "likely", "possible", "%3Cb%3E"] {
      try await web.get("duplicates?lane=\(lane)")
    }
    let review = try #require(page.body.firstMatch(of: /duplicates\/merge\?ids=(\d+)%2C(\d+)/))
    let (kept, other) = (String(review.output.1), String(review.output.2))
    let form = try await web.get("duplicates/merge?ids=\(kept)%2C\(other)")
    #expect(form.body.contains("<legend>Organization</legend>"))
    for ids in ["\(other)%2C\(kept)", "\(kept)%2C99999", "\(kept)%2C\(kept)", "x", ""] {
      try await web.get("duplicates/merge?ids=\(ids)")
    }
    let merged = try await web.post(
      "duplicates/merge", "csrf=\(token)&ids=\(kept)%2C\(other)&keep-organization=\(other)")
    let details = try await web.get(try #require(merged.location).replacing("/BUILD/", with: ""))
    #expect(details.body.contains("Merged 2 contacts into Grace &lt;i&gt;Hopper&lt;/i&gt;."))
    let change = String(
      try #require(details.body.firstMatch(of: /name="change" value="(\d+)"/)).output.1)
    try await web.post("duplicates/merge", "csrf=\(token)&ids=\(kept)%2C\(other)")
    try await web.post("undo", "csrf=\(token)&change=\(change)")
    try await web.get("duplicates")
    try await web.post("duplicates/merge", "csrf=\(token)&ids=\(kept)%2C\(other)&action=cancel")
    try await web.post("duplicates/merge", "csrf=\(token)&ids=\(kept)%2C\(other)&keep-x=1")
  }
}
