import Foundation

/// Reads vCard 2.1, 3.0 and 4.0 files as real exporters write them.
public enum VCardReader {
  /// Every card of `data`, in file order.
  ///
  /// - Parameter fileName: the name used in errors, such as `contacts.vcf`.
  /// - Throws: `VCardError` naming the file and line of the first thing that is not vCard syntax:
  ///   `BEGIN:VCARD inside a card`, `END:VCARD missing`, `a line with no colon`, …
  public static func read(_ data: Data, fileName: String) throws(VCardError) -> [VCardReadResult] {
    var stream = VCardStream(data, fileName: fileName)
    var results: [VCardReadResult] = []
    while let result = try stream.next() { results.append(result) }
    return results
  }
}
