/// An error saying a file was read but does not hold what it should, such as a malformed vCard:
/// the data's fault, which reading it again will not mend, not the disk's or the system's.
public protocol MalformedContentError: UserFacingError {}
