import NIOCore
import PostgresNIO

/// Rows for `COPY … FROM STDIN` in its text format: a line a row, its fields parted by tabs,
/// a backslash, tab, newline or carriage return in a field escaped, `\N` for NULL.
struct PostgresCopyRows: Sendable {
  private(set) var buffer = ByteBuffer()
  private var rowBegun = false

  /// Adds `text` as the row's next field; NULL when nil.
  mutating func add(_ text: String?) {
    separate()
    guard let text else {
      buffer.writeStaticString("\\N")
      return
    }
    Self.escape(text, into: &buffer)
  }

  /// Adds `value` as the row's next field; NULL when nil.
  mutating func add(_ value: Int64?) {
    add(value.map { String($0) })
  }

  /// Adds `value` as the row's next field.
  mutating func add(_ value: Bool) {
    add(value ? "t" : "f")
  }

  /// Adds `texts` as the row's next field: a `text[]` literal, each element quoted.
  mutating func add(_ texts: [String]) {
    var literal = "{"
    for (index, text) in texts.enumerated() {
      if index > 0 { literal += "," }
      literal += "\""
      for character in text.unicodeScalars {
        if character == "\"" || character == "\\" { literal += "\\" }
        literal.unicodeScalars.append(character)
      }
      literal += "\""
    }
    add(literal + "}")
  }

  /// Ends the row begun.
  mutating func endRow() {
    buffer.writeInteger(UInt8(ascii: "\n"))
    rowBegun = false
  }

  private mutating func separate() {
    if rowBegun { buffer.writeInteger(UInt8(ascii: "\t")) }
    rowBegun = true
  }

  /// Writes `text` with COPY's escapes: the bytes between two that need one are written at once
  /// (a card's JSON has a backslash in nearly every value).
  private static func escape(_ text: String, into buffer: inout ByteBuffer) {
    var text = text
    text.withUTF8 { utf8 in
      var start = 0
      for index in utf8.indices {
        let escaped: StaticString
        switch utf8[index] {
        case 0x5C: escaped = "\\\\"
        case 0x09: escaped = "\\t"
        case 0x0A: escaped = "\\n"
        case 0x0D: escaped = "\\r"
        default: continue
        }
        buffer.writeBytes(UnsafeBufferPointer(rebasing: utf8[start..<index]))
        buffer.writeStaticString(escaped)
        start = index + 1
      }
      buffer.writeBytes(UnsafeBufferPointer(rebasing: utf8[start...]))
    }
  }
}

/// Statements sent and not yet waited for: the session's next statement waits for them first
/// (`wait`), so that Swift work between them runs while PostgreSQL writes.
struct PostgresPendingWrite {
  fileprivate let future: EventLoopFuture<Void>

  /// Waits until PostgreSQL has written it; throws what it failed with.
  func wait() throws {
    try future.wait()
  }
}

extension PostgresSession {
  /// Sends `copies` in turn, each `rows` copied into `table`'s `columns` (`COPY … FROM STDIN`),
  /// and returns without waiting for them: nothing else may be sent on this session until the
  /// returned write is waited for.
  func startCopies(_ copies: [(table: String, columns: [String], rows: PostgresCopyRows)])
    -> PostgresPendingWrite
  {
    do {
      // Failed, never left waiting, when the connection closes (`PostgresLink`).
      return PostgresPendingWrite(
        future: try link.send { [logger] connection in
          connection.eventLoop.makeFutureWithTask {
            for copy in copies {
              try await connection.copyFrom(
                table: copy.table, columns: copy.columns, logger: logger
              ) { writer in try await writer.write(copy.rows.buffer) }
            }
          }
        })
    } catch {
      return PostgresPendingWrite(
        future: connection.eventLoop.makeFailedFuture(error))
    }
  }
}
