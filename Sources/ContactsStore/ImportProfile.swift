import Foundation

/// Where an import's writer spends its time, phase by phase, for `contacts-bench`: off unless
/// `start()` is called, so an import pays nothing for it (one check as it begins).
///
/// The writer's phases are wall-clock seconds on the writer's thread, so they add up to the
/// import's time: what the writer waits for the reader (which parses, validates and makes each
/// row on its own thread) is `reader`, and the reader's own CPU time is given beside them.
public struct ImportProfile: Sendable, Equatable {
  /// A part of the writer's work.
  public enum Phase: String, CaseIterable, Sendable {
    /// Waiting for the reader's next batch: parsing, validating, making rows.
    case reader = "waiting for the reader (parse)"
    /// Binding each contact's columns, and making its search text.
    case bind = "binding a contact's columns"
    /// Inserting the contact's row (and its table's indexes).
    case insert = "inserting the contact's row"
    /// Phones and emails, photos, groups and the cards' origins.
    case values = "phones, emails, photos, groups, origins"
    /// Filling the id-keyed trigram index, in chunks and merged at the end.
    case searchIndex = "search index (trigrams by id)"
    /// The list index (sort key, id and search text), built sorted at the end of an import
    /// into a small book.
    case listIndex = "list index (sort key, id, search text)"
    /// The list's numbering and its trigram index in list order (`contactListSearch`).
    case listSearch = "numbering, list-ordered trigrams"
    /// The triggers put back and the list's counts.
    case triggers = "triggers put back, counts"
    /// The commit: the WAL written.
    case commit = "commit"
  }

  /// Seconds the writer spent in each phase.
  public private(set) var seconds: [Phase: Double] = [:]
  /// CPU seconds of the reader's thread.
  public internal(set) var readerCPUSeconds = 0.0

  /// Starts recording: the next import records its phases, kept until `take()`.
  public static func start() {
    recorder.lock.withLock { recorder.profile = ImportProfile() }
  }

  /// The phases recorded since `start()`, and stops recording.
  public static func take() -> ImportProfile? {
    recorder.lock.withLock {
      defer { recorder.profile = nil }
      return recorder.profile
    }
  }

  /// True while recording.
  static var isOn: Bool { recorder.lock.withLock { recorder.profile != nil } }

  /// Adds `profile`'s seconds to the one being recorded.
  static func add(_ profile: ImportProfile) {
    recorder.lock.withLock {
      guard var recorded = recorder.profile else { return }
      recorded.seconds.merge(profile.seconds, uniquingKeysWith: +)
      recorded.readerCPUSeconds += profile.readerCPUSeconds
      recorder.profile = recorded
    }
  }

  /// Adds `seconds` to `phase`.
  mutating func add(_ seconds: Double, to phase: Phase) {
    self.seconds[phase, default: 0] += seconds
  }

  /// The CPU seconds the calling thread has used.
  static func threadCPUSeconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
  }

  private final class Recorder: @unchecked Sendable {
    let lock = NSLock()
    var profile: ImportProfile?
  }

  private static let recorder = Recorder()
}

/// Times the writer's phases one after the other: each `lap` gives the time since the last one
/// to a phase.
struct PhaseTimer {
  private(set) var profile = ImportProfile()
  private var last = ContinuousClock.now

  /// Gives the time since the last lap (or the start) to `phase`.
  mutating func lap(_ phase: ImportProfile.Phase) {
    let now = ContinuousClock.now
    let elapsed = (now - last).components
    profile.add(Double(elapsed.seconds) + Double(elapsed.attoseconds) / 1e18, to: phase)
    last = now
  }
}
