import TrackerCore

extension Usage {
    /// Starting a habit: daily for 21 days unless told otherwise.
    public static let habitAdd: RichText =
        "/habit add <name> [on <days> | <N> times a week] [<N> <unit> a day] [for <N> days|weeks]"
    /// Checking in a habit for today: by name or list number when there are several.
    public static let check: RichText = "/check [<habit name or n>]"
    /// Checking in an amount, or taking the last one back.
    public static let checkAmount: RichText = checkAmount(in: .english)
    /// ``checkAmount`` in `language`.
    public static func checkAmount(in language: Language) -> RichText {
        Localizer(language).rich(.usageCheckAmount)
    }
    /// A habit's card.
    public static let habitShow: RichText = "/habit <n>"
    /// A habit's last 12 months.
    public static let habitHistory: RichText = "/habit <n> history"
    /// Changing a habit's name, days, daily target or length.
    public static let habitEdit: RichText = "/habit edit <n> name|days|target|length <value>"
    /// Restarting a habit's run (after a confirmation).
    public static let habitReset: RichText = "/habit reset <n>"
    /// Deleting a habit (after a confirmation).
    public static let habitDelete: RichText = "/habit delete <n>"
    /// Every habit command, for an unknown `/habit` subcommand.
    public static let habit: RichText =
        "/habit add|edit|reset|delete …, /habit <n> [history], /habits, /check"
}

extension HelpTopic {
    static let habits = HelpTopic(
        "habits", rank: 2, words: ["habit"], title: "Habits",
        overview: "🌱 Habits: /habits, /habit add, /check — /help habits",
        footer:
            "Strict rules: a missed due day, or a week that can no longer reach its target, breaks the run; "
            + "it starts over after a reset.")
}

/// `/habits`, `/habit …` and `/check`: habit programs and their check-ins.
enum HabitCommands {
    static let all = [
        Command(
            "habit",
            help: [
                .init(.habits, "/habit add <name> [for <N> days] — 21 days unless you say otherwise"),
                .init(.habits, "/habit add Piano on mon,wed,fri [for 8 weeks] — only on those days"),
                .init(.habits, "/habit add Gym 3 times a week [for 8 weeks] — any 3 days of your week"),
                .init(
                    .habits, "/habit add Water 8 glasses a day — counts amounts; also Run 5 km 3 times a week"
                ),
                .init(.habits, "\(Usage.habitShow) — the habit's card: recent check-ins and notes"),
                .init(.habits, "\(Usage.habitHistory) — its last 12 months, a square a day"),
                .init(.habits, "\(Usage.habitEdit) — target none makes it a plain check-in"),
            ],
            parse: { parser, arguments, body throws(CommandError) in
                .habit(try parser.parseHabit(&arguments, body: body))
            }),
        Command(
            "habits", help: [.init(.habits, "/habits — where each run stands, and whether today is done")],
            menu: [.init(.privateChat, rank: 3, "Your habits")], action: .habit(.list)),
        Command(
            "check", aliases: ["checkin"], place: .anywhere,
            help: [
                .init(
                    .habits,
                    "\(Usage.check) — check in for today: a day done, a day of a weekly target, or an amount"),
                .init(.habits, "/check water 3 adds 3; /check water -1 takes back the last amount"),
                .init(.habits, "Lines below /check <habit> become a note on the check-in"),
                .init(.habits, "\(Usage.habitReset), \(Usage.habitDelete)"),
                .init(.groups, "/check — check in, in the group or in private; a reminder's ✅ counts too"),
            ],
            menu: [
                .init(.privateChat, rank: 2, "Check in a habit"), .init(.group, rank: 1, "Check in today"),
            ],
            parse: { parser, arguments, body throws(CommandError) in
                .habit(try parser.parseCheck(arguments.rest, body: body))
            }),
    ]
}

extension HabitAction: ActionTraits {
    /// Check-ins and resets act on the habit the member named or pressed, and the reply names
    /// only that one; in a group the handler allows only the group's challenge habit.
    var place: ChatPlace {
        switch self {
        case .check, .undo, .reset, .confirmReset: return .anywhere
        case .add, .list, .page, .show, .history, .delete, .confirmDelete, .editName, .editFrequency,
            .editTarget,
            .editLength, .checkOn:
            return .privateChat
        }
    }

    /// What is due each day decides the nudges; check-ins are read when they fire.
    var changesReminders: Bool {
        switch self {
        case .add, .reset, .confirmReset, .confirmDelete, .editFrequency: return true
        case .list, .page, .show, .history, .check, .checkOn, .undo, .delete, .editName, .editTarget,
            .editLength:
            return false
        }
    }
}

extension CommandParser {
    fileprivate func parseHabit(_ arguments: inout Arguments, body: [String]) throws(CommandError)
        -> HabitAction
    {
        if arguments.isEmpty { return .list }
        if Self.isListNumber(arguments.rest) {
            return .show(try listNumber(arguments.rest, usage: Usage.habitShow))
        }
        if Self.isListNumber(arguments.peekWord()) {
            let habit = try position(&arguments, usage: Usage.habitShow)
            guard arguments.rest.lowercased() == "history" else {
                throw CommandError(Localizer(language).rich(.habitAfterNumber), usage: Usage.habitHistory)
            }
            return .history(habit)
        }
        let sub = arguments.nextWord().lowercased()
        switch sub {
        case "add", "new":
            let habit = try habitDefinition(arguments.rest, usage: Usage.habitAdd)
            return .add(name: habit.name, length: habit.length, schedule: habit.schedule)
        case "list": return .list
        case "show": return .show(try position(&arguments, usage: Usage.habitShow))
        case "history": return .history(try position(&arguments, usage: Usage.habitHistory))
        case "check": return try parseCheck(arguments.rest, body: body)
        case "edit": return try parseHabitEdit(&arguments)
        case "reset", "restart": return .reset(try item(&arguments, usage: Usage.habitReset))
        case "delete", "remove": return .delete(try item(&arguments, usage: Usage.habitDelete))
        default:
            let word = InputText.clipped(sub)
            throw CommandError(
                Localizer(language).rich(.habitNoSuchCommand, plain: ["word": word]), usage: Usage.habit)
        }
    }

    /// `/check`, `/check 2`, `/check water 3`, `/check water -1`, with a note on the lines below.
    func parseCheck(_ text: String, body: [String]) throws(CommandError) -> HabitAction {
        let localizer = Localizer(language)
        let usage = Usage.checkAmount(in: language)
        let note = body.isEmpty ? nil : body.joined(separator: "\n")
        if let note, note.count > Limits.whyLength {
            let words = ["length": localizer.digits(note.count), "limit": localizer.number(Limits.whyLength)]
            throw CommandError(localizer.rich(.habitNoteTooLong, plain: words), usage: usage)
        }
        if text.isEmpty { return .check(nil, note: note) }
        let (rest, last) = text.splitLastWord()
        guard !rest.isEmpty, UserNumber.isWritten(last) else {
            // `/check 11 2.5`: a list number is never part of a name, so what follows is an amount.
            if !rest.isEmpty, Self.isListNumber(rest) {
                throw CommandError(
                    localizer.rich(.habitNotAnAmount, plain: ["word": InputText.clipped(last, to: 24)]),
                    usage: usage)
            }
            return .check(try selector(text), note: note)
        }
        let limit = HabitMeasure.amountRange.upperBound
        switch UserNumber.parse(last, in: -limit...limit) {
        case .success(let amount) where amount < 0:
            guard note == nil else {
                throw CommandError(localizer.rich(.habitNoteWithUndo), usage: usage)
            }
            return .undo(try selector(rest), amount: -amount)
        case .success(let amount) where amount > 0:
            return .check(try selector(rest), amount: amount, note: note)
        default:
            throw CommandError(localizer.rich(.habitAmountRange), usage: usage)
        }
    }

    /// A habit by its list number or its name. Anything written as a number is a list
    /// number, so `/check 0` or `/check -1` is refused instead of looked up as a name.
    fileprivate func selector(_ text: String) throws(CommandError) -> ItemRef {
        if Self.isListNumber(text) { return try listNumber(text, usage: Usage.check) }
        return .name(text)
    }

    /// `name|days|target|length <value>`; every field needs a value.
    fileprivate func parseHabitEdit(_ arguments: inout Arguments) throws(CommandError) -> HabitAction {
        let habit = try position(&arguments, usage: Usage.habitEdit)
        let localizer = Localizer(language)
        let field = arguments.nextWord().lowercased()
        let value = arguments.rest
        switch field {
        case "name", "title":
            guard !value.isEmpty else {
                throw CommandError(localizer.rich(.habitGiveName), usage: Usage.habitEdit)
            }
            try checkTitle(value, usage: Usage.habitEdit)
            return .editName(habit, value)
        case "days", "on", "frequency":
            return .editFrequency(habit, try frequencyValue(value, usage: Usage.habitEdit))
        case "target", "amount":
            if Self.clears(value) { return .editTarget(habit, nil) }
            return .editTarget(habit, try targetValue(value, usage: Usage.habitEdit))
        case "length", "for":
            let words = value.split(whereSeparator: \.isWhitespace)
            let unit = words.count == 2 ? Self.lengthUnit(String(words[1])) : nil
            guard let count = words.first, words.count == 1 || unit != nil,
                let length = UserNumber.value(count, in: HabitUnit.days.lengthRange)
            else {
                throw CommandError(localizer.rich(.habitGiveLength), usage: Usage.habitEdit)
            }
            return .editLength(habit, length, unit: unit)
        default:
            throw CommandError(localizer.rich(.habitEditWhat), usage: Usage.habitEdit)
        }
    }

    /// `mon,wed,fri`, `daily`, `3 times a week` or `once a week`.
    fileprivate func frequencyValue(_ text: String, usage: RichText) throws(CommandError) -> HabitFrequency {
        let words = text.split(whereSeparator: \.isWhitespace).map(String.init)
        if let (times, count) = try weeklyTarget(at: words, usage: usage), count == words.count {
            return .weekly(times: times)
        }
        return .on(try days(words.filter { $0.lowercased() != "on" }.joined(separator: " "), usage: usage))
    }

    /// `8 glasses`, `8 glasses a day`, or `8` to keep the unit.
    fileprivate func targetValue(_ text: String, usage: RichText) throws(CommandError) -> HabitTarget {
        var words = text.split(whereSeparator: \.isWhitespace).map(String.init)
        if words.count >= 3, ["a", "per", "each"].contains(words[words.count - 2].lowercased()),
            words[words.count - 1].lowercased() == "day"
        {
            words.removeLast(2)
        }
        guard let first = words.first else {
            throw CommandError(Localizer(language).rich(.habitGiveTarget), usage: usage)
        }
        let amount = try dailyTarget(first, usage: usage)
        let unit = words.dropFirst().joined(separator: " ")
        try checkUnit(unit, usage: usage)
        return HabitTarget(amount: amount, unit: unit.isEmpty ? nil : unit)
    }
}

extension StringProtocol {
    /// The text before the last whitespace-separated word, trimmed, and that word.
    func splitLastWord() -> (String, String) {
        let text = trimmingWhitespace
        guard let space = text.lastIndex(where: \.isWhitespace) else { return ("", text) }
        return (text[..<space].trimmingWhitespace, String(text[text.index(after: space)...]))
    }
}
