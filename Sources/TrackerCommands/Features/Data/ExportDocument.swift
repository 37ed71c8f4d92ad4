import Foundation
import TrackerCore
import TrackerStore

/// The JSON document `/export` writes: everything stored about a user.
///
/// The README's "Your data" section documents this schema. Bump ``currentSchemaVersion``
/// whenever a field changes meaning or is removed; adding a field keeps the version.
/// Fields without a value (no deadline, not completed) are left out.
///
/// Version 2: a habit's `length` is counted in its `lengthUnit` (weeks for chosen weekdays
/// and weekly targets), and `checkIns` holds one entry per check-in with its `amount`, so
/// a measurable habit may have several on one day.
struct ExportDocument: Encodable {
    static let currentSchemaVersion = 2

    struct Profile: Encodable {
        var name: String
        var platform: String
        var platformUserID: String
        var timeZone: String
        var dayStartHour: Int
        var remindAt: String?
        var warnAt: String?
        var weekStart: String
        var memberSince: Date
        /// The names shown in groups, by the group chat's platform id; left out when none.
        var namesInGroups: [String: String]?
    }

    struct CheckpointEntry: Encodable {
        var position: Int
        var title: String
        var doneOn: LocalDate?
    }

    struct GoalEntry: Encodable {
        var id: Int64
        var title: String
        var why: String?
        var deadline: LocalDate?
        var createdAt: Date
        var completedAt: Date?
        var checkpoints: [CheckpointEntry]
    }

    struct CheckInEntry: Encodable {
        var run: Int
        var date: LocalDate
        /// 1 for a habit without amounts.
        var amount: Int
        var note: String?
    }

    struct HabitEntry: Encodable {
        var id: Int64
        var name: String
        /// In `lengthUnit`.
        var length: Int
        /// `days` or `weeks`.
        var lengthUnit: String
        /// `daily`, `days` (chosen weekdays) or `weekly`.
        var frequency: String
        /// The chosen weekdays, for `days`.
        var days: [String]?
        /// 1–7, for `weekly`.
        var timesPerWeek: Int?
        /// What a measurable habit counts, and the daily total that makes a day count.
        var unit: String?
        var target: Int?
        var run: Int
        var runStartedOn: LocalDate
        var completedOn: LocalDate?
        var createdAt: Date
        var checkIns: [CheckInEntry]
        /// The schedules the habit had before its current one, each with the last day it
        /// applied: days before it were judged by it. Left out when it never changed.
        var earlierRules: [RuleEntry]?
        /// Its days as every view counts them, through the day of the export.
        var dayCounts: DayCountsEntry?
    }

    /// A schedule a habit had, and the last day it applied.
    struct RuleEntry: Encodable {
        var through: LocalDate
        var frequency: String
        var days: [String]?
        var timesPerWeek: Int?
        var unit: String?
        var target: Int?

        init(_ schedule: HabitSchedule, through: LocalDate) {
            self.through = through
            (frequency, days, timesPerWeek) = schedule.exportedFrequency
            (unit, target) = (schedule.measure?.unit, schedule.measure?.target)
        }
    }

    /// A habit's days counted as `/habit <n> history` and `/me` count them.
    struct DayCountsEntry: Encodable {
        var done: Int
        var due: Int
        var partly: Int
        var extra: Int
        var paused: Int
        /// In `bestStreakUnit`.
        var bestStreak: Int
        /// `days` or `weeks`.
        var bestStreakUnit: String
    }

    /// What the export adds to a habit's stored rows: its earlier rules and its day counts.
    struct HabitJudgement {
        var schedules: RuleTimeline<HabitSchedule>
        var counts: HabitDayCounts
        var bestStreak: Int
    }

    struct TodoEntry: Encodable {
        var id: Int64
        var text: String
        var createdAt: Date
        var doneAt: Date?
    }

    struct StepEntry: Encodable {
        var position: Int
        var title: String
        var doneOn: [LocalDate]
    }

    struct RoutineEntry: Encodable {
        var id: Int64
        var title: String
        var days: [String]
        var time: TimeOfDay
        var createdAt: Date
        var steps: [StepEntry]
    }

    struct PauseEntry: Encodable {
        var startsOn: LocalDate
        var endsOn: LocalDate
    }

    struct ChallengeEntry: Encodable {
        /// The group chat's platform id.
        var groupChatID: String
        var habit: String
        var length: Int
        /// Days in the group's zone.
        var startedOn: LocalDate
        var endedOn: LocalDate?
        /// The user's habit that counts for it, in `habits`.
        var habitID: Int64
        /// A day in the user's zone.
        var joinedOn: LocalDate
        var mentionsInGroup: Bool
    }

    var schemaVersion = ExportDocument.currentSchemaVersion
    var exportedAt: Date
    var user: Profile
    var goals: [GoalEntry]
    var habits: [HabitEntry]
    var todos: [TodoEntry]
    var routines: [RoutineEntry]
    var pauses: [PauseEntry]
    var challenges: [ChallengeEntry]

    /// The document of `data`; `judgements` by habit id add each habit's rules over time and
    /// day counts.
    init(_ data: UserData, exportedAt: Date, judgements: [Int64: HabitJudgement] = [:]) {
        self.exportedAt = exportedAt
        let user = data.user
        self.user = Profile(
            name: user.displayName, platform: user.platform.tag, platformUserID: user.externalID,
            timeZone: user.timeZone, dayStartHour: user.dayStartHour, remindAt: user.remindAt?.text,
            warnAt: user.warnAt?.text, weekStart: user.weekStart.name, memberSince: user.createdAt,
            namesInGroups: data.namesInGroups.isEmpty ? nil : data.namesInGroups)
        goals = data.goals.map { entry in
            GoalEntry(
                id: entry.goal.id ?? 0, title: entry.goal.title, why: entry.goal.why,
                deadline: entry.goal.deadline,
                createdAt: entry.goal.createdAt, completedAt: entry.goal.completedAt,
                checkpoints: entry.checkpoints.map {
                    CheckpointEntry(position: $0.position, title: $0.title, doneOn: $0.doneOn)
                })
        }
        habits = data.habits.map { entry in
            let schedule = entry.habit.schedule
            let frequency = schedule.exportedFrequency
            var habit = HabitEntry(
                id: entry.habit.id ?? 0, name: entry.habit.name, length: entry.habit.length,
                lengthUnit: schedule.unit == .days ? "days" : "weeks", frequency: frequency.name,
                days: frequency.days, timesPerWeek: frequency.timesPerWeek,
                unit: schedule.measure?.unit, target: schedule.measure?.target, run: entry.habit.run,
                runStartedOn: entry.habit.runStartedOn, completedOn: entry.habit.completedOn,
                createdAt: entry.habit.createdAt,
                checkIns: entry.checkIns.map {
                    CheckInEntry(run: $0.run, date: $0.date, amount: $0.amount, note: $0.note)
                })
            if let judgement = entry.habit.id.flatMap({ judgements[$0] }) {
                let earlier = judgement.schedules.earlier
                habit.earlierRules =
                    earlier.isEmpty ? nil : earlier.map { RuleEntry($0.value, through: $0.through) }
                let counts = judgement.counts
                habit.dayCounts = DayCountsEntry(
                    done: counts.done, due: counts.due, partly: counts.partly, extra: counts.extra,
                    paused: counts.paused, bestStreak: judgement.bestStreak,
                    bestStreakUnit: schedule.streakUnit == .days ? "days" : "weeks")
            }
            return habit
        }
        todos = data.todos.map {
            TodoEntry(id: $0.id ?? 0, text: $0.text, createdAt: $0.createdAt, doneAt: $0.doneAt)
        }
        routines = data.routines.map { entry in
            RoutineEntry(
                id: entry.routine.id ?? 0, title: entry.routine.title,
                days: entry.routine.days.days.map(\.name),
                time: entry.routine.time, createdAt: entry.routine.createdAt,
                steps: entry.steps.map {
                    StepEntry(position: $0.step.position, title: $0.step.title, doneOn: $0.doneOn)
                })
        }
        pauses = data.pauses.map { PauseEntry(startsOn: $0.startsOn, endsOn: $0.endsOn) }
        challenges = data.challenges.map { entry in
            ChallengeEntry(
                groupChatID: entry.challenge.chatID, habit: entry.challenge.habitName,
                length: entry.challenge.length, startedOn: entry.challenge.startedOn,
                endedOn: entry.challenge.endedOn, habitID: entry.membership.habitID,
                joinedOn: entry.membership.joinedOn, mentionsInGroup: entry.mentions)
        }
    }

    /// Pretty-printed UTF-8 JSON with sorted keys and ISO 8601 instants in UTC.
    func json() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .iso8601
        return try encoder.encode(self)
    }
}

extension HabitSchedule {
    /// How the export writes the frequency, for the current schedule and earlier ones alike:
    /// `daily`; `days` with the chosen weekdays; `weekly` with the times per week.
    fileprivate var exportedFrequency: (name: String, days: [String]?, timesPerWeek: Int?) {
        switch frequency {
        case .daily: ("daily", nil, nil)
        case .days(let set): ("days", set.days.map(\.name), nil)
        case .weekly(let times): ("weekly", nil, times)
        }
    }
}
