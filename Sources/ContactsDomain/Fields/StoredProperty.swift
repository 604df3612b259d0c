/// A stored property of `Root`, read and written where the value holds it. Applying a key path
/// to a value (`root[keyPath: path]`) first copies the whole value, every string retained and
/// released; for a contact's thirty fields on every card of an import or row of a list, that
/// copy costs more than the work. Made from a key path, so the registry stays the one list.
package struct StoredProperty<Root, Value>: @unchecked Sendable {
  private let offset: Int

  /// The property `path` names; nil when it is not a stored property of `Root` itself.
  package init?(_ path: KeyPath<Root, Value>) {
    guard let offset = MemoryLayout<Root>.offset(of: path) else { return nil }
    self.offset = offset
  }

  /// The property's value in `root`.
  package func value(in root: borrowing Root) -> Value {
    withUnsafeBytes(of: root) { $0.load(fromByteOffset: offset, as: Value.self) }
  }

  /// Sets the property of `root` to `value`.
  package func set(_ value: Value, in root: inout Root) {
    withUnsafeMutableBytes(of: &root) { bytes in
      bytes.baseAddress!.advanced(by: offset).assumingMemoryBound(to: Value.self).pointee = value
    }
  }
}
