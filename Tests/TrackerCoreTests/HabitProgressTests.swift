import Foundation
import Testing
import TrackerCore

/// The strict rules: one check-in per local day, a missed day breaks the run exactly when the
/// user's local day ends, day N completes the program.
struct HabitProgressTests {
    private func date(_ text: String) -> LocalDate { LocalDate(iso: text)! }

    private func instant(_ iso: String) -> Date { ISO8601DateFormatter().date(from: iso)! }

    private func habit(startedOn: String, length: Int = 21) -> Habit {
        Habit(
            userID: 1, name: "Read", length: length, runStartedOn: date(startedOn),
            createdAt: Date(timeIntervalSince1970: 0))
    }

    /// Checks in every day from `from` through `through`, skipping `missing`.
    private func checkIns(from: String, through: String, missing: String? = nil) -> Set<LocalDate> {
        var days = Set<LocalDate>()
        var day = date(from)
        while day <= date(through) {
            if day.iso != missing { days.insert(day) }
            day = day.adding(days: 1)
        }
        return days
    }

    /// Expected break instants are written out in UTC by hand, not computed by the code
    /// under test.
    @Test(arguments: [
        // Berlin spring forward (2026-03-29 has 23 hours): the day after ends at CEST (UTC+2).
        ("Europe/Berlin", 0, "2026-03-29", "2026-03-29T22:00:00Z"),
        ("Europe/Berlin", 3, "2026-03-29", "2026-03-30T01:00:00Z"),
        // Berlin fall back (2026-10-25 has 25 hours): CET (UTC+1) afterwards.
        ("Europe/Berlin", 0, "2026-10-25", "2026-10-25T23:00:00Z"),
        ("Europe/Berlin", 3, "2026-10-25", "2026-10-26T02:00:00Z"),
        // New York spring forward 2026-03-08: EDT (UTC-4) afterwards.
        ("America/New_York", 0, "2026-03-08", "2026-03-09T04:00:00Z"),
        ("America/New_York", 3, "2026-03-08", "2026-03-09T07:00:00Z"),
        // New York fall back 2026-11-01: EST (UTC-5) afterwards.
        ("America/New_York", 0, "2026-11-01", "2026-11-02T05:00:00Z"),
        ("America/New_York", 3, "2026-11-01", "2026-11-02T08:00:00Z"),
    ])
    func missedDayBreaksExactlyWhenTheLocalDayEnds(
        zone: String, dayStart: Int, missed: String, breaksAt: String
    )
        throws
    {
        let calendar = UserCalendar(
            timeZone: try #require(TimeZone(identifier: zone)), dayStartHour: dayStart)
        let missedDay = date(missed)
        let habit = habit(startedOn: missedDay.adding(days: -3).iso)
        let checked = checkIns(from: missedDay.adding(days: -3).iso, through: missedDay.iso, missing: missed)
        let breakInstant = instant(breaksAt)

        let justBefore = calendar.localDate(of: breakInstant - 1)
        #expect(justBefore == missedDay)
        let before = HabitProgress.evaluate(habit, checkIns: checked, today: justBefore)
        #expect(before.state == .active(day: 4))
        #expect(!before.checkedToday)

        let atEnd = calendar.localDate(of: breakInstant)
        #expect(atEnd == missedDay.adding(days: 1))
        let after = HabitProgress.evaluate(habit, checkIns: checked, today: atEnd)
        #expect(after.state == .broken(missedOn: missedDay))
        #expect(CheckInOutcome.decide(after) == .broken(missedOn: missedDay))
    }

    @Test func checkInBeforeTheDayBoundaryCountsForThePreviousDay() throws {
        let berlin = UserCalendar(
            timeZone: try #require(TimeZone(identifier: "Europe/Berlin")), dayStartHour: 3)
        // 01:30 CET on the spring-forward morning belongs to Saturday the 28th.
        #expect(berlin.localDate(of: instant("2026-03-29T00:30:00Z")) == date("2026-03-28"))
        // 03:00 CEST, right after the gap, is the start of Sunday.
        #expect(berlin.localDate(of: instant("2026-03-29T01:00:00Z")) == date("2026-03-29"))
        #expect(berlin.localDate(of: instant("2026-03-29T00:59:59Z")) == date("2026-03-28"))
    }

    @Test func theStartDayMayBeSkipped() {
        let habit = habit(startedOn: "2026-11-20")
        let progress = HabitProgress.evaluate(habit, checkIns: [], today: date("2026-11-21"))
        #expect(progress.state == .active(day: 1))
        let later = HabitProgress.evaluate(habit, checkIns: [], today: date("2026-11-22"))
        #expect(later.state == .broken(missedOn: date("2026-11-21")))
    }

    @Test func secondCheckInTheSameDayIsRefused() {
        let habit = habit(startedOn: "2026-11-20")
        let progress = HabitProgress.evaluate(
            habit, checkIns: [date("2026-11-21")], today: date("2026-11-21"))
        #expect(progress.checkedToday)
        #expect(progress.state == .active(day: 1))
        #expect(CheckInOutcome.decide(progress) == .alreadyCheckedIn)
    }

    @Test func dayNCompletesTheProgram() {
        let habit = habit(startedOn: "2026-11-01", length: 3)
        let two = checkIns(from: "2026-11-01", through: "2026-11-02")
        let progress = HabitProgress.evaluate(habit, checkIns: two, today: date("2026-11-03"))
        #expect(progress.state == .active(day: 3))
        #expect(CheckInOutcome.decide(progress) == .programCompleted)

        let oneOfThree = HabitProgress.evaluate(
            habit, checkIns: [date("2026-11-01")], today: date("2026-11-02"))
        #expect(CheckInOutcome.decide(oneOfThree) == .recorded(day: 2, streak: 2))

        var done = habit
        done.completedOn = date("2026-11-03")
        let after = HabitProgress.evaluate(
            done, checkIns: two.union([date("2026-11-03")]), today: date("2026-11-10"))
        #expect(after.state == .completed(on: date("2026-11-03")))
        #expect(CheckInOutcome.decide(after) == .alreadyCompleted(on: date("2026-11-03")))
    }

    @Test func pausedDaysNeitherBreakNorCount() {
        let habit = habit(startedOn: "2026-11-01")
        let checked: Set<LocalDate> = [date("2026-11-01"), date("2026-11-02"), date("2026-11-05")]
        let paused: Set<LocalDate> = [date("2026-11-03"), date("2026-11-04")]
        let progress = HabitProgress.evaluate(
            habit, checkIns: checked, today: date("2026-11-06"), isPaused: paused.contains)
        #expect(progress.state == .active(day: 4))
        #expect(progress.streak == 3)
        #expect(HabitProgress.bestStreak(checkIns: checked, isPaused: paused.contains) == 3)
        #expect(HabitProgress.bestStreak(checkIns: checked) == 2)
    }

    /// A pause that starts after the day's check-in must not hide that check-in.
    @Test func aCheckInOnAPausedDayStillCounts() {
        let habit = habit(startedOn: "2026-11-20")
        let checked: Set<LocalDate> = [date("2026-11-20"), date("2026-11-21")]
        let paused: Set<LocalDate> = [date("2026-11-21"), date("2026-11-22")]
        let progress = HabitProgress.evaluate(
            habit, checkIns: checked, today: date("2026-11-23"), isPaused: paused.contains)
        #expect(progress.state == .active(day: 3))
        #expect(progress.streak == 2)
        #expect(CheckInOutcome.decide(progress) == .recorded(day: 3, streak: 3))
        #expect(
            HabitProgress.bestStreak(checkIns: checked.union([date("2026-11-23")]), isPaused: paused.contains)
                == 3)
    }

    @Test func streakCountsConsecutiveDaysUpToTodayOrYesterday() {
        let habit = habit(startedOn: "2026-11-01")
        let checked = checkIns(from: "2026-11-01", through: "2026-11-04")
        let open = HabitProgress.evaluate(habit, checkIns: checked, today: date("2026-11-05"))
        #expect(open.streak == 4)
        #expect(open.state == .active(day: 5))
        let afterCheck = HabitProgress.evaluate(
            habit, checkIns: checked.union([date("2026-11-05")]), today: date("2026-11-05"))
        #expect(afterCheck.streak == 5)
    }

    @Test func aRestartBeginsTheNextRunOnTheGivenDayAndReopensTheProgram() {
        var finished = habit(startedOn: "2026-10-01")
        finished.completedOn = date("2026-10-21")
        let restarted = finished.restarted(on: date("2026-11-21"))
        #expect(restarted.run == finished.run + 1)
        #expect(restarted.runStartedOn == date("2026-11-21"))
        #expect(restarted.completedOn == nil)
        #expect(restarted.name == finished.name && restarted.length == finished.length)
        // The first day of the new run counts from zero check-ins.
        let progress = HabitProgress.evaluate(
            restarted, checkIns: [], today: date("2026-11-21"), isPaused: { _ in false })
        #expect(progress.checkedToday == false)
    }
}
