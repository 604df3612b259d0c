import ContactsDomain
import ContactsImaging
import Foundation

/// `contacts-image SIDE PIXELS`: the image on standard input as the JPEG a contact keeps, scaled
/// to at most SIDE pixels on its long side, on standard output. `contacts` runs it for
/// `--photo` (as it runs `contacts-network` for serve and sync), so that only a command given a
/// photo loads libvips and the hundred libraries it links. Exits 65 with the sentence on
/// standard error when the image is not a whole one; 66 with its width and height on standard
/// output when it has more than PIXELS; 70 when the library failed.
@main
enum ContactsImageMain {
  static func main() {
    let numbers = CommandLine.arguments.dropFirst().compactMap { Int($0) }.filter { $0 > 0 }
    guard CommandLine.arguments.count == 3, numbers.count == 2 else {
      fail("usage: contacts-image SIDE PIXELS < image > photo.jpg", status: 64)
    }
    do {
      let image = FileHandle.standardInput.readDataToEndOfFile()
      let jpeg = try VipsImageScaler().jpeg(
        from: image, longestSide: numbers[0], maximumPixels: numbers[1])
      FileHandle.standardOutput.write(jpeg)
    } catch ContactValidationError.tooManyPixels(let width, let height, _) {
      FileHandle.standardOutput.write(Data("\(width) \(height)\n".utf8))
      exit(66)
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
