/// How a command opens the store: read-only for one that only reads, so it works on a read-only
/// file or folder and on a full disk; read-write otherwise.
public enum StoreAccess: Sendable {
  case readOnly
  case readWrite
}
