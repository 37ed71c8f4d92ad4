import Foundation
import Testing
import TrackerCore

/// The year heatmap's days: the grid of the last 12 months in the user's weeks, and what each
/// day's square says for one habit and for all of them.
struct HeatmapTests {
    private func habit(
        _ name: String = "Read", createdOn: LocalDate, schedule: HabitSchedule = .daily,
        completedOn: LocalDate? = nil, checkIns: [LocalDate: Int] = [:]
    ) -> HabitHistory {
        HabitHistory(
            habit: Habit(
                userID: 1, name: name, runStartedOn: createdOn, completedOn: completedOn,
                createdAt: utc(createdOn.iso, 12), schedule: schedule),
            createdOn: createdOn, log: HabitLog(totals: checkIns))
    }

    /// The day's square in `days` laid out by `grid`.
    private func square(_ iso: String, _ days: [HeatmapPicture.Day], _ grid: YearGrid) -> HeatmapPicture.Day?
    {
        grid.index(of: date(iso)).map { days[$0] }
    }

    // MARK: The grid

    /// 14 May 2026 is a Thursday; the months run from 1 June 2025, a Sunday.
    @Test func mondayFirstWeeksStartOnTheMondayBeforeTheFirstMonth() {
        let grid = YearGrid(today: date("2026-05-14"), weekStart: .monday)
        #expect(grid.start == date("2025-06-01"))
        #expect(grid.first == date("2025-05-26"))
        #expect(grid.first.weekday == .monday)
        #expect(grid.last == date("2026-05-17"))
        #expect(grid.index(of: grid.start) == 6)
        #expect(grid.days.count == grid.weeks * 7)
        #expect(grid.weeks == 51)
        #expect(grid.months.first == date("2025-06-01"))
        #expect(grid.months.last == date("2026-05-01"))
        #expect(grid.months.count == 12)
        #expect(grid.counts(date("2025-06-01")) && grid.counts(date("2026-05-14")))
        #expect(!grid.counts(date("2025-05-31")) && !grid.counts(date("2026-05-15")))
        #expect(grid.index(of: date("2025-05-25")) == nil && grid.index(of: date("2026-05-18")) == nil)
    }

    @Test func sundayFirstWeeksStartOnTheFirstMonthsFirstDay() {
        let grid = YearGrid(today: date("2026-05-14"), weekStart: .sunday)
        #expect(grid.first == date("2025-06-01"))
        #expect(grid.index(of: grid.start) == 0)
        #expect(grid.last == date("2026-05-16"))
        #expect(grid.last.weekday == .saturday)
        // The same Sunday is in the last row of a Monday week and the first of a Sunday one.
        #expect(grid.index(of: date("2026-05-10")).map { $0 % 7 } == 0)
        #expect(
            YearGrid(today: date("2026-05-14"), weekStart: .monday).index(of: date("2026-05-10")).map {
                $0 % 7
            } == 6)
    }

    @Test(arguments: Weekday.allCases)
    func everyWeekStartGivesWholeWeeksAroundTheYear(weekStart: Weekday) {
        for today in ["2026-01-01", "2026-12-31", "2027-03-01", "2028-02-29", "2024-03-31"].map(date) {
            let grid = YearGrid(today: today, weekStart: weekStart)
            #expect(grid.first.weekday == weekStart)
            #expect(grid.days.count % 7 == 0)
            #expect((48...54).contains(grid.weeks))
            #expect(grid.first <= grid.start && grid.start.days(until: grid.first) > -7)
            #expect(grid.today <= grid.last && grid.today.days(until: grid.last) < 7)
            #expect(grid.days.count <= 54 * 7)
        }
    }

    /// At the edges of the supported years the grid shrinks instead of trapping: early in
    /// year 1 it starts on 0001-01-01, and in year 9999 it is the usual twelve months.
    @Test func theGridAtTheEdgesOfTheSupportedYearsDoesNotTrap() {
        let early = YearGrid(today: date("0001-03-15"), weekStart: .monday)
        #expect(early.start == date("0001-01-01"))
        #expect(early.months == ["0001-01-01", "0001-02-01", "0001-03-01"].map(date))
        #expect(early.first.weekday == .monday && early.first <= early.start)
        let late = YearGrid(today: date("9999-12-31"), weekStart: .sunday)
        #expect(late.start == date("9999-01-01"))
        #expect(late.months.count == 12)
        #expect(late.months.last == date("9999-12-01"))
        #expect(late.last.iso == "10000-01-01")
    }

    /// 2024 is a leap year: 29 February is a day of the grid, and of February's tally.
    @Test func aLeapYearsFebruaryHas29Days() {
        let grid = YearGrid(today: date("2024-02-29"), weekStart: .monday)
        #expect(grid.start == date("2023-03-01"))
        #expect(grid.months.last == date("2024-02-01"))
        let every = Dictionary(uniqueKeysWithValues: grid.days.map { ($0, 1) })
        let days = HeatmapPicture.days(of: habit(createdOn: date("2023-01-01"), checkIns: every), grid: grid)
        #expect(square("2024-02-29", days, grid) == .share(1))
        #expect(square("2024-03-01", days, grid) == .future)
        let tallies = HeatmapPicture.tallies(
            of: [habit(createdOn: date("2023-01-01"), checkIns: every)], grid: grid)
        #expect(
            tallies.last
                == HeatmapPicture.MonthTally(
                    month: date("2024-02-01"), done: 29, some: 29, due: 29, tracked: 29))
        #expect(tallies.map(\.done).reduce(0, +) == 366)
        // A year later February is back to 28 days.
        let next = YearGrid(today: date("2025-02-28"), weekStart: .monday)
        #expect(
            HeatmapPicture.tallies(of: [habit(createdOn: date("2023-01-01"))], grid: next).last?.due == 28)
    }

    /// Europe/Berlin moved its clocks forward at 02:00 on Sunday 29 March 2026. With the day
    /// starting at 03:00, check-ins made just before and after the change land on the local days
    /// the user lived, and that week still has its seven squares.
    @Test func aWeekWithADaylightSavingChangeKeepsItsDays() throws {
        let berlin = UserCalendar(
            timeZone: try #require(TimeZone(identifier: "Europe/Berlin")), dayStartHour: 3)
        let instants = [
            utc("2026-03-29", 0, 30),  // 01:30 CET: still Saturday's day
            utc("2026-03-29", 1, 30),  // 03:30 CEST: Sunday
            utc("2026-03-30", 0, 30),  // 02:30 CEST: still Sunday's day
            utc("2026-03-30", 1, 30),  // 03:30 CEST: Monday
        ]
        let checkIns = Dictionary(instants.map { (berlin.localDate(of: $0), 1) }, uniquingKeysWith: +)
        #expect(checkIns == [date("2026-03-28"): 1, date("2026-03-29"): 2, date("2026-03-30"): 1])
        let today = berlin.localDate(of: utc("2026-04-01", 10))
        let grid = YearGrid(today: today, weekStart: .monday)
        let days = HeatmapPicture.days(
            of: habit(createdOn: date("2026-03-23"), checkIns: checkIns), grid: grid)
        let monday = try #require(grid.index(of: date("2026-03-23")))
        #expect(monday % 7 == 0)
        // Its first day, skipped, asked for nothing.
        #expect(
            Array(days[monday..<monday + 7]) == [.notDue] + Array(repeating: .share(0), count: 4) + [
                .share(1), .share(1),
            ])
        #expect(days[monday + 7] == .share(1))
        #expect(grid.index(of: date("2026-03-30")) == monday + 7)
    }

    // MARK: One habit

    /// A habit created in the middle of the year: nothing before it, its days from then on.
    @Test func aHabitCreatedMidYearIsBlankBeforeIt() {
        let grid = YearGrid(today: date("2026-05-14"), weekStart: .monday)
        let history = habit(
            createdOn: date("2025-11-10"), checkIns: [date("2025-11-10"): 1, date("2025-11-12"): 1])
        let days = HeatmapPicture.days(of: history, grid: grid)
        #expect(square("2025-05-31", days, grid) == .blank)
        #expect(square("2025-11-09", days, grid) == .blank)
        #expect(square("2025-11-10", days, grid) == .share(1))
        #expect(square("2025-11-11", days, grid) == .share(0))
        #expect(square("2026-05-14", days, grid) == .share(0))
        #expect(square("2026-05-15", days, grid) == .future)
        let tallies = HeatmapPicture.tallies(of: [history], grid: grid)
        #expect(tallies.prefix(5).allSatisfy { $0.tracked == 0 })
        #expect(
            tallies[5]
                == HeatmapPicture.MonthTally(
                    month: date("2025-11-01"), done: 2, some: 2, due: 21, tracked: 21))
        #expect(
            tallies[11]
                == HeatmapPicture.MonthTally(
                    month: date("2026-05-01"), done: 0, some: 0, due: 14, tracked: 14))
    }

    @Test func aMeasurableWeekdayHabitShowsPartsPausesAndDaysOff() {
        let grid = YearGrid(today: date("2026-05-14"), weekStart: .monday)
        let piano = habit(
            "Piano",
            createdOn: date("2026-04-01"),
            schedule: HabitSchedule(
                frequency: .days(WeekdaySet([.monday, .wednesday, .friday])),
                measure: HabitMeasure(unit: "minutes", target: 30)),
            checkIns: [date("2026-05-04"): 30, date("2026-05-06"): 10, date("2026-05-09"): 45])
        let paused = Pause(userID: 1, startsOn: date("2026-05-11"), endsOn: date("2026-05-12"))
        let days = HeatmapPicture.days(of: piano, grid: grid, isPaused: paused.covers)
        #expect(square("2026-05-04", days, grid) == .share(1))  // Monday, the target
        #expect(square("2026-05-06", days, grid) == .share(1.0 / 3))  // Wednesday, a third
        #expect(square("2026-05-08", days, grid) == .share(0))  // Friday, nothing
        #expect(square("2026-05-05", days, grid) == .notDue)  // Tuesday
        #expect(square("2026-05-09", days, grid) == .share(1))  // a Saturday extra shows as done
        #expect(square("2026-05-11", days, grid) == .paused)
        #expect(square("2026-05-13", days, grid) == .share(0))
        // The Saturday extra is neither done nor due: 1 of 5 due days, + 1 extra, partly on 1.
        let may = HeatmapPicture.tallies(of: [piano], grid: grid, isPaused: paused.covers)[11]
        #expect(
            may
                == HeatmapPicture.MonthTally(
                    month: date("2026-05-01"), done: 1, some: 2, due: 5, extra: 1, partly: 1, paused: 2,
                    tracked: 14))
    }

    @Test func aCompletedProgramAsksForNothingAfterItsLastDay() {
        let grid = YearGrid(today: date("2026-05-14"), weekStart: .monday)
        let done = habit(
            createdOn: date("2026-04-01"), completedOn: date("2026-04-21"), checkIns: [date("2026-04-21"): 1])
        let days = HeatmapPicture.days(of: done, grid: grid)
        #expect(square("2026-04-21", days, grid) == .share(1))
        #expect(square("2026-04-22", days, grid) == .notDue)
    }

    /// Seven days done after a skipped first day are all seven: the celebration, the card,
    /// the heatmap and the counts agree that the first day asked for nothing.
    @Test func aRunsSkippedFirstDayIsNoMissedDay() {
        let grid = YearGrid(today: date("2026-05-14"), weekStart: .monday)
        let days = (2...8).map { date(String(format: "2026-05-%02d", $0)) }
        let history = HabitHistory(
            habit: Habit(
                userID: 1, name: "Read", length: 7, runStartedOn: date("2026-05-01"),
                completedOn: date("2026-05-08"), createdAt: utc("2026-05-01", 22)),
            createdOn: date("2026-05-01"),
            log: HabitLog(totals: Dictionary(uniqueKeysWithValues: days.map { ($0, 1) })))
        #expect(history.result(on: date("2026-05-01")) == .notDue)
        #expect(square("2026-05-01", HeatmapPicture.days(of: history, grid: grid), grid) == .notDue)
        let counts = history.counts(through: date("2026-05-14"))
        #expect(counts.due == 7)
        #expect(counts.done == 7)
        #expect(HeatmapPicture.tallies(of: [history], grid: grid)[11].due == 7)
        // A restarted run's first day too; a later day without a check-in is missed.
        var restarted = history
        restarted.habit.completedOn = nil
        restarted.habit.runStartedOn = date("2026-05-10")
        #expect(restarted.result(on: date("2026-05-10")) == .notDue)
        #expect(restarted.result(on: date("2026-05-11")) == .notDone)
    }

    /// A pause after a program finished, or after its run broke, paused nothing.
    @Test func aPauseAfterTheHabitFinishedOrBrokeIsNotCounted() {
        let grid = YearGrid(today: date("2026-05-14"), weekStart: .monday)
        let pause = Pause(userID: 1, startsOn: date("2026-04-25"), endsOn: date("2026-04-27"))
        let done = habit(
            createdOn: date("2026-04-01"), completedOn: date("2026-04-21"), checkIns: [date("2026-04-21"): 1])
        #expect(done.result(on: date("2026-04-26"), isPaused: pause.covers) == .notDue)
        #expect(done.counts(through: date("2026-05-14"), isPaused: pause.covers).paused == 0)
        #expect(
            square("2026-04-26", HeatmapPicture.days(of: done, grid: grid, isPaused: pause.covers), grid)
                == .notDue)
        var broke = habit(createdOn: date("2026-04-01"), checkIns: [date("2026-04-02"): 1])
        broke.brokeOn = date("2026-04-03")
        #expect(broke.counts(through: date("2026-05-14"), isPaused: pause.covers).paused == 0)
        // A pause while it was going is a pause.
        let going = habit(createdOn: date("2026-04-20"))
        #expect(going.counts(through: date("2026-05-14"), isPaused: pause.covers).paused == 3)
    }

    // MARK: Every habit

    @Test func everyHabitShowsTheShareOfItsDueHabitsDone() {
        let grid = YearGrid(today: date("2026-05-14"), weekStart: .monday)
        let read = habit(
            createdOn: date("2026-05-01"), checkIns: [date("2026-05-04"): 1, date("2026-05-05"): 1])
        let run = habit(
            "Run", createdOn: date("2026-05-04"),
            schedule: HabitSchedule(frequency: .days(WeekdaySet([.monday]))),
            checkIns: [date("2026-05-04"): 1])
        let gym = habit(
            "Gym", createdOn: date("2026-05-01"), schedule: HabitSchedule(frequency: .weekly(times: 3)),
            checkIns: [date("2026-05-06"): 1])
        let pause = Pause(userID: 1, startsOn: date("2026-05-08"), endsOn: date("2026-05-08"))
        let days = HeatmapPicture.days(of: [read, run, gym], grid: grid, isPaused: pause.covers)
        #expect(square("2026-04-30", days, grid) == .blank)
        #expect(square("2026-05-01", days, grid) == .notDue)  // Read's first day, skipped; Gym's week
        #expect(square("2026-05-04", days, grid) == .share(1))  // Read and Run, both done
        #expect(square("2026-05-05", days, grid) == .share(1))  // only Read was due
        #expect(square("2026-05-06", days, grid) == .share(0.5))  // Gym done, Read not
        #expect(square("2026-05-11", days, grid) == .share(0))  // Read and Run, neither
        #expect(square("2026-05-08", days, grid) == .paused)
        #expect(square("2026-05-15", days, grid) == .future)
        let may = HeatmapPicture.tallies(of: [read, run, gym], grid: grid, isPaused: pause.covers)[11]
        #expect(
            may
                == HeatmapPicture.MonthTally(
                    month: date("2026-05-01"), done: 2, some: 3, due: 12, paused: 1, tracked: 14))
        // Days with nothing due: only a weekday habit, on its day off.
        let mondays = HeatmapPicture.days(of: [run], grid: grid)
        #expect(square("2026-05-05", mondays, grid) == .notDue)
    }
}
