import TrackerCore

extension Usage {
    /// Adding a routine: its days and time, and steps on the lines below.
    public static let routineAdd: RichText = "/routine add <title> on <days> at <HH:MM> (next lines: steps)"
    /// ``routineAdd`` in `language`.
    static func routineAdd(in language: Language) -> RichText { Localizer(language).rich(.routineUsageAdd) }
    /// Showing one routine with its steps to tick.
    public static let routineShow: RichText = "/routine <n>"
    /// Changing a routine's title, days, time or steps.
    public static let routineEdit: RichText = "/routine edit <n> title|days|time|steps <value>"
    /// Deleting a routine (after a confirmation).
    public static let routineDelete: RichText = "/routine delete <n>"
    /// Every routine command, for an unknown `/routine` subcommand.
    public static let routine: RichText = "/routine add|edit|delete …, /routine <n>, /routines"
}

extension HelpTopic {
    static let routines = HelpTopic(
        "routines", rank: 4, words: ["routine"], title: "Routines",
        overview: "🔁 Routines: /routines, /routine add, /routine <n> — /help routines")
}

/// `/routines` and `/routine …`: steps on chosen weekdays at a time, ticked off each day.
enum RoutineCommands {
    static let all = [
        Command(
            "routine",
            help: [
                .init(.routines, "\(Usage.routineAdd)"),
                .init(
                    .routines,
                    "Days: mon,wed,fri, weekdays, weekends or daily. Each line below the command is a step."
                ),
                .init(.routines, "/routines — your routines with days and time"),
                .init(.routines, "\(Usage.routineShow) — today's checklist; choose a step to tick it"),
                .init(.routines, "\(Usage.routineEdit) (steps: one per line)"),
                .init(.routines, "\(Usage.routineDelete)"),
            ],
            parse: { parser, arguments, body throws(CommandError) in
                .routine(try parser.parseRoutine(&arguments, body: body))
            }),
        Command("routines", action: .routine(.list)),
    ]
}

extension RoutineAction: ActionTraits {
    var place: ChatPlace { .privateChat }

    /// Days and times decide when a routine's reminder fires; titles and steps are read
    /// when it does.
    var changesReminders: Bool {
        switch self {
        case .add, .editDays, .editTime, .confirmDelete: return true
        case .list, .page, .show, .toggle, .editTitle, .editSteps, .delete: return false
        }
    }
}

extension CommandParser {
    fileprivate func parseRoutine(_ arguments: inout Arguments, body: [String]) throws(CommandError)
        -> RoutineAction
    {
        if arguments.isEmpty { return .list }
        if Self.isListNumber(arguments.rest) {
            return .show(try listNumber(arguments.rest, usage: Usage.routineShow))
        }
        let sub = arguments.nextWord().lowercased()
        switch sub {
        case "add", "new": return try parseRoutineAdd(arguments.rest, body: body)
        case "list": return .list
        case "show": return .show(try item(&arguments, usage: Usage.routineShow))
        case "delete", "remove": return .delete(try item(&arguments, usage: Usage.routineDelete))
        case "edit":
            let routine = try position(&arguments, usage: Usage.routineEdit)
            let field = arguments.nextWord().lowercased()
            let value = arguments.rest
            switch field {
            case "title", "name":
                guard !value.isEmpty else {
                    throw CommandError(
                        Localizer(language).rich(.routineGiveNewTitle), usage: Usage.routineEdit)
                }
                try checkTitle(value, usage: Usage.routineEdit)
                return .editTitle(routine, value)
            case "days", "on": return .editDays(routine, try days(value, usage: Usage.routineEdit))
            case "time", "at": return .editTime(routine, try time(value, usage: Usage.routineEdit))
            case "steps": return .editSteps(routine, try steps([value] + body, usage: Usage.routineEdit))
            default:
                throw CommandError(Localizer(language).rich(.routineEditWhat), usage: Usage.routineEdit)
            }
        default:
            let word = RichText(verbatim: InputText.clipped(sub))
            throw CommandError(
                Localizer(language).rich(.routineNoSuchCommand, ["word": word]), usage: Usage.routine)
        }
    }

    /// `Morning on weekdays at 07:00`, or with the clauses swapped: `Morning at 7 on daily`.
    /// The last " on " and " at " split the text, so the title may contain those words too.
    fileprivate func parseRoutineAdd(_ arguments: String, body: [String]) throws(CommandError)
        -> RoutineAction
    {
        // A leading space lets a missing title ("on daily at 7") be found as such.
        let text = " " + arguments
        let on = text.range(of: " on ", options: [.caseInsensitive, .backwards])
        let at = text.range(of: " at ", options: [.caseInsensitive, .backwards])
        guard let on, let at else {
            throw CommandError(
                Localizer(language).rich(on == nil ? .routineSayDays : .routineSayTime),
                usage: Usage.routineAdd(in: language))
        }
        let title: String
        let daysText: String
        let timeText: String
        if on.lowerBound < at.lowerBound {
            title = text[..<on.lowerBound].trimmingWhitespace
            daysText = text[on.upperBound..<at.lowerBound].trimmingWhitespace
            timeText = text[at.upperBound...].trimmingWhitespace
        } else {
            title = text[..<at.lowerBound].trimmingWhitespace
            timeText = text[at.upperBound..<on.lowerBound].trimmingWhitespace
            daysText = text[on.upperBound...].trimmingWhitespace
        }
        guard !title.isEmpty else {
            throw CommandError(
                Localizer(language).rich(.routineGiveTitle), usage: Usage.routineAdd(in: language))
        }
        try checkTitle(title, usage: Usage.routineAdd(in: language))
        let days = try days(daysText, usage: Usage.routineAdd(in: language))
        let time = try time(timeText, usage: Usage.routineAdd(in: language))
        return .add(
            title: title, days: days, time: time,
            steps: try steps(body, usage: Usage.routineAdd(in: language)))
    }

    /// One step per non-empty line.
    fileprivate func steps(_ lines: [String], usage: RichText) throws(CommandError) -> [String] {
        let steps = lines.map(\.trimmingWhitespace).filter { !$0.isEmpty }
        guard !steps.isEmpty else {
            throw CommandError(Localizer(language).rich(.routineListSteps), usage: usage)
        }
        guard steps.count <= Limits.stepsPerRoutine else {
            let limit = Localizer(language).number(Limits.stepsPerRoutine)
            let message = Localizer(language).count(.routineTooManySteps, steps.count, ["limit": limit])
            throw CommandError(RichText(stringLiteral: message), usage: usage)
        }
        for step in steps { try checkTitle(step, usage: usage) }
        return steps
    }
}
