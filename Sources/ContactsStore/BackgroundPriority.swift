import Foundation

/// The lowest priority the system gives a thread, for work nobody waits on (the daily backup):
/// CPU niceness 19 and the idle I/O class, so any command running beside it goes first.
///
/// Both are set on the calling thread only (Linux keeps them per thread), so a thread lowered
/// here should be one made for the work and ended after it: a process cannot raise them back.
enum BackgroundPriority {
  /// Lowers the calling thread's CPU and I/O priority; says which took.
  @discardableResult
  static func lowerCurrentThread() -> (cpu: Bool, io: Bool) {
    #if os(Linux)
      // On Linux, a "process" of 0 is the calling thread alone.
      let cpu = setpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0, 19) == 0
      return (cpu, setIdleIOClass())
    #else
      return (false, false)
    #endif
  }

  #if os(Linux)
    /// `ioprio_set(IOPRIO_WHO_PROCESS, 0, IOPRIO_CLASS_IDLE)`: glibc has no wrapper and Swift
    /// does not call C's variadic `syscall`, so it is called through its address with the
    /// integer arguments the kernel reads (which the x86-64 and AArch64 calling conventions
    /// pass alike, variadic or not).
    private static func setIdleIOClass() -> Bool {
      typealias Syscall = @convention(c) (Int, Int32, Int32, Int32) -> Int
      guard let symbol = dlsym(dlopen(nil, RTLD_NOW), "syscall") else { return false }
      #if arch(x86_64)
        let ioprioSet = 251
      #elseif arch(arm64)
        let ioprioSet = 30
      #else
        return false
      #endif
      let whoThread: Int32 = 1
      let idleClass: Int32 = 3 << 13
      return unsafeBitCast(symbol, to: Syscall.self)(ioprioSet, whoThread, 0, idleClass) == 0
    }
  #endif
}
