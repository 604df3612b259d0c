import ContactsDomain
import GRDB

extension ContactDatabase {
  /// Gives the contacts stored before details were read (see `DetailsToRead`), or before some
  /// of their kept properties were read as details, the details, and the organization without
  /// its department, of the contact `read` makes of each (the file format's reading of what its
  /// import kept, nil to leave it as it is), which the composition
  /// root passes when it opens the store for writing. A batch per transaction, so it resumes
  /// where it stopped; cheap once done (one look-up). Returns how many contacts got details.
  public func readKeptDetails(_ read: (ContactExport) throws -> Contact?)
    throws(ContactStoreError) -> Int
  {
    if newerVersion != nil { return 0 }
    do {
      guard try writer.read(DetailsToRead.isPending) else { return 0 }
      var total = 0
      while let count = try writer.write({ db in try DetailsToRead.readBatch(read, in: db) }) {
        total += count
      }
      return total
    } catch {
      throw ContactStoreError(error, path: path)
    }
  }
}
