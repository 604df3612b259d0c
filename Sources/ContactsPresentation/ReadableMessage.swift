import ContactsDomain

/// Turns any error into a sentence for a screen, prefixed by what was being done.
public func readableMessage(_ action: String, _ error: any Error) -> String {
  let reason = (error as? any UserFacingError)?.message ?? String(describing: error)
  return "\(action): \(reason)"
}
