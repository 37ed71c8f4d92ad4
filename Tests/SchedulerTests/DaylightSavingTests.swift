import Foundation
import TestSupport
import Testing
import TrackerCore

/// Reminders through the scheduler, ticking every 15 minutes across DST changes: each fires
/// once per local day, at the local time or just after a skipped one.
@Suite struct DaylightSavingTests {
    /// Runs the scheduler every 15 minutes from `start` to `end`, checking in right after
    /// each nudge so the habit stays alive; returns the instants nudges were queued at.
    ///
    /// Yields between ticks, so that a long simulation does not hold a thread of the shared
    /// concurrency pool that other tests wait on.
    private func nudges(
        zone: String, remind: String, dayStart: Int = 0, from start: Date, to end: Date
    ) async throws -> [Date] {
        let bot = try SchedulerHarness(at: start)
        try bot.send("/timezone \(zone)")
        try bot.send("/daystart \(dayStart)")
        try bot.send("/remind \(remind)")
        try bot.send("/warn off")
        try bot.send("/habit add Read")
        var fired: [Date] = []
        var now = start
        while now < end {
            await Task.yield()
            now += 15 * 60
            if try bot.reminders(at: now).contains(where: { $0.text.hasPrefix("☀️") }) {
                fired.append(now)
                try bot.send("/check")
            }
        }
        return fired
    }

    @Test func newYorkSpringForwardFiresAtTheNextValidTime() async throws {
        let fired = try await nudges(
            zone: "America/New_York", remind: "02:30", from: .iso("2026-03-06T17:00:00Z"),
            to: .iso("2026-03-10T17:00:00Z"))
        #expect(
            fired == [
                .iso("2026-03-07T07:30:00Z"), .iso("2026-03-08T07:00:00Z"), .iso("2026-03-09T06:30:00Z"),
                .iso("2026-03-10T06:30:00Z"),
            ])
    }

    @Test func newYorkFallBackFiresOnce() async throws {
        let fired = try await nudges(
            zone: "America/New_York", remind: "01:30", from: .iso("2026-10-30T17:00:00Z"),
            to: .iso("2026-11-02T17:00:00Z"))
        #expect(
            fired == [
                .iso("2026-10-31T05:30:00Z"), .iso("2026-11-01T05:30:00Z"), .iso("2026-11-02T06:30:00Z"),
            ])
    }

    @Test func berlinEveningNudgeKeepsItsLocalTime() async throws {
        let fired = try await nudges(
            zone: "Europe/Berlin", remind: "20:00", dayStart: 3, from: .iso("2026-03-27T13:00:00Z"),
            to: .iso("2026-03-30T13:00:00Z"))
        #expect(
            fired == [
                .iso("2026-03-27T19:00:00Z"), .iso("2026-03-28T19:00:00Z"), .iso("2026-03-29T18:00:00Z"),
            ])
    }

    /// Lord Howe skips 02:00–02:30 on 2026-10-04; with a day boundary of 3, 02:15 belongs to
    /// the day before, and that day's nudge comes at 02:30.
    @Test func lordHoweHalfHourGapWithADayBoundary() async throws {
        let fired = try await nudges(
            zone: "Australia/Lord_Howe", remind: "02:15", dayStart: 3, from: .iso("2026-10-01T13:00:00Z"),
            to: .iso("2026-10-05T13:00:00Z"))
        #expect(
            fired == [
                .iso("2026-10-01T15:45:00Z"), .iso("2026-10-02T15:45:00Z"), .iso("2026-10-03T15:30:00Z"),
                .iso("2026-10-04T15:15:00Z"),
            ])
    }

    @Test func kolkataHasNoChangeAndAHalfHourOffset() async throws {
        let fired = try await nudges(
            zone: "Asia/Kolkata", remind: "09:00", from: .iso("2026-03-27T13:00:00Z"),
            to: .iso("2026-03-30T13:00:00Z"))
        #expect(
            fired == [
                .iso("2026-03-28T03:30:00Z"), .iso("2026-03-29T03:30:00Z"), .iso("2026-03-30T03:30:00Z"),
            ])
    }
}
