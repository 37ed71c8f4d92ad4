import TrackerCore

extension Usage {
    /// Starting a habit, for 21 days unless told otherwise.
    public static let habitAdd: RichText = "/habit add <name> [for <N> days]"
    /// Checking in a habit for today: by name or list number when there are several.
    public static let check: RichText = "/check [<habit name or n>]"
    /// Restarting a habit's run (after a confirmation).
    public static let habitReset: RichText = "/habit reset <n>"
    /// Deleting a habit (after a confirmation).
    public static let habitDelete: RichText = "/habit delete <n>"
    /// Every habit command, for an unknown `/habit` subcommand.
    public static let habit: RichText = "/habit add|reset|delete …, /habits, /check"
}

extension HelpTopic {
    static let habits = HelpTopic(
        "habits", words: ["habit"], title: "Habits",
        overview: "🌱 Habits: /habits, /habit add, /check — /help habits",
        footer: "Strict rules: a day without a check-in breaks the run, and it starts over after a reset.")
}

/// `/habits`, `/habit …` and `/check`: strict N-day habit programs and their check-ins.
enum HabitCommands {
    static let all = [
        Command(
            "habit",
            help: [.init(.habits, "\(Usage.habitAdd) — 21 days unless you say otherwise")],
            parse: { parser, arguments, _ throws(CommandError) in .habit(try parser.parseHabit(&arguments)) }),
        Command(
            "habits", help: [.init(.habits, "/habits — day k of N, streak, checked today or not")],
            menu: [.init(.privateChat, rank: 3, "Your habits")], action: .habit(.list)),
        Command(
            "check", aliases: ["checkin"], place: .anywhere,
            help: [
                .init(.habits, "\(Usage.check) — one check-in per day"),
                .init(.habits, "\(Usage.habitReset), \(Usage.habitDelete)"),
                .init(.groups, "/check — check in, in the group or in private; a reminder's ✅ counts too"),
            ],
            menu: [
                .init(.privateChat, rank: 2, "Check in a habit"), .init(.group, rank: 1, "Check in today"),
            ],
            parse: { parser, arguments, _ throws(CommandError) in
                .habit(.check(arguments.isEmpty ? nil : try parser.selector(arguments.rest)))
            }),
    ]
}

extension HabitAction: ActionTraits {
    /// Check-ins and resets act on the habit the member named or pressed, and the reply names
    /// only that one; in a group the handler allows only the group's challenge habit.
    var place: ChatPlace {
        switch self {
        case .check, .reset, .confirmReset: return .anywhere
        case .add, .list, .page, .delete, .confirmDelete: return .privateChat
        }
    }

    var changesReminders: Bool {
        switch self {
        case .add, .reset, .confirmReset, .confirmDelete: return true
        case .list, .page, .check, .delete: return false
        }
    }
}

extension CommandParser {
    fileprivate func parseHabit(_ arguments: inout Arguments) throws(CommandError) -> HabitAction {
        if arguments.isEmpty { return .list }
        let sub = arguments.nextWord().lowercased()
        switch sub {
        case "add", "new":
            let (name, length) = try nameAndLength(arguments.rest, usage: Usage.habitAdd)
            return .add(name: name, length: length)
        case "list": return .list
        case "check": return .check(arguments.isEmpty ? nil : try selector(arguments.rest))
        case "reset", "restart": return .reset(try position(&arguments, usage: Usage.habitReset))
        case "delete", "remove": return .delete(try position(&arguments, usage: Usage.habitDelete))
        default: throw CommandError("There is no /habit \(InputText.clipped(sub)).", usage: Usage.habit)
        }
    }

    /// `Read for 30 days`: a habit's name and its program length (21 days when not given).
    func nameAndLength(_ text: String, usage: RichText) throws(CommandError) -> (String, Int) {
        var name = text
        var length = Habit.defaultLength
        let words = name.split(separator: " ")
        if words.count >= 3, words[words.count - 3].lowercased() == "for",
            ["day", "days"].contains(words[words.count - 1].lowercased())
        {
            guard let days = UserNumber.value(words[words.count - 2], in: Habit.lengthRange) else {
                throw CommandError("A program lasts 1 to 365 days.", usage: usage)
            }
            length = days
            name = words.dropLast(3).joined(separator: " ")
        }
        guard !name.isEmpty else { throw CommandError("Give the habit a name.", usage: usage) }
        try checkTitle(name, usage: usage)
        return (name, length)
    }

    /// A habit by its list number or its name. Anything written as a number is a list
    /// number, so `/check 0` or `/check -1` is refused instead of looked up as a name.
    fileprivate func selector(_ text: String) throws(CommandError) -> HabitSelector {
        if Self.isListNumber(text) { return .ref(try listNumber(text, usage: Usage.check)) }
        return .name(text)
    }
}
