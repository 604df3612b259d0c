import ArgumentParser
import ContactsDomain
import Foundation

/// `--photo FILE` and `--remove-photo`, which `add` and `edit` take.
struct PhotoOptions: ParsableArguments {
  @Option(
    name: .customLong("photo"),
    help: ArgumentHelp(
      "Set the contact's photo: a JPEG, PNG, GIF or WebP file of at most 20 MB (the type is "
        + "told by the file's bytes, not its name), kept as a JPEG of at most 1,024 pixels, "
        + "upright.", valueName: "file"))
  var file: String?

  @Flag(name: .customLong("remove-photo"), help: "Remove the contact's photo.")
  var remove = false

  func validate() throws {
    if file != nil && remove {
      throw ValidationError("--photo and --remove-photo cannot be used together")
    }
  }

  /// What the options ask for, the file read, checked and scaled by `intake` before anything is
  /// saved: `.keep` when neither was given.
  func picked(intake: PhotoIntake = PhotoIntake(scaler: ImageHelper())) throws -> PhotoChange {
    if remove { return .remove }
    guard let file else { return .keep }
    try LocalFile.refuseDevice(file)
    guard let handle = FileHandle(forReadingAtPath: file) else {
      throw CommandFailure(
        "Cannot read \(file): there is no such file, or it cannot be read",
        status: .io)
    }
    defer { try? handle.close() }
    do {
      // The file's own size, before reading it: a larger file is refused without being read,
      // and named by its size, not by the bytes a bounded read would have stopped at.
      try PhotoIntake.refuseLarger(byteCount: Int(try handle.seekToEnd()))
      try handle.seek(toOffset: 0)
      let data = try handle.read(upToCount: PhotoIntake.maximumInputBytes + 1) ?? Data()
      return .set(try intake.photo(from: data))
    } catch let error as ContactValidationError {
      throw CommandFailure("\(file): \(error.message)", status: .data)
    }
  }
}
