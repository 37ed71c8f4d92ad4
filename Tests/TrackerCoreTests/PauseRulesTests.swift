import Testing
import TrackerCore

/// Pauses start today or later, never overlap, and keep their past days when they end.
struct PauseRulesTests {
    private let today = LocalDate(iso: "2026-11-21")!

    private func date(_ text: String) -> LocalDate { LocalDate(iso: text)! }

    private func pause(_ id: Int64, _ from: String, _ through: String) -> Pause {
        Pause(id: id, userID: 1, startsOn: date(from), endsOn: date(through))
    }

    @Test func aPauseStartsTodayOrLaterAndEndsAfterItStarts() {
        #expect(PauseRules.check(from: today, through: today, today: today) == nil)
        #expect(PauseRules.check(from: today, through: date("2026-11-27"), today: today) == nil)
        #expect(PauseRules.check(from: date("2026-11-25"), through: date("2026-11-27"), today: today) == nil)
        #expect(
            PauseRules.check(from: date("2026-11-20"), through: date("2026-11-27"), today: today)
                == .startsInThePast(date("2026-11-20")))
        #expect(
            PauseRules.check(from: today, through: date("2026-11-20"), today: today)
                == .endsInThePast(date("2026-11-20")))
        #expect(
            PauseRules.check(from: date("2026-11-27"), through: date("2026-11-25"), today: today)
                == .endsBeforeItStarts)
        #expect(
            PauseRules.check(from: today, through: today.adding(days: 366), today: today)
                == .tooLong(days: 367))
        #expect(PauseRules.check(from: today, through: today.adding(days: 365), today: today) == nil)
    }

    @Test func endingPausesKeepsTheirPastDays() {
        let past = pause(1, "2026-11-01", "2026-11-05")
        let running = pause(2, "2026-11-18", "2026-11-25")
        let planned = pause(3, "2026-12-01", "2026-12-03")
        let startingToday = pause(4, "2026-11-21", "2026-11-22")
        #expect(
            PauseRules.changes(endingPausesBefore: today, in: [past, running, planned, startingToday]) == [
                .shorten(running, endsOn: date("2026-11-20")), .remove(planned), .remove(startingToday),
            ])
        #expect(PauseRules.changes(endingPausesBefore: today, in: [past]).isEmpty)
    }

    @Test func pausedDaysAndTheCurrentPause() {
        let pauses = [pause(1, "2026-11-01", "2026-11-05"), pause(2, "2026-12-01", "2026-12-03")]
        #expect(PauseRules.isPaused(date("2026-11-01"), in: pauses))
        #expect(PauseRules.isPaused(date("2026-11-05"), in: pauses))
        #expect(!PauseRules.isPaused(date("2026-11-06"), in: pauses))
        #expect(PauseRules.currentOrNext(in: pauses, today: today) == pauses[1])
        #expect(PauseRules.currentOrNext(in: pauses, today: date("2026-11-03")) == pauses[0])
        #expect(PauseRules.currentOrNext(in: pauses, today: date("2026-12-04")) == nil)
        #expect(pauses[1].length == 3)
    }

    /// The case a pause exists for: a day without a check-in that would break the run.
    @Test func aPausedDayKeepsTheRunAliveAfterThePauseEnds() {
        let habit = Habit(
            userID: 1, name: "Read", runStartedOn: date("2026-11-16"),
            createdAt: .init(timeIntervalSince1970: 0))
        let checked: Set<LocalDate> = [date("2026-11-16"), date("2026-11-17"), date("2026-11-20")]
        let paused = [pause(1, "2026-11-18", "2026-11-19")]
        let progress = HabitProgress.evaluate(
            habit, checkIns: checked, today: today, isPaused: { PauseRules.isPaused($0, in: paused) })
        #expect(progress.state == .active(day: 4))
        #expect(progress.streak == 3)
        let unpaused = HabitProgress.evaluate(habit, checkIns: checked, today: today)
        #expect(unpaused.state == .broken(missedOn: date("2026-11-18")))
    }
}
