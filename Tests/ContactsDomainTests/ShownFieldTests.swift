import ContactsDomain
import ContactsPresentation
import Testing

@Suite("Phones and emails as the details screen shows them")
struct ShownFieldTests {
  @Test(
    arguments: [
      ("home fax", "Fax (home)", nil), ("fax", "Fax", nil), ("other fax", "Fax (other)", nil),
      ("pager", "Pager", "tel:+15550100"), ("work mobile", "Mobile (work)", "tel:+15550100"),
      ("mobile", "Mobile", "tel:+15550100"), ("assistant", "Assistant", "tel:+15550100"),
      ("iphone", "iPhone", "tel:+15550100"), ("text", "Text", "sms:+15550100"),
      ("Video", "Video", "tel:+15550100"), ("textphone", "Textphone", "tel:+15550100"),
      ("Cottage", "Phone (Cottage)", "tel:+15550100"), ("", "Phone", "tel:+15550100"),
      ("text me after six", "Phone (text me after six)", "tel:+15550100"),
      ("main", "Phone (main)", "tel:+15550100"),
    ] as [(String, String, String?)])
  func aPhoneIsCaptionedByTheKindItsLabelNames(label: String, caption: String, link: String?) {
    let shown = ShownField.phone(LabeledValue(label: label, value: "+1 555-0100"))
    #expect(shown.caption == caption && shown.link == link && shown.value == "+1 555-0100")
  }

  @Test func anEmailIsCaptionedByItsLabelAndLeadsToMailto() {
    let shown = ShownField.email(LabeledValue(label: "work", value: "ada@example.com"))
    #expect(shown.caption == "Email (work)" && shown.link == "mailto:ada@example.com")
    #expect(ShownField.email(LabeledValue(label: "", value: "a@b.c")).caption == "Email")
  }
}
