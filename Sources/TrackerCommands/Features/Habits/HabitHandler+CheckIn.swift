import TrackerCore
import TrackerStore

/// Check-ins: finding the habit meant, recording a check-in or an amount with its note, and
/// taking the last amount of today back.
extension HabitHandler {
    func check(_ ref: ItemRef?, amount: Int?, note: String?) throws -> Reply {
        if context.isGroup {
            let (habit, amount) = try groupCheck(ref, amount: amount)
            return try checkIn(habit, amount: amount, note: note)
        }
        switch ref {
        case .name(let name)?:
            // `/check read 10` names a habit called exactly "Read 10" if there is one, else adds
            // 10 to Read: a longer name it only starts ("Read 10 pages") is not meant.
            let whole = amount.map { "\(name) \($0)" }
            if let whole, let item = try positions.matches(whole).only,
                NameMatch.key(item.name) == NameMatch.key(whole)
            {
                return try checkIn(habit(.id(item.id)), amount: nil, note: note)
            }
            return try checkIn(habit(named: name), amount: amount, note: note)
        case let ref?: return try checkIn(habit(ref), amount: amount, note: note)
        case nil:
            let all = try habits.all(of: context.userID)
            let active = all.filter { $0.completedOn == nil }
            if active.isEmpty {
                throw CommandError(localizer.rich(all.isEmpty ? .habitEmpty : .habitAllComplete))
            }
            if active.count == 1 { return try checkIn(active[0], amount: amount, note: note) }
            if note != nil {
                throw CommandError(
                    localizer.rich(.habitNoteForWhich), usage: Usage.checkAmount(in: context.language))
            }
            let evaluator = try HabitEvaluator(context: context)
            let open = try active.filter { try !evaluator.progress(of: $0).today.isMet }
            return HabitReplies.choose(open, context: context)
        }
    }

    /// Checks `habit` in, found already: records the check-in or amount and answers it.
    func checkIn(_ habit: Habit, amount: Int?, note: String?) throws -> Reply {
        let checkIn = try record(habit, amount: amount ?? 1, note: note)
        let outcome = checkIn.outcome
        var reply = HabitCheckInReplies.checkIn(habit, outcome: outcome, note: note, context: context)
        if outcome.isRecorded {
            reply.picture = HabitCheckInReplies.picture(
                habit, outcome: outcome, run: checkIn.run(of: habit), text: reply.text,
                language: context.language)
        }
        return reply
    }

    /// Decides a check-in of `habit` today and records it if it counts. An already checked-in
    /// day keeps its one check-in, and `note` is added to it.
    func record(_ habit: Habit, amount: Int = 1, note: String? = nil) throws -> DecidedCheckIn {
        var habit = habit
        // A zone change can move "today" back before the day the run started; a check-in
        // there would count a day that is not part of the run.
        guard context.today >= habit.runStartedOn else {
            let when = RichText(verbatim: Format.onDate(habit.runStartedOn, today: context.today, localizer))
            throw CommandError(
                localizer.rich(.habitNotStarted, ["name": "\(bold: habit.name)", "when": when]))
        }
        let usage = Usage.checkAmount(in: context.language)
        guard habit.schedule.measure != nil || amount == 1 else {
            throw CommandError(localizer.rich(.habitNoAmounts, ["name": "\(bold: habit.name)"]), usage: usage)
        }
        let basis = try habits.checkInBasis(of: habit, by: context.user)
        let evaluator = HabitEvaluator(context: context, basis: basis)
        let log = basis.log
        guard log.total(on: context.today) <= HabitMeasure.dayTotalLimit - amount else {
            let limit = RichText(verbatim: localizer.number(HabitMeasure.dayTotalLimit))
            throw CommandError(
                localizer.rich(.habitTotalLimit, ["name": "\(bold: habit.name)", "limit": limit]),
                usage: usage)
        }
        let terms = basis.terms(of: habit)
        let outcome = CheckInOutcome.decide(
            habit, log: log, adding: amount, today: context.today, terms: terms, isPaused: evaluator.isPaused)
        if outcome.isRecorded {
            try habits.record(
                CheckIn(
                    habitID: habit.id!, run: habit.run, date: context.today, amount: amount, note: note,
                    createdAt: context.now))
        } else if outcome == .alreadyCheckedIn, let note {
            if let last = try habits.lastCheckIn(of: habit, on: context.today) {
                try habits.addNote(note, to: last)
            }
        }
        if case .programCompleted = outcome {
            habit.completedOn = context.today
            try habits.update(habit)
        }
        return DecidedCheckIn(
            outcome: outcome, log: outcome.isRecorded ? log.adding(amount, on: context.today) : log,
            terms: terms, evaluator: evaluator)
    }

    /// Takes back the last amount checked in today. `amount`, when typed, must be 1 or that
    /// amount, so that `-3` never takes back a 5.
    func undo(_ ref: ItemRef, amount: Int?) throws -> Reply {
        let habit: Habit
        switch ref {
        case _ where context.isGroup: habit = try groupHabit(ref, doing: "/check")
        case .name(let name): habit = try self.habit(named: name)
        default: habit = try self.habit(ref)
        }
        guard let last = try habits.lastCheckIn(of: habit, on: context.today) else {
            throw CommandError(localizer.rich(.habitNothingToTakeBack, ["name": "\(bold: habit.name)"]))
        }
        if let amount, amount != 1, amount != last.amount {
            let last = RichText(verbatim: HabitWording.amount(last.amount, in: habit.schedule, localizer))
            throw CommandError(
                localizer.rich(.habitLastAmountWas, ["name": "\(bold: habit.name)", "amount": last]),
                usage: Usage.checkAmount(in: context.language))
        }
        try habits.remove(last)
        let basis = try habits.checkInBasis(of: habit, by: context.user)
        let evaluator = HabitEvaluator(context: context, basis: basis)
        // Taking back changes at most whether the habit is complete, never its schedule.
        let terms = basis.terms(of: habit)
        let after = HabitChanges.afterTakingBack(
            habit, log: basis.log, today: context.today, terms: terms, isPaused: evaluator.isPaused)
        if after != habit { try habits.update(after) }
        let progress = HabitProgress.evaluate(
            after, log: basis.log, today: context.today, terms: terms, isPaused: evaluator.isPaused)
        return HabitCheckInReplies.tookBack(after, amount: last.amount, progress: progress, context: context)
    }

    /// The one habit `name` means, asking which when it means several. A name no habit has,
    /// but whose last word was meant as an amount, says what is wrong with the amount.
    private func habit(named name: String) throws -> Habit {
        guard try positions.matches(name).isEmpty else { return try habit(.name(name)) }
        throw try unknown(name)
    }

    /// Why no habit is called `name`. When all but its last word name a habit, that word
    /// was meant as an amount and is not a whole number.
    private func unknown(_ name: String) throws -> CommandError {
        let (rest, last) = name.splitLastWord()
        if !rest.isEmpty, let item = try positions.matches(rest).only, let habit = try? habit(.id(item.id)),
            habit.schedule.measure != nil
        {
            let word = RichText(verbatim: InputText.clipped(last, to: 24))
            return CommandError(
                localizer.rich(.habitNotAnAmountOf, ["word": word, "name": "\(bold: habit.name)"]),
                usage: Usage.checkAmount(in: context.language))
        }
        let words = ["name": InputText.clipped(name), "command": "/habits"]
        return CommandError(
            localizer.rich(.listNotCalledHabits, words.mapValues { RichText(verbatim: $0) }),
            usage: Usage.check)
    }
}
