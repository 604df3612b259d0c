/// Why a line could not be read, before the file's name is known.
struct LineFailure: Error {
  var line: Int
  var reason: String
}
