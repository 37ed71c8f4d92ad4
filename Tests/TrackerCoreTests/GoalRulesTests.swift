import Testing
import TrackerCore

struct GoalRulesTests {
    private let today = LocalDate(year: 2026, month: 11, day: 21)!

    @Test func openCheckpointsBlockCompletionInOrder() {
        let checkpoints = [
            Checkpoint(goalID: 1, position: 2, title: "Run 10k"),
            Checkpoint(goalID: 1, position: 1, title: "Buy shoes", doneOn: today),
            Checkpoint(goalID: 1, position: 3, title: "Half marathon"),
        ]
        #expect(GoalRules.remaining(checkpoints).map(\.position) == [2, 3])
        #expect(GoalRules.progress(checkpoints) == (1, 3))
    }

    @Test func allTickedLeavesNothingRemaining() {
        let checkpoints = [Checkpoint(goalID: 1, position: 1, title: "Buy shoes", doneOn: today)]
        #expect(GoalRules.remaining(checkpoints).isEmpty)
        #expect(GoalRules.remaining([]).isEmpty)
    }

    @Test func daysLeftCountsCalendarDays() {
        #expect(GoalRules.daysLeft(until: LocalDate(year: 2026, month: 12, day: 31)!, today: today) == 40)
        #expect(GoalRules.daysLeft(until: today, today: today) == 0)
        #expect(GoalRules.daysLeft(until: LocalDate(year: 2026, month: 11, day: 19)!, today: today) == -2)
    }
}
