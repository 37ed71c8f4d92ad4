import TrackerCore

extension Usage {
    /// Adding a goal: a title, an optional deadline, and reasons on the lines below.
    public static let goalAdd: RichText = goalAdd(in: .english)
    /// ``goalAdd`` in `language`.
    public static func goalAdd(in language: Language) -> RichText { Localizer(language).rich(.usageGoalAdd) }
    /// Showing one goal by its list number.
    public static let goalShow: RichText = "/goal <n>"
    /// Changing a goal's title, deadline or reasons.
    public static let goalEdit: RichText = "/goal edit <n> title|by|why <value>"
    /// Marking a goal achieved.
    public static let goalDone: RichText = "/goal done <n>"
    /// Reopening an achieved goal.
    public static let goalReopen: RichText = "/goal reopen <n>"
    /// Deleting a goal (after a confirmation).
    public static let goalDelete: RichText = "/goal delete <n>"
    /// Adding a step to a goal.
    public static let goalStep: RichText = "/goal step <n> <text>"
    /// Ticking step `k` of a goal.
    public static let goalTick: RichText = "/goal tick <n> <k>"
    /// Every goal command, for an unknown `/goal` subcommand.
    public static let goal: RichText =
        "/goal add|edit|done|reopen|delete|step|tick …, /goal <n>, /goals"
}

extension HelpTopic {
    static let goals = HelpTopic(
        "goals", rank: 1, words: ["goal"], title: "Goals",
        overview: "🎯 Goals: /goals, /goal add, /goal <n> — /help goals",
        footer: "A goal is reached when all its checkpoints are ticked.")
}

/// `/goals` and `/goal …`: goals with a deadline, a why and checkpoints.
enum GoalCommands {
    static let all = [
        Command(
            "goals", help: [.init(.goals, "/goals — your open goals by deadline")],
            menu: [.init(.privateChat, rank: 4, "Your goals")], action: .goal(.list)),
        Command(
            "goal",
            help: [
                .init(.goals, "\(Usage.goalAdd)"),
                .init(.goals, "\(Usage.goalShow) — a goal's card"),
                .init(.goals, "\(Usage.goalEdit) — by none or why none removes the deadline or the why"),
                .init(.goals, "\(Usage.goalStep) — add a checkpoint"),
                .init(.goals, "\(Usage.goalTick) — tick checkpoint k"),
                .init(.goals, "\(Usage.goalDone), \(Usage.goalReopen), \(Usage.goalDelete)"),
            ],
            parse: { parser, arguments, body throws(CommandError) in
                .goal(try parser.parseGoal(&arguments, body: body))
            }),
    ]
}

extension GoalAction: ActionTraits {
    var place: ChatPlace { .privateChat }

    /// Deadlines decide which deadline reminders exist; titles, whys and checkpoints are
    /// read when a reminder fires.
    var changesReminders: Bool {
        switch self {
        case .add, .editDeadline, .complete, .reopen, .confirmDelete: return true
        case .list, .page, .show, .checkpointsPage, .editTitle, .editWhy, .delete, .addStep, .tick:
            return false
        }
    }
}

extension CommandParser {
    fileprivate func parseGoal(_ arguments: inout Arguments, body: [String]) throws(CommandError)
        -> GoalAction
    {
        if arguments.isEmpty { return .list }
        if Self.isListNumber(arguments.rest) {
            return .show(try listNumber(arguments.rest, usage: Usage.goalShow))
        }
        let localizer = Localizer(language)
        let sub = arguments.nextWord().lowercased()
        switch sub {
        case "add", "new":
            let (title, deadline) = try parseTitleAndDeadline(arguments.rest)
            let why = body.isEmpty ? nil : body.joined(separator: "\n")
            try checkWhy(why, usage: Usage.goalAdd(in: language))
            return .add(title: title, deadline: deadline, why: why)
        case "list": return .list
        case "show": return .show(try item(&arguments, usage: Usage.goalShow))
        case "done", "complete": return .complete(try item(&arguments, usage: Usage.goalDone))
        case "reopen": return .reopen(try item(&arguments, usage: Usage.goalReopen))
        case "delete", "remove": return .delete(try item(&arguments, usage: Usage.goalDelete))
        case "step", "checkpoint":
            let goal = try position(&arguments, usage: Usage.goalStep)
            let text = arguments.rest
            guard !text.isEmpty else {
                throw CommandError(localizer.rich(.goalSayCheckpoint), usage: Usage.goalStep)
            }
            try checkTitle(text, usage: Usage.goalStep)
            return .addStep(goal, text)
        case "tick":
            let goal = try position(&arguments, usage: Usage.goalTick)
            let word = arguments.nextWord()
            guard let step = UserNumber.value(word, in: 1...Limits.checkpointsPerGoal) else {
                throw CommandError(
                    UserNumber.isWritten(word)
                        ? localizer.rich(
                            .goalCheckpointRange,
                            plain: ["limit": localizer.digits(Limits.checkpointsPerGoal)])
                        : localizer.rich(.goalCheckpointNumber),
                    usage: Usage.goalTick)
            }
            return .tick(goal, step: step)
        case "edit":
            let goal = try position(&arguments, usage: Usage.goalEdit)
            let field = arguments.nextWord().lowercased()
            let value = ([arguments.rest] + body).filter { !$0.isEmpty }.joined(separator: "\n")
            switch field {
            case "title":
                let title = try unquotedTitle(value, usage: Usage.goalEdit)
                guard !title.isEmpty else {
                    throw CommandError(localizer.rich(.goalGiveTitle), usage: Usage.goalEdit)
                }
                try checkTitle(title, usage: Usage.goalEdit)
                return .editTitle(goal, title)
            case "by", "deadline":
                guard !value.isEmpty else {
                    throw CommandError(localizer.rich(.goalGiveDeadline), usage: Usage.goalEdit)
                }
                if Self.clears(value) { return .editDeadline(goal, nil) }
                return .editDeadline(goal, try deadline(value, usage: Usage.goalEdit))
            case "why":
                guard !value.isEmpty else {
                    throw CommandError(localizer.rich(.goalGiveWhy), usage: Usage.goalEdit)
                }
                if Self.clears(value) { return .editWhy(goal, nil) }
                try checkWhy(value, usage: Usage.goalEdit)
                return .editWhy(goal, value)
            default:
                throw CommandError(localizer.rich(.goalEditWhat), usage: Usage.goalEdit)
            }
        default:
            throw CommandError(
                localizer.rich(.goalNoSuchCommand, plain: ["word": InputText.clipped(sub)]), usage: Usage.goal
            )
        }
    }

    /// Splits `Run a marathon by june 1` into title and deadline. A quoted title keeps a
    /// literal "by": `"Stand by me" by friday`.
    fileprivate func parseTitleAndDeadline(_ text: String) throws(CommandError) -> (String, LocalDate?) {
        var title = text
        var dateText: String?
        // The leading space finds "by friday" alone as a deadline without a title.
        let padded = " " + text
        let localizer = Localizer(language)
        let usage = Usage.goalAdd(in: language)
        if let quoted = InputText.quoted(text) {
            guard quoted.closed else { throw CommandError(localizer.rich(.goalClosingQuote), usage: usage) }
            title = quoted.title
            let after = quoted.after
            if !after.isEmpty {
                guard after.lowercased().hasPrefix("by ") else {
                    throw CommandError(localizer.rich(.goalAfterQuote), usage: usage)
                }
                dateText = String(after.dropFirst(3))
            }
        } else if let range = padded.range(of: " by ", options: [.caseInsensitive, .backwards]) {
            title = padded[..<range.lowerBound].trimmingWhitespace
            dateText = padded[range.upperBound...].trimmingWhitespace
        }
        guard !title.isEmpty else { throw CommandError(localizer.rich(.goalNeedTitle), usage: usage) }
        try checkTitle(title, usage: usage)
        guard let dateText else { return (title, nil) }
        // Only a text that is no date at all may be part of the title; a day too far or one
        // that needs its year is a date, and gets its own answer below.
        if case .failure(let error) = DateExpression.parse(
            dateText, today: today, weekStart: weekStart, language: language),
            case .unreadable = error
        {
            throw CommandError(
                RichText(verbatim: error.message(localizer)) + "\n" + localizer.rich(.goalQuoteBy),
                usage: usage)
        }
        return (title, try deadline(dateText, usage: usage))
    }

    fileprivate func deadline(_ text: String, usage: RichText) throws(CommandError) -> LocalDate {
        switch DateExpression.parse(text, today: today, weekStart: weekStart, language: language) {
        case .success(let date):
            guard date >= today else {
                let localizer = Localizer(language)
                let day = Format.sentence(Format.date(date, today: today, localizer))
                throw CommandError(localizer.rich(.goalPastDeadline, plain: ["date": day]), usage: usage)
            }
            return date
        case .failure(let error):
            throw CommandError(RichText(verbatim: error.message(Localizer(language))), usage: usage)
        }
    }

    fileprivate func checkWhy(_ text: String?, usage: RichText) throws(CommandError) {
        guard let text, text.count > Limits.whyLength else { return }
        let localizer = Localizer(language)
        throw CommandError(
            localizer.rich(
                .goalWhyTooLong,
                plain: ["length": localizer.digits(text.count), "limit": localizer.digits(Limits.whyLength)]),
            usage: usage)
    }
}
