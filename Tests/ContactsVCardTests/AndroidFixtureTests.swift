import ContactsDomain
import ContactsVCard
import Testing

@Suite("Android export (vCard 2.1, quoted-printable UTF-8)")
struct AndroidFixtureTests {
  let taro: VCard
  let charlotte: VCard

  init() throws {
    let cards = try Fixture.cards("android")
    try #require(cards.count == 2)
    taro = cards[0]
    charlotte = cards[1]
  }

  @Test func quotedPrintableUTF8NamesAreDecoded() {
    #expect(taro.form.firstName == "太郎")
    #expect(taro.form.lastName == "山田")
    #expect(taro.form.organization == "株式会社")
    #expect(taro.fieldDetails.isEmpty)
  }

  @Test func aSoftLineBreakBetweenTheBytesOfOneCharacterJoinsThem() {
    #expect(taro.form.note == "一行目\n二行目、とても長いメモです。三行目はありません。")
  }

  @Test func anXTypeBecomesALowercaseLabel() {
    #expect(
      taro.form.phones == [
        labeled("mobile", "090-1234-5678"), labeled("home", "03-1234-5678"),
        labeled("x-lab", "+81 3 0000 0000"),
      ])
    #expect(taro.form.emails == [labeled("home", "taro@example.jp")])
  }

  @Test func unmodelledPropertiesAreKept() {
    #expect(
      taro.keptProperties == [
        VCardProperty(
          name: "X-ANDROID-CUSTOM", value: "vnd.android.cursor.item/nickname;Taro;1;;;;;;;;;;;;;"),
        VCardProperty(name: "BDAY", value: "1990-01-15"),
      ])
  }

  @Test func commasOfVersion21TextAreEscapedAsVersion4WritesThem() {
    #expect(
      charlotte.kept("ADR")
        == VCardProperty(
          name: "ADR", parameters: [VCardParameter("TYPE", "home")],
          value: ";;Parsonage\\, Church Street;Haworth;;BD22 8DR;England"))
    #expect(
      charlotte.form.note == "Jane Eyre, Shirley, Villette — écrits à Haworth; “Currer Bell”.")
    #expect(charlotte.form.lastName == "Brontë")
  }
}
