import Foundation

/// Reads vCard 2.1, 3.0 and 4.0 files as real exporters write them.
public enum VCardReader {
  /// Every card of `data`, in file order.
  ///
  /// - Parameters:
  ///   - fileName: the name used in errors, such as `contacts.vcf`.
  ///   - strict: refuse the file at its first line that cannot be read, rather than skip and
  ///     report it (`VCardReadResult.lineSkipped`).
  /// - Throws: when `strict`, `VCardError` naming the file and line of the first thing that is
  ///   not vCard syntax:
  ///   `BEGIN:VCARD inside a card`, `END:VCARD missing`, `a line with no colon`, …
  public static func read(_ data: Data, fileName: String, strict: Bool = false) throws(VCardError)
    -> [VCardReadResult]
  {
    var stream = VCardStream(data, fileName: fileName, strict: strict)
    var results: [VCardReadResult] = []
    while let result = try stream.next() { results.append(result) }
    return results
  }
}
