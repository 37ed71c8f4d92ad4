import Foundation
import Operations
import TestSupport
import Testing

/// The platforms' half of `/readyz`, on a manual clock.
struct ReadinessTests {
    let clock = ManualClock(Date(timeIntervalSince1970: 1_800_000_000))

    @Test func aPlatformIsNotReadyBeforeItsFirstSuccessfulFetch() {
        let readiness = Readiness(platforms: ["telegram"], clock: clock)
        #expect(readiness.problems() == ["telegram: no successful fetch yet"])
        readiness.fetched(from: "telegram")
        #expect(readiness.problems().isEmpty)
    }

    @Test func aFetchOlderThanTheWindowMakesItNotReadyUntilTheNextOne() {
        let readiness = Readiness(platforms: ["telegram"], clock: clock)
        readiness.fetched(from: "telegram")
        clock.advance(by: 90)
        #expect(readiness.problems().isEmpty, "exactly the window is still recent")
        clock.advance(by: 1)
        #expect(readiness.problems() == ["telegram: no successful fetch for 91 s"])
        readiness.fetched(from: "telegram")
        #expect(readiness.problems().isEmpty)
    }

    @Test func everyConfiguredPlatformMustBeHeardFrom() {
        let readiness = Readiness(platforms: ["telegram", "matrix"], window: .seconds(30), clock: clock)
        readiness.fetched(from: "matrix")
        #expect(readiness.problems() == ["telegram: no successful fetch yet"])
        clock.advance(by: 20)
        readiness.fetched(from: "telegram")
        clock.advance(by: 15)
        #expect(readiness.problems() == ["matrix: no successful fetch for 35 s"])
    }

    @Test func aSourceThatIsNotConfiguredChangesNothing() {
        let readiness = Readiness(platforms: ["telegram"], clock: clock)
        readiness.fetched(from: "console")
        #expect(readiness.problems() == ["telegram: no successful fetch yet"])
    }

    /// Standing by, an instance neither polls nor syncs, but takes webhook posts: it is ready
    /// with its webhook checked; leading, it needs every platform.
    @Test func anInstanceStandingByAnswersOnlyForThePlatformsEveryInstanceServes() {
        let readiness = Readiness(
            platforms: ["telegram", "matrix"], clock: clock, everyInstance: ["telegram"])
        #expect(readiness.isLeader == nil)
        readiness.leading(false)
        #expect(readiness.isLeader == false)
        #expect(readiness.problems() == ["telegram: no successful fetch yet"])
        readiness.fetched(from: "telegram")
        #expect(readiness.problems().isEmpty)
        readiness.leading(true)
        #expect(readiness.problems() == ["matrix: no successful fetch yet"])
    }
}
