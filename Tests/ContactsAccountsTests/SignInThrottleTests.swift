import ContactsAccounts
import ContactsTestSupport
import Testing

@Suite("Failed sign-ins are slowed down per name and per address")
struct SignInThrottleTests {
  @Test func fiveFailuresAreFreeThenTheWaitDoublesUpToAQuarterOfAnHour() {
    #expect((0...4).map(SignInThrottle.waitAfter(failures:)) == [0, 0, 0, 0, 0])
    #expect((5...10).map(SignInThrottle.waitAfter(failures:)) == [60, 120, 240, 480, 900, 900])
    #expect(SignInThrottle.waitAfter(failures: 1_000) == 900)
  }

  @Test func theSixthTryOfANameWaitsAMinuteFromTheLastFailure() {
    let clock = ManualClock()
    let throttle = SignInThrottle(clock: clock.now)
    for index in 1...4 { throttle.failed(name: "ada", address: "10.0.0.\(index)") }
    #expect(throttle.wait(name: "ada", address: "192.0.2.1") == nil)
    throttle.failed(name: "ada", address: "192.0.2.1")
    #expect(throttle.wait(name: "ada", address: "192.0.2.99") == 60)
    clock.advance(seconds: 59.5)
    #expect(throttle.wait(name: "ada", address: "192.0.2.99") == 1)
    clock.advance(seconds: 0.5)
    #expect(throttle.wait(name: "ada", address: "192.0.2.99") == nil)
    throttle.failed(name: "ada", address: "192.0.2.99")
    #expect(throttle.wait(name: "ada", address: "192.0.2.99") == 120)
  }

  @Test func anAddressThatFailsWithManyNamesWaitsForEveryName() {
    let throttle = SignInThrottle(clock: ManualClock().now)
    for name in ["a", "b", "c", "d", "e"] { throttle.failed(name: name, address: "192.0.2.7") }
    #expect(throttle.wait(name: "zed", address: "192.0.2.7") == 60)
    #expect(throttle.wait(name: "zed", address: "192.0.2.8") == nil)
  }

  @Test func aSuccessClearsItsNameButNotItsAddress() {
    let throttle = SignInThrottle(clock: ManualClock().now)
    for _ in 1...5 { throttle.failed(name: "ada", address: "192.0.2.7") }
    throttle.succeeded(name: "ada")
    #expect(throttle.wait(name: "ada", address: "192.0.2.8") == nil)
    #expect(throttle.wait(name: "ada", address: "192.0.2.7") == 60)
  }

  @Test func failuresAreForgottenAnHourAfterTheLast() {
    let clock = ManualClock()
    let throttle = SignInThrottle(clock: clock.now)
    for _ in 1...9 { throttle.failed(name: "ada", address: "192.0.2.7") }
    #expect(throttle.wait(name: "ada", address: "192.0.2.7") == 900)
    clock.advance(seconds: 3_601)
    #expect(throttle.wait(name: "ada", address: "192.0.2.7") == nil)
    throttle.failed(name: "ada", address: "192.0.2.7")
    #expect(throttle.wait(name: "ada", address: "192.0.2.7") == nil)
  }

  @Test func aFloodOfNamesKeepsAtMostTheLimitAndTheNewestFailures() {
    let clock = ManualClock()
    let throttle = SignInThrottle(clock: clock.now, maximumKeys: 100)
    for _ in 1...5 { throttle.failed(name: "ada", address: "192.0.2.1") }
    for index in 0..<500 {
      clock.advance(seconds: 0.01)
      throttle.failed(name: "name\(index)", address: "192.0.2.1")
    }
    // The address is the newest key, so it is kept; ada's name, the oldest, was let go.
    #expect(throttle.wait(name: "someone", address: "192.0.2.1") != nil)
    #expect(throttle.wait(name: "ada", address: "192.0.2.2") == nil)
  }
}
