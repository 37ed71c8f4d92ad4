import Foundation
import Testing
import TrackerCore

/// A rule over time: a change applies from its day on, a planned one keeps its day, and
/// changing back before the day leaves nothing behind.
struct RuleTimelineTests {
    private let monday = LocalDate(iso: "2026-11-23")!

    @Test func aChangeAppliesFromItsDayAndKeepsThePlannedOnes() {
        let weekly = HabitFrequency.weekly(times: 3)
        var timeline = RuleTimeline(HabitSchedule.daily)
        // Weekly from next Monday, then a target from Wednesday: both apply, each from its day.
        timeline = timeline.changing(to: HabitSchedule(frequency: weekly), from: monday.adding(days: 7))
        timeline = timeline.changing(from: monday.adding(days: 2)) { schedule in
            var schedule = schedule
            schedule.measure = HabitMeasure(unit: "km", target: 5)
            return schedule
        }
        #expect(timeline.value(on: monday.adding(days: 1)) == .daily)
        #expect(timeline.value(on: monday.adding(days: 2)).frequency == .daily)
        #expect(timeline.value(on: monday.adding(days: 2)).dailyTarget == 5)
        #expect(timeline.value(on: monday.adding(days: 7)).frequency == weekly)
        #expect(
            timeline.current == HabitSchedule(frequency: weekly, measure: HabitMeasure(unit: "km", target: 5))
        )
    }

    @Test func changingBackBeforeTheDayLeavesNothing() {
        let weekStarts = RuleTimeline(Weekday.monday).changing(to: .sunday, from: monday.adding(days: 7))
        #expect(
            weekStarts.value(on: monday) == .monday && weekStarts.value(on: monday.adding(days: 7)) == .sunday
        )
        let back = weekStarts.changing(to: .monday, from: monday.adding(days: 7))
        #expect(back == RuleTimeline(Weekday.monday))
        #expect(back.earlier.isEmpty)
    }

    /// A change decided before something began applies to all of it; one decided later, or
    /// whose decision was not recorded, only from its day.
    @Test func somethingBegunAfterADecisionFollowsItOnEveryDay() {
        let decided = Date(timeIntervalSince1970: 1_000)
        let weekStarts = RuleTimeline(Weekday.monday)
            .changing(to: .sunday, from: monday.adding(days: 7), decidedAt: decided)
        #expect(weekStarts.earlier.map(\.decidedAt) == [decided])
        #expect(weekStarts.decided(after: decided.addingTimeInterval(1)) == RuleTimeline(Weekday.sunday))
        #expect(
            weekStarts.decided(after: decided) == RuleTimeline(Weekday.sunday), "the same instant: after it")
        #expect(weekStarts.decided(after: decided.addingTimeInterval(-1)) == weekStarts)
        let unrecorded = RuleTimeline(.sunday, earlier: [.init(Weekday.monday, through: monday)])
        #expect(unrecorded.decided(after: .distantFuture) == unrecorded)
        // A later change keeps the earlier one's decision for the entry before it.
        let twice = weekStarts.changing(
            to: .saturday, from: monday.adding(days: 14), decidedAt: decided.addingTimeInterval(60))
        #expect(twice.earlier.map(\.decidedAt) == [decided, decided.addingTimeInterval(60)])
        #expect(
            twice.decided(after: decided.addingTimeInterval(30))
                == RuleTimeline(
                    .saturday,
                    earlier: [
                        .init(
                            .sunday, through: monday.adding(days: 13),
                            decidedAt: decided.addingTimeInterval(60))
                    ]))
    }
}
