import TrackerCore

extension Usage {
    /// The history, or only its entries that contain some text.
    public static let history: RichText = "/history [text]"
    /// A month of check-ins, this month unless told otherwise.
    static let calendarMonth: RichText =
        "/calendar [month], e.g. /calendar 2026-12, /calendar dec, /calendar next month"
    /// A month of check-ins, or the last 12 months.
    public static let calendar: RichText = "\(calendarMonth); /calendar year"
    /// ``calendar`` in `language`, its example month written in it.
    static func calendar(in language: Language) -> RichText { Localizer(language).rich(.viewUsageCalendar) }
}

extension HelpTopic {
    static let views = HelpTopic(
        "views", rank: 5, words: ["view"], title: "Views",
        overview: "📅 Views: /today, /me, /progress, /calendar, /history — /help views",
        footer: "Long lists come in pages of 10 with « Prev and Next » buttons.")
}

/// `/today`, `/me`, `/progress`, `/calendar` and `/history`: views over everything a user has.
enum ViewCommands {
    static let all = [
        Command(
            "today", aliases: ["agenda"],
            help: [
                .init(.views, "/today — habits to check, routine steps, open to-dos, goals due within 7 days")
            ],
            menu: [.init(.privateChat, rank: 1, "Your habits and to-dos for today")], action: .view(.today)),
        Command(
            "me", aliases: ["profile"],
            help: [.init(.views, "/me — your counts, best streak and member-since date")],
            action: .view(.profile)),
        Command(
            "progress", help: [.init(.views, "/progress — a bar for each open goal and active habit")],
            action: .view(.progress)),
        Command(
            "calendar", aliases: ["cal"],
            help: [
                .init(.views, "\(Usage.calendarMonth) — what happened each day"),
                .init(.views, "/calendar year — the last 12 months of check-ins, a square a day"),
            ],
            parse: { parser, arguments, _ throws(CommandError) in
                if arguments.rest.lowercased() == "year" { return .view(.year) }
                return .view(.calendar(month: try parser.parseMonth(arguments.rest)))
            }),
        Command(
            "history",
            help: [.init(.views, "\(Usage.history) — completed goals, newest first, optionally searched")],
            parse: { parser, arguments, _ throws(CommandError) in
                if arguments.isEmpty { return .view(.history(search: nil)) }
                try parser.checkTitle(arguments.rest, usage: Usage.history)
                return .view(.history(search: arguments.rest))
            }),
    ]
}

extension ViewAction: ActionTraits {
    var place: ChatPlace { .privateChat }

    /// Views only read; a check-in from the agenda is read by reminders when they fire.
    var changesReminders: Bool {
        switch self {
        case .profile, .today, .checkToday, .history, .historyPage, .calendar, .year, .progress: return false
        }
    }
}

extension CommandParser {
    fileprivate func parseMonth(_ text: String) throws(CommandError) -> LocalDate {
        guard let month = MonthExpression.parse(text, today: today, language: language) else {
            throw CommandError(
                Localizer(language).rich(.viewMonthUnreadable, plain: ["text": InputText.clipped(text)]),
                usage: Usage.calendar(in: language))
        }
        return month
    }
}
