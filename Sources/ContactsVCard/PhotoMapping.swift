import ContactsDomain
import Foundation

/// A card's `PHOTO` as the app keeps it: the image apart from the card's other properties (in
/// the store's photo table), and in its place among them a mark that remembers how it was
/// written, so an export writes the same line again while the photo is unchanged.
///
/// Read: the first `PHOTO` whose value is inline base64 (2.1 and 3.0 `ENCODING=b`/`BASE64`,
/// 4.0 `data:…;base64,`, all read as a `data:` URI) of an image `ContactPhoto` accepts becomes
/// the photo. Anything else (a link, `PHOTO;VALUE=uri:http…`, which is never fetched; an SVG;
/// a certificate; a photo over 1 MB) stays a kept property, as it came.
enum PhotoMapping {
  /// What follows the `data:…;base64,` head in a mark, before the photo's digest.
  private static let markSign = "#contacts-photo="

  /// `kept` with its first inline image taken out as the photo, a mark in its place.
  static func taken(from kept: [VCardProperty]) -> (kept: [VCardProperty], photo: ContactPhoto?) {
    for (index, property) in kept.enumerated() where property.name == "PHOTO" {
      guard let (head, payload) = split(property.value),
        let bytes = Data(base64Encoded: String(payload)),
        let photo = try? ContactPhoto(bytes)
      else { continue }
      var result = kept
      result[index].value = head + markSign + photo.digest
      return (result, photo)
    }
    return (kept, nil)
  }

  /// `kept` with the photo written back: in its mark's place, as the card wrote it while it is
  /// the same photo, else as this app writes a photo; after the rest when there is no mark; a
  /// mark whose photo was removed writes nothing.
  static func restored(_ kept: [VCardProperty], photo: ContactPhoto?) -> [VCardProperty] {
    var placed = photo == nil
    var result: [VCardProperty] = []
    result.reserveCapacity(kept.count + 1)
    for property in kept {
      guard property.name == "PHOTO", let (head, digest) = mark(property.value) else {
        result.append(property)
        continue
      }
      guard let photo, !placed else { continue }
      placed = true
      if photo.digest == digest {
        var original = property
        original.value = head + photo.data.base64EncodedString()
        result.append(original)
      } else {
        result.append(written(photo))
      }
    }
    if !placed, let photo { result.append(written(photo)) }
    return result
  }

  /// The property this app writes for `photo`: a `data:` URI, which 3.0 writes as
  /// `ENCODING=b;TYPE=…`.
  private static func written(_ photo: ContactPhoto) -> VCardProperty {
    VCardProperty(
      name: "PHOTO",
      value: "data:\(photo.type.mediaType);base64,\(photo.data.base64EncodedString())")
  }

  /// The `data:…;base64,` head and the payload of an inline base64 value.
  private static func split(_ value: String) -> (head: String, payload: Substring)? {
    guard value.hasPrefix("data:"), let marker = value.range(of: ";base64,") else { return nil }
    return (String(value[..<marker.upperBound]), value[marker.upperBound...])
  }

  /// The head and digest of a mark, or nil when `value` is not one.
  private static func mark(_ value: String) -> (head: String, digest: Substring)? {
    guard let (head, rest) = split(value), rest.hasPrefix(markSign) else { return nil }
    return (head, rest.dropFirst(markSign.count))
  }
}
