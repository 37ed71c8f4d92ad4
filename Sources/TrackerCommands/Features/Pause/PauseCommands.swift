import TrackerCore

extension Usage {
    /// Pausing habits and reminders for a stretch of days.
    public static let pause: RichText = "/pause until <date>, or /pause from <date> until <date>"

    /// ``pause`` in `language`.
    static func pause(in language: Language) -> RichText { Localizer(language).rich(.pauseUsage) }
}

/// `/pause` and `/resume`: days off that neither break a run nor bring reminders.
enum PauseCommands {
    static let all = [
        Command(
            "pause",
            help: [
                .init(
                    .settings,
                    "\(Usage.pause) — freezes every habit and mutes reminders; it starts today or later")
            ],
            parse: { parser, arguments, _ throws(CommandError) in
                .pause(try parser.parsePause(arguments.rest))
            }),
        Command(
            "resume", help: [.init(.settings, "/resume — end the pause; today counts again")],
            action: .pause(.resume)),
    ]
}

extension PauseAction: ActionTraits {
    var place: ChatPlace { .privateChat }

    /// Paused days have no reminders.
    var changesReminders: Bool {
        switch self {
        case .pause, .resume: return true
        }
    }
}

extension CommandParser {
    /// `until <date>`, `from <date> until <date>`, or a bare `<date>` meaning until then.
    fileprivate func parsePause(_ text: String) throws(CommandError) -> PauseAction {
        guard !text.isEmpty else {
            throw CommandError(Localizer(language).rich(.pauseUntilWhen), usage: Usage.pause(in: language))
        }
        var startText: String?
        var endText = text
        let (first, rest) = text.splitFirstWord()
        switch first.lowercased() {
        case "from":
            guard
                let separator = [" until ", " till ", " through ", " to "].lazy.compactMap({
                    rest.range(of: $0, options: .caseInsensitive)
                }).first
            else {
                throw CommandError(Localizer(language).rich(.pauseSayUntil), usage: Usage.pause(in: language))
            }
            startText = rest[..<separator.lowerBound].trimmingWhitespace
            endText = rest[separator.upperBound...].trimmingWhitespace
        case "until", "till", "through", "to":
            endText = rest
        default:
            break
        }
        var start = today
        if let startText { start = try date(startText, usage: Usage.pause(in: language)) }
        let end = try date(endText, usage: Usage.pause(in: language))
        if let refusal = PauseRules.check(from: start, through: end, today: today) {
            throw CommandError(
                Self.message(refusal, today: today, Localizer(language)), usage: Usage.pause(in: language))
        }
        return .pause(from: start, through: end)
    }

    private static func message(_ refusal: PauseRefusal, today: LocalDate, _ localizer: Localizer) -> RichText
    {
        func day(_ date: LocalDate) -> RichText { RichText(verbatim: localizer.day(date, today: today)) }
        switch refusal {
        case .startsInThePast(let date):
            return localizer.rich(.pauseStartsInPast, ["date": day(date)])
        case .endsInThePast(let date):
            let words = RichText(verbatim: Format.sentence(localizer.day(date, today: today)))
            return localizer.rich(.pauseEndsInPast, ["date": words])
        case .endsBeforeItStarts:
            return localizer.rich(.pauseEndsBeforeStart)
        case .tooLong(let days):
            let limit = localizer.number(PauseRules.maximumLength)
            return RichText(stringLiteral: localizer.count(.pauseTooLong, days, ["limit": limit]))
        }
    }
}
