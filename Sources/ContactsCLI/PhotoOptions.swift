import ArgumentParser
import ContactsDomain
import Foundation

/// `--photo FILE` and `--remove-photo`, which `add` and `edit` take.
struct PhotoOptions: ParsableArguments {
  @Option(
    name: .customLong("photo"),
    help: ArgumentHelp(
      "Set the contact's photo: a JPEG, PNG, GIF or WebP file of at most 1 MB (the type is told "
        + "by the file's bytes, not its name).", valueName: "file"))
  var file: String?

  @Flag(name: .customLong("remove-photo"), help: "Remove the contact's photo.")
  var remove = false

  func validate() throws {
    if file != nil && remove {
      throw ValidationError("--photo and --remove-photo cannot be used together")
    }
  }

  /// What the options ask for, the file read and its photo checked before anything is saved:
  /// `.keep` when neither was given.
  func picked() throws -> PhotoChange {
    if remove { return .remove }
    guard let file else { return .keep }
    try LocalFile.refuseDevice(file)
    guard let handle = FileHandle(forReadingAtPath: file) else {
      throw CommandFailure(
        "Cannot read \(file): there is no such file, or it cannot be read",
        status: .io)
    }
    defer { try? handle.close() }
    // One byte past the limit is enough to refuse a larger file without reading all of it.
    let data = try handle.read(upToCount: ContactPhoto.maximumBytes + 1) ?? Data()
    do {
      return .set(try ContactPhoto(data))
    } catch {
      throw CommandFailure("\(file): \(error.message)", status: .data)
    }
  }
}
