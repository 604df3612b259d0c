import Foundation

/// Writes a line to standard error, where notes for people go, away from the data on stdout.
func printToStandardError(_ line: String) {
  FileHandle.standardError.write(Data((line + "\n").utf8))
}
