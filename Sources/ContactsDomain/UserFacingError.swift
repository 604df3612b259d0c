/// An error that carries a sentence a person can read.
public protocol UserFacingError: Error, Sendable {
  var message: String { get }
}
