import TrackerCore
import TrackerStore

/// `/habit edit`: a new name, days, daily target or length.
///
/// A new rule never re-judges a day already judged: a new daily target applies from today,
/// new days from tomorrow, and a change to or from a weekly target from the next week; the
/// days before keep the rule they had (see
/// ``HabitTerms``). A finished run is history: its rules and length are refused, with the
/// way to a new run. A change that would still break or end the run going now is refused
/// (see ``HabitChanges``).
extension HabitHandler {
    func rename(_ habit: Habit, to name: String) throws -> Reply {
        let others = try habits.all(of: context.userID).filter {
            $0.completedOn == nil && $0.id != habit.id
        }
        if let same = others.first(where: { $0.name.lowercased() == name.lowercased() }) {
            throw CommandError(localizer.rich(.habitAlreadyExists, ["name": "\(bold: same.name)"]))
        }
        var renamed = habit
        renamed.name = name
        try habits.update(renamed)
        return HabitCardReplies.renamed(from: habit.name, to: name, localizer)
    }

    /// New days or weekly target. A change between days and weeks converts the length: 21
    /// days become 3 weeks, 3 weeks 21 days.
    func change(_ habit: Habit, frequency: HabitFrequency) throws -> Reply {
        var changed = habit
        changed.schedule.frequency = frequency
        changed.length = changed.schedule.unit.length(habit.length, from: habit.schedule.unit)
        let terms = try HabitEvaluator(context: context).terms(of: habit)
        let from = terms.firstDay(for: frequency, after: context.today)
        try apply(changed, was: habit, from: from) { schedule in
            var schedule = schedule
            schedule.frequency = frequency
            return schedule
        }
        var words = [
            "frequency": HabitWording.frequency(frequency, localizer),
            "length": HabitWording.length(changed.length, changed.schedule.unit, localizer),
        ]
        guard from > context.today else {
            return HabitCardReplies.edited(changed, .habitEditedFrequency, words, localizer)
        }
        words["date"] = Format.date(from, today: context.today, localizer)
        return HabitCardReplies.edited(changed, .habitEditedFrequencyFrom, words, localizer)
    }

    /// A new daily target and unit, or none.
    func change(_ habit: Habit, target: HabitTarget?) throws -> Reply {
        var changed = habit
        if let target {
            guard let unit = target.unit ?? habit.schedule.measure?.unit else {
                throw CommandError(
                    localizer.rich(.habitSayWhatCounts, ["name": "\(bold: habit.name)"]),
                    usage: Usage.habitEdit)
            }
            changed.schedule.measure = HabitMeasure(unit: unit, target: target.amount)
        } else {
            changed.schedule.measure = nil
        }
        try apply(changed, was: habit, from: context.today) { schedule in
            var schedule = schedule
            schedule.measure = changed.schedule.measure
            return schedule
        }
        guard let measure = changed.schedule.measure else {
            return HabitCardReplies.edited(changed, .habitEditedNoTarget, [:], localizer)
        }
        let target = HabitWording.target(measure, localizer)
        return HabitCardReplies.edited(changed, .habitEditedTarget, ["target": target], localizer)
    }

    /// A new program length, in the habit's unit unless `unit` says otherwise.
    func change(_ habit: Habit, length: Int, unit: HabitUnit?) throws -> Reply {
        var changed = habit
        let own = habit.schedule.unit
        switch (unit ?? own, own) {
        case (.days, .weeks):
            throw CommandError(
                localizer.rich(.habitCountedInWeeks, ["name": "\(bold: habit.name)"]), usage: Usage.habitEdit)
        case (.weeks, .days):
            changed.length = length.multipliedReportingOverflow(by: 7).partialValue
        default:
            changed.length = length
        }
        guard own.lengthRange.contains(changed.length) else {
            throw CommandError(
                localizer.rich(own == .days ? .habitLengthDays : .habitLengthWeeks), usage: Usage.habitEdit)
        }
        try apply(changed, was: habit, from: context.today)
        let length = HabitWording.length(changed.length, own, localizer)
        return HabitCardReplies.edited(changed, .habitEditedLength, ["length": length], localizer)
    }

    /// Stores `changed`, with `change` made to its schedules from `day` on (a change already
    /// planned for later days keeps its day), unless the run is finished or the change would
    /// break or end the run going now.
    private func apply(
        _ changed: Habit, was habit: Habit, from day: LocalDate,
        change: (HabitSchedule) -> HabitSchedule = { $0 }
    ) throws {
        if let finished = habit.completedOn {
            let when = RichText(verbatim: Format.onDate(finished, today: context.today, localizer))
            throw CommandError(
                localizer.rich(.habitFinishedRun, ["name": "\(bold: habit.name)", "when": when]),
                usage: Usage.habitEdit)
        }
        let evaluator = try HabitEvaluator(context: context)
        let terms = try evaluator.terms(of: habit)
        var changedTerms = terms
        changedTerms.schedules = terms.schedules.changing(from: day, change)
        let refusal = HabitChanges.check(
            changed, was: habit, log: try habits.currentLog(of: habit), today: context.today, terms: terms,
            changedTerms: changedTerms, isPaused: evaluator.isPaused)
        switch refusal {
        case .wouldBreak(let missed)?:
            let when = RichText(verbatim: Format.onDate(missed, today: context.today, localizer))
            throw CommandError(
                localizer.rich(.habitWouldBreak, ["name": "\(bold: habit.name)", "when": when]),
                usage: Usage.habitEdit)
        case .alreadyReached(let reached)?:
            let words = [
                "reached": HabitWording.length(reached, changed.schedule.unit, localizer),
                "length": localizer.digits(changed.length),
            ]
            var arguments = words.mapValues { RichText(verbatim: $0) }
            arguments["name"] = "\(bold: habit.name)"
            throw CommandError(localizer.rich(.habitAlreadyReached, arguments), usage: Usage.habitEdit)
        case nil:
            try habits.update(changed)
            try habits.saveSchedules(changedTerms.schedules, of: changed)
        }
    }
}
