import ArgumentParser

/// The options `list` and `search` take, named once: the ArgumentParser declarations
/// (`PagingOptions`, `BuildOptions`, `CommonOptions`) and the quick reading (`QuickCommandLine`)
/// both spell them from here.
enum ListingOption: String, CaseIterable {
  case limit, after, group, database, architecture, json, ids

  /// The option as typed: `--limit`.
  var spelling: String { "--\(rawValue)" }

  /// The name an ArgumentParser declaration gives it.
  var name: NameSpecification { .customLong(rawValue) }
}
