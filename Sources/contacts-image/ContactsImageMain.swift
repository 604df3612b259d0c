import ContactsDomain
import ContactsImaging
import Foundation

/// `contacts-image SIDE`: the image on standard input as the JPEG a contact keeps, scaled to at
/// most SIDE pixels, on standard output. `contacts` runs it for `--photo` (as it runs
/// `contacts-network` for serve and sync), so that only a command given a photo loads libvips
/// and the hundred libraries it links. Exits 65 with the sentence on standard error when the
/// image is not a whole one, 70 when the library failed.
@main
enum ContactsImageMain {
  static func main() {
    guard CommandLine.arguments.count == 2, let side = Int(CommandLine.arguments[1]), side > 0
    else { fail("usage: contacts-image SIDE < image > photo.jpg", status: 64) }
    do {
      let image = FileHandle.standardInput.readDataToEndOfFile()
      let jpeg = try VipsImageScaler().jpeg(from: image, longestSide: side)
      FileHandle.standardOutput.write(jpeg)
    } catch let error as ContactValidationError {
      fail(error.message, status: 65)
    } catch {
      fail("\(error)", status: 70)
    }
  }

  private static func fail(_ message: String, status: Int32) -> Never {
    FileHandle.standardError.write(Data((message + "\n").utf8))
    exit(status)
  }
}
