import Foundation
import Testing
import TrackerCore

/// The kinds of habit, each on a week written out by hand: 2026-11-23 is a Monday.
struct HabitScheduleRulesTests {
    private func date(_ text: String) -> LocalDate { LocalDate(iso: text)! }

    private func habit(_ schedule: HabitSchedule, startedOn: String = "2026-11-23", length: Int = 8) -> Habit
    {
        Habit(
            userID: 1, name: "Habit", length: length, runStartedOn: date(startedOn),
            createdAt: Date(timeIntervalSince1970: 0), schedule: schedule)
    }

    private func log(_ totals: [String: Int]) -> HabitLog {
        HabitLog(totals: Dictionary(uniqueKeysWithValues: totals.map { (date($0.key), $0.value) }))
    }

    private let piano = HabitSchedule(frequency: .days(WeekdaySet([.monday, .wednesday, .friday])))
    private let gym = HabitSchedule(frequency: .weekly(times: 3))
    private let water = HabitSchedule(frequency: .daily, measure: HabitMeasure(unit: "glasses", target: 8))

    @Test func chosenWeekdaysBreakOnlyOnAMissedDueDay() {
        let checked = log(["2026-11-23": 1, "2026-11-24": 1])
        // Tuesday is not due: checking in there is an extra, and Tuesday without one is fine.
        let wednesday = HabitProgress.evaluate(habit(piano), log: checked, today: date("2026-11-25"))
        #expect(wednesday.state == .active(day: 1))
        #expect(wednesday.today.isDue)
        #expect(wednesday.extras == 1)
        #expect(wednesday.streak == 1)
        #expect(wednesday.streakUnit == .days && wednesday.unit == .weeks)
        let thursday = HabitProgress.evaluate(habit(piano), log: checked, today: date("2026-11-26"))
        #expect(thursday.state == .broken(missedOn: date("2026-11-25")))
        #expect(!thursday.today.isDue)
        // A paused Wednesday neither breaks nor counts; the streak bridges it.
        let paused = HabitProgress.evaluate(
            habit(piano), log: log(["2026-11-23": 1, "2026-11-27": 1]), today: date("2026-11-28"),
            isPaused: { $0 == self.date("2026-11-25") })
        // Friday was the week's one day still asked for: week 1 is reached.
        #expect(paused.state == .active(day: 1))
        #expect(paused.streak == 2)
        #expect(paused.reached == 1)
    }

    @Test func aWeeklyTargetNeedsItsDaysAndBreaksOnceItCanNoLongerBeReached() {
        let start = habit(gym, startedOn: "2026-11-16")
        let lastWeek = ["2026-11-16": 1, "2026-11-18": 1, "2026-11-20": 1]
        let tuesday = HabitProgress.evaluate(
            start, log: log(lastWeek.merging(["2026-11-23": 1]) { $1 }), today: date("2026-11-24"))
        #expect(tuesday.state == .active(day: 2))
        #expect(tuesday.week == HabitProgress.Week(done: 1, target: 3, daysLeft: 6, isReached: false))
        #expect(tuesday.week?.needed == 2)
        #expect(tuesday.streak == 1)
        #expect(tuesday.streakUnit == .weeks)
        // One check-in by Saturday: Saturday and Sunday can still make three.
        let saturday = HabitProgress.evaluate(
            start, log: log(lastWeek.merging(["2026-11-23": 1]) { $1 }), today: date("2026-11-28"))
        #expect(saturday.state == .active(day: 2))
        #expect(saturday.week?.needed == 2)
        // On Sunday it cannot: the run broke at the end of Saturday.
        let sunday = HabitProgress.evaluate(
            start, log: log(lastWeek.merging(["2026-11-23": 1]) { $1 }), today: date("2026-11-29"))
        #expect(sunday.state == .broken(missedOn: date("2026-11-28")))
        // Weeks follow the week start: starting on Sunday, Sunday the 29th opens a new week.
        let sundayWeeks = HabitProgress.evaluate(
            habit(gym, startedOn: "2026-11-22"),
            log: log(["2026-11-23": 1, "2026-11-24": 1, "2026-11-26": 1]),
            today: date("2026-11-29"), weekStart: .sunday)
        #expect(sundayWeeks.state == .active(day: 2))
        #expect(sundayWeeks.week == HabitProgress.Week(done: 0, target: 3, daysLeft: 7, isReached: false))
    }

    @Test func aWeeklyTargetAsksForLessInAShortFirstWeekAndCountsExtras() {
        // Started on Saturday: only Sunday is left after the first day, so one day will do.
        let started = habit(gym, startedOn: "2026-11-28")
        let sunday = HabitProgress.evaluate(started, log: log(["2026-11-29": 1]), today: date("2026-11-29"))
        #expect(sunday.week == HabitProgress.Week(done: 1, target: 1, daysLeft: 0, isReached: true))
        #expect(sunday.reached == 1)
        // A fourth day in a week of three is an extra; once reached, a day is no longer due.
        let full = log(["2026-11-23": 1, "2026-11-24": 1, "2026-11-25": 1, "2026-11-26": 1])
        let friday = HabitProgress.evaluate(
            habit(gym, startedOn: "2026-11-22"), log: full, today: date("2026-11-27"))
        #expect(friday.extras == 1)
        #expect(!friday.today.isDue)
    }

    @Test func aMeasurableDayCountsWhenItsTotalReachesTheTarget() {
        let started = habit(water, length: 21)
        let partial = HabitProgress.evaluate(
            started, log: log(["2026-11-23": 8, "2026-11-24": 5]), today: date("2026-11-24"))
        #expect(partial.today == HabitProgress.Today(amount: 5, target: 8, isDue: true))
        #expect(partial.today.isOpen)
        #expect(partial.state == .active(day: 2))
        let short = HabitProgress.evaluate(
            started, log: log(["2026-11-23": 8, "2026-11-24": 5]), today: date("2026-11-25"))
        #expect(short.state == .broken(missedOn: date("2026-11-24")))
    }

    @Test func checkInsAreCountedExtraOrPartialAndTheLastWeekCompletesTheProgram() {
        let today = date("2026-11-25")
        func decide(_ habit: Habit, _ totals: [String: Int], adding amount: Int = 1, on day: LocalDate? = nil)
            -> CheckInOutcome
        {
            CheckInOutcome.decide(
                habit, log: log(totals), adding: amount, today: day ?? today, weekStart: .monday,
                isPaused: { _ in false })
        }
        if case .counted(let after) = decide(habit(gym), ["2026-11-23": 1]) {
            #expect(after.week?.done == 2)
        } else {
            Issue.record("a second day of three counts")
        }
        #expect(decide(habit(gym), ["2026-11-25": 1]) == .alreadyCheckedIn)
        if case .extra = decide(habit(piano), [:], on: date("2026-11-24")) {
        } else {
            Issue.record("Tuesday is an extra for Mon/Wed/Fri")
        }
        if case .partial(let after) = decide(
            habit(water, startedOn: "2026-11-25"), ["2026-11-25": 3], adding: 2)
        {
            #expect(after.today.amount == 5)
        } else {
            Issue.record("5 of 8 glasses is partial")
        }
        if case .extra = decide(habit(water, startedOn: "2026-11-25"), ["2026-11-25": 8], adding: 1) {
        } else {
            Issue.record("a glass beyond the target is an extra")
        }
        #expect(decide(habit(gym, length: 1), ["2026-11-23": 1, "2026-11-24": 1]) == .programCompleted)
        #expect(
            decide(habit(water, length: 3), ["2026-11-23": 8, "2026-11-24": 9], adding: 8)
                == .programCompleted)
    }

    @Test func lengthsConvertBetweenDaysAndWeeks() {
        #expect(HabitUnit.weeks.length(21, from: .days) == 3)
        #expect(HabitUnit.weeks.length(365, from: .days) == 52)
        #expect(HabitUnit.days.length(8, from: .weeks) == 56)
        #expect(HabitUnit.days.length(52, from: .weeks) == 364)
        #expect(HabitFrequency.on(.daily) == .daily)
        #expect(HabitSchedule.daily.isStrictDaily)
        #expect(!water.isStrictDaily)
    }
}
