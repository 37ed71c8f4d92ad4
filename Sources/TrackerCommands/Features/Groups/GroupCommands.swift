import TrackerCore

extension Usage {
    /// A group's habit challenge: starting, showing or ending it.
    public static let challenge: RichText =
        "/challenge <habit> [on <days> | <N> times a week] [for <N> days|weeks], /challenge, /challenge end"
    /// Setting the time of a group's daily summary.
    public static let groupTime: RichText = "/group time <HH:MM>"
    /// Setting a group's time zone.
    public static let groupTimeZone: RichText = groupTimeZone(in: .english)
    /// ``groupTimeZone`` in `language`.
    public static func groupTimeZone(in language: Language) -> RichText {
        Localizer(language).rich(.groupUsageTimeZone)
    }
    /// A group's settings commands, for an unknown `/group` subcommand.
    public static let group: RichText = "/group, /group time <HH:MM>, /group timezone <zone>"
    /// Whether the sender may be @-mentioned in the group.
    public static let nudgeMe: RichText = "/nudgeme on|off"
}

extension HelpTopic {
    static let groups = HelpTopic(
        "groups", rank: 8, words: ["group"], title: "Groups",
        overview: "👥 Groups: /challenge, /join, /board — /help groups",
        intro: "Add me to a group and keep each other on track:",
        footer: "Each member's day follows their own /timezone. Nothing else of yours appears in a group.")
}

/// `/challenge`, `/join`, `/leave`, `/board`, `/nudgeme` and `/group`: what a group chat
/// does together. Their lines on the groups page are also `/help` in a group.
enum GroupCommands {
    static let all = [
        Command(
            "challenge", place: .group,
            help: [
                .init(
                    .groups,
                    "/challenge <habit> [for <N> days] — start the group's challenge (21 days unless you say otherwise); you join it. "
                        + "A challenge can be \"Gym 3 times a week for 4 weeks\" too"
                ),
                .init(
                    .groups,
                    "/challenge — day k of N and who checked in today; /challenge end — its starter or an admin"
                ),
            ],
            menu: [.init(.group, rank: 2, "The group's challenge, or start one")], mayNeedAdmin: true,
            parse: { parser, arguments, _ throws(CommandError) in
                .group(try parser.parseChallenge(arguments.rest))
            }),
        Command(
            "join", place: .group,
            help: [
                .init(
                    .groups,
                    "/join, /leave — take part or stop; /join after a missed day starts your run over")
            ],
            menu: [.init(.group, rank: 3, "Join the challenge")], action: .group(.join)),
        Command(
            "leave", place: .group, menu: [.init(.group, rank: 6, "Leave the challenge")],
            action: .group(.leave)),
        Command(
            "board", aliases: ["leaderboard"], place: .group,
            help: [
                .init(
                    .groups,
                    "/board — the leaderboard: streak, then check-ins; after a challenge ends, its final board"
                )
            ],
            menu: [.init(.group, rank: 4, "The leaderboard")], action: .group(.board)),
        Command(
            "nudgeme", place: .group,
            help: [
                .init(
                    .groups,
                    "/nudgeme on|off — be @-mentioned an hour before the day ends while your check-in is open"
                )
            ],
            menu: [.init(.group, rank: 5, "Mention me before the day ends (on/off)")],
            parse: { parser, arguments, _ throws(CommandError) in
                .group(.mentions(try parser.onOrOff(arguments.rest, usage: Usage.nudgeMe)))
            }),
        Command(
            "group", place: .group,
            help: [
                .init(
                    .groups,
                    "/group — the group's settings; admins: \(Usage.groupTime), \(Usage.groupTimeZone)")
            ],
            menu: [.init(.group, rank: 7, "The group's settings")], mayNeedAdmin: true,
            parse: { parser, arguments, _ throws(CommandError) in .group(try parser.parseGroup(&arguments)) }),
    ]
}

extension GroupAction: ActionTraits {
    var place: ChatPlace { .group }

    /// Joining (or starting, which joins) may add the sender's habit and its reminders.
    var changesReminders: Bool {
        switch self {
        case .startChallenge, .join, .joinFromAnnouncement: return true
        case .challengeStatus, .endChallenge, .leave, .board, .settings, .summaryTime, .timeZone, .mentions,
            .checkIn:
            return false
        }
    }

    /// The summary and last call depend on the challenge, its members, the group's time and
    /// zone, and who may be mentioned.
    var changesGroupSchedule: Bool {
        switch self {
        case .startChallenge, .endChallenge, .join, .joinFromAnnouncement, .leave, .summaryTime, .timeZone,
            .mentions:
            return true
        case .challengeStatus, .board, .settings, .checkIn: return false
        }
    }

    /// A change of the group's settings, or ending its challenge (which its starter may do
    /// without being an admin).
    var needsAdminStatus: Bool {
        switch self {
        case .summaryTime, .timeZone, .endChallenge: return true
        case .startChallenge, .challengeStatus, .join, .joinFromAnnouncement, .checkIn, .leave, .board,
            .settings, .mentions:
            return false
        }
    }
}

extension CommandParser {
    /// `/challenge` alone shows the running challenge; `end` ends it; anything else names the
    /// habit of a new one, with an optional `for N days`.
    fileprivate func parseChallenge(_ text: String) throws(CommandError) -> GroupAction {
        switch text.lowercased() {
        case "", "status": return .challengeStatus
        case "end", "stop": return .endChallenge
        default:
            let first = text.splitFirstWord().0.lowercased()
            // Words after end or stop are never a habit's name: that would start a challenge
            // for someone who meant to end one. Such a name goes in quotes.
            if first == "end" || first == "stop" {
                throw CommandError(Localizer(language).rich(.groupEndOrQuote), usage: Usage.challenge)
            }
            let habit = try habitDefinition(text, usage: Usage.challenge)
            return .startChallenge(habit: habit.name, length: habit.length, schedule: habit.schedule)
        }
    }

    fileprivate func parseGroup(_ arguments: inout Arguments) throws(CommandError) -> GroupAction {
        if arguments.isEmpty { return .settings }
        let sub = arguments.nextWord().lowercased()
        switch sub {
        case "settings": return .settings
        case "time", "summary": return .summaryTime(try time(arguments.rest, usage: Usage.groupTime))
        case "timezone", "tz", "zone":
            return .timeZone(try zone(arguments.rest, usage: Usage.groupTimeZone(in: language)))
        default:
            throw CommandError(
                Localizer(language).rich(.groupNoSuchCommand, plain: ["word": InputText.clipped(sub)]),
                usage: Usage.group)
        }
    }

    fileprivate func onOrOff(_ text: String, usage: RichText) throws(CommandError) -> Bool {
        switch text.lowercased() {
        case "on", "yes": return true
        case "off", "no": return false
        default: throw CommandError(Localizer(language).rich(.groupSayOnOrOff), usage: usage)
        }
    }
}
