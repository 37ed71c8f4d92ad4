import Foundation
import Testing
import TrackerCore

/// The evaluator against ``HabitReferenceModel`` over seeded random runs of every kind:
/// check-ins with amounts (also after "today", as a zone change westwards leaves them),
/// pauses, week starts, runs that start tomorrow (a zone change eastwards), and completed
/// programs. The strict daily program is also held to the evaluator it had before
/// schedules existed, kept below word for word.
/// The suite runs its cases one at a time: on a two-core machine, cases in parallel would
/// hold every thread of the concurrency pool for seconds and starve other suites' timing tests.
@Suite(.serialized) struct HabitRunPropertyTests {
    /// SplitMix64: small, seeded, and the same on every platform.
    struct Random {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        mutating func int(_ range: ClosedRange<Int>) -> Int {
            range.lowerBound + Int(next() % UInt64(range.count))
        }
        mutating func chance(_ percent: Int) -> Bool { int(1...100) <= percent }
    }

    private static let base = LocalDate(iso: "2026-03-02")!

    private static func randomCase(_ random: inout Random) -> (Habit, HabitLog, HabitReferenceModel) {
        let kind: HabitReferenceModel.Kind
        let frequency: HabitFrequency
        switch random.int(0...2) {
        case 0:
            (kind, frequency) = (.daily, .daily)
        case 1:
            var days = Set(Weekday.allCases.filter { _ in random.chance(45) })
            if days.isEmpty { days = [.wednesday] }
            if days.count == 7 { days.remove(.sunday) }
            (kind, frequency) = (.days(days), .days(WeekdaySet(days)))
        default:
            let times = random.int(1...7)
            (kind, frequency) = (.weekly(times), .weekly(times: times))
        }
        let measurable = random.chance(40)
        let target = measurable ? random.int(1...4) : 1
        let schedule = HabitSchedule(
            frequency: frequency, measure: measurable ? HabitMeasure(unit: "glasses", target: target) : nil)
        let start = base.adding(days: random.int(0...6))
        let today = start.adding(days: random.chance(5) ? -1 : random.int(0...45))
        let skip = random.int(0...60)
        var totals: [LocalDate: Int] = [:]
        var day = start
        while day <= today.adding(days: random.chance(10) ? 1 : 0) {
            if random.int(1...100) > skip {
                totals[day] = measurable ? random.int(1...6) : 1
            }
            day = day.adding(days: 1)
        }
        var paused = Set<LocalDate>()
        for _ in 0..<random.int(0...2) {
            let first = start.adding(days: random.int(-3...40))
            for offset in 0..<random.int(1...9) { paused.insert(first.adding(days: offset)) }
        }
        let length = random.int(1...12)
        let completedOn = random.chance(5) ? today : nil
        let habit = Habit(
            userID: 1, name: "Habit", length: length, runStartedOn: start, completedOn: completedOn,
            createdAt: Date(timeIntervalSince1970: 0), schedule: schedule)
        let model = HabitReferenceModel(
            kind: kind, target: target, start: start, length: length, completedOn: completedOn,
            totals: totals,
            today: today, weekStart: random.chance(50) ? .monday : .sunday, paused: paused)
        return (habit, HabitLog(totals: totals), model)
    }

    @Test(arguments: [1, 2, 3, 4, 5, 6])
    func theEvaluatorAgreesWithTheReferenceModel(seed: UInt64) {
        var random = Random(state: seed)
        var seen: Set<String> = []
        defer {
            // Every kind is seen running and broken, so the comparison is not vacuous.
            for kind in ["daily", "days", "weekly"] {
                #expect(seen.contains("\(kind) active") && seen.contains("\(kind) broken"), "\(kind)")
            }
        }
        for _ in 0..<600 {
            let (habit, log, model) = Self.randomCase(&random)
            let progress = HabitProgress.evaluate(
                habit, log: log, today: model.today, weekStart: model.weekStart,
                isPaused: model.paused.contains)
            let expected = model.evaluate()
            let actual = HabitReferenceModel.Outcome(
                state: progress.state, streak: progress.streak, reached: progress.reached,
                checkIns: progress.checkIns, checkedToday: progress.checkedToday,
                amountToday: progress.today.amount,
                isDue: progress.today.isDue, extras: progress.extras, week: progress.week)
            #expect(actual == expected, "\(habit.schedule) from \(model.start) on \(model.today): \(model)")
            if actual != expected { return }
            let kind: String
            switch model.kind {
            case .daily: kind = "daily"
            case .days: kind = "days"
            case .weekly: kind = "weekly"
            }
            switch expected.state {
            case .active: seen.insert("\(kind) active")
            case .broken: seen.insert("\(kind) broken")
            case .completed: break
            }

            var wholeLog = model
            wholeLog.start = (log.days.min() ?? model.today).adding(days: -8)
            #expect(
                HabitProgress.bestStreak(
                    schedule: habit.schedule, log: log, weekStart: model.weekStart,
                    isPaused: model.paused.contains)
                    == wholeLog.bestStreak(through: log.days.max() ?? model.today))

            if habit.schedule.isStrictDaily {
                let legacy = LegacyDailyProgram.evaluate(
                    habit, checkIns: log.days, today: model.today, isPaused: model.paused.contains)
                #expect(legacy.state == progress.state)
                #expect(legacy.streak == progress.streak)
                #expect(legacy.checkIns == progress.checkIns)
                #expect(legacy.checkedToday == progress.checkedToday)
                #expect(
                    LegacyDailyProgram.bestStreak(checkIns: log.days, isPaused: model.paused.contains)
                        == HabitProgress.bestStreak(checkIns: log.days, isPaused: model.paused.contains))
            }
        }
    }

    /// A check-in is accepted exactly when the run is going (and, without amounts, today has
    /// none yet); it completes the program exactly when the reference model says the
    /// program's last unit was reached by it.
    @Test(arguments: [11, 12, 13])
    func aCheckInIsDecidedAsTheReferenceModelSees(seed: UInt64) {
        var random = Random(state: seed)
        for _ in 0..<500 {
            var (habit, log, model) = Self.randomCase(&random)
            guard model.today >= model.start else { continue }
            habit.completedOn = nil
            model.completedOn = nil
            let amount = habit.schedule.measure == nil ? 1 : random.int(1...5)
            let outcome = CheckInOutcome.decide(
                habit, log: log, adding: amount, today: model.today, weekStart: model.weekStart,
                isPaused: model.paused.contains)
            let before = model.evaluate()
            var after = model
            after.totals[model.today, default: 0] += amount
            let expectedAfter = after.evaluate()
            switch before.state {
            case .broken(let missed):
                #expect(outcome == .broken(missedOn: missed))
            case .completed:
                Issue.record("a run without a completion day is never completed")
            case .active:
                if habit.schedule.measure == nil && before.checkedToday {
                    #expect(outcome == .alreadyCheckedIn)
                } else if expectedAfter.amountToday < model.target {
                    #expect({ if case .partial = outcome { true } else { false } }())
                } else if before.amountToday >= model.target || !before.isDue {
                    #expect({ if case .extra = outcome { true } else { false } }())
                } else if expectedAfter.reached >= habit.length {
                    #expect(outcome == .programCompleted)
                } else if habit.schedule.isStrictDaily {
                    #expect(outcome == .recorded(day: expectedAfter.reached, streak: expectedAfter.streak))
                } else {
                    #expect({ if case .counted = outcome { true } else { false } }())
                }
            }
        }
    }
}
