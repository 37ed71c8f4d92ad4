import TrackerCore

extension Usage {
    /// Pausing habits and reminders for a stretch of days.
    public static let pause: RichText = "/pause until <date>, or /pause from <date> until <date>"
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
            throw CommandError("Until when? For example: /pause until sunday", usage: Usage.pause)
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
                throw CommandError("Say until when: /pause from monday until friday", usage: Usage.pause)
            }
            startText = rest[..<separator.lowerBound].trimmingWhitespace
            endText = rest[separator.upperBound...].trimmingWhitespace
        case "until", "till", "through", "to":
            endText = rest
        default:
            break
        }
        var start = today
        if let startText { start = try date(startText, usage: Usage.pause) }
        let end = try date(endText, usage: Usage.pause)
        if let refusal = PauseRules.check(from: start, through: end, today: today) {
            throw CommandError(
                RichText(stringLiteral: Self.message(refusal, today: today)), usage: Usage.pause)
        }
        return .pause(from: start, through: end)
    }

    private static func message(_ refusal: PauseRefusal, today: LocalDate) -> String {
        switch refusal {
        case .startsInThePast(let day):
            return
                "A pause can't start in the past (\(Format.date(day, today: today))): those days have already counted. "
                + "Start it today: /pause until <date>"
        case .endsInThePast(let day):
            return
                "\(Format.sentence(Format.date(day, today: today))) has already passed: a pause lasts until today or later."
        case .endsBeforeItStarts:
            return "That pause would end before it starts."
        case .tooLong(let days):
            return "That pause is \(days) days; keep it to \(PauseRules.maximumLength)."
        }
    }
}
