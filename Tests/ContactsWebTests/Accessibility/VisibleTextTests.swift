import ContactsTestSupport
import Testing

/// No page shows markup as text: every page the page tests know, of both builds, read as a
/// person reads it (`VisibleText`), holds no `<`, `>` or character reference.
@Suite("No page shows raw markup", SharedPages.Scope(checking: false), .tags(.slow))
struct VisibleTextTests {
  @Test(arguments: PageCase.all)
  func thePageShowsNoMarkupAsText(_ page: PageCase) async throws {
    let shared = try #require(SharedPages.current)
    let (expected, status, body) = try await shared.withPage(page) { checked in
      let (status, body) = try await shared.fetch(checked)
      return (checked.status, status, body)
    }
    #expect(status == expected, "\(page.name): \(status)")
    let leftovers = VisibleText(page: body).leftovers
    #expect(leftovers.isEmpty, "\(page.name) shows markup: \(leftovers)")
  }

  @Test func markupEscapedOnceTooOftenIsFound() {
    let page = VisibleText(page: "<body><p>&lt;p class=&quot;notice&quot;&gt;Gone&lt;/p&gt;</p>")
    #expect(page.text.contains(#"<p class="notice">Gone</p>"#))
    #expect(!page.leftovers.isEmpty)
    #expect(VisibleText(page: "<body><p>Ada &amp;amp; Bea</p>").leftovers == ["  Ada &amp; Bea "])
  }

  @Test func escapedTextAndTagsAreNotLeftovers() {
    let page = """
      <head><style>a > b {}</style></head><body><h1 title="&lt;">Ada &amp; Bea</h1>\
      <script>if (a < b) {}</script><!-- <x> --><p>→ 5&#160;km</p></body>
      """
    #expect(VisibleText(page: page).leftovers.isEmpty)
    #expect(VisibleText(page: page).text.contains("Ada & Bea"))
  }
}
