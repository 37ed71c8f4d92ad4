import TrackerCore

/// What the bot says in groups: the welcome, the challenge's announcement, status, summary,
/// last call and leaderboard; the settings are in GroupSettingsReplies.
///
/// Members appear by display name only, with their challenge standing; a name becomes a
/// mention only for members who agreed to it (`/nudgeme on`), and only in the last call.
enum GroupReplies {
    // MARK: Sent by the scheduler, through ScheduledReplies

    /// The daily summary, or on the challenge's last day the celebration that ends it.
    static func summary(_ summary: ChallengeSummary) -> Reply {
        summary.isFinal ? celebration(summary) : Reply(daily(summary))
    }

    /// The call an hour before the group's day ends, naming the members who agreed to be
    /// mentioned and have not checked in. Worded by the group's day: a member's own day
    /// (their zone and day boundary) may well have longer to go.
    static func lastCall(_ challenge: Challenge, members: [MemberStanding]) -> Reply {
        var text: RichText =
            "⏰ The group's day ends in an hour, and \(bold: challenge.habitName) is still open for "
        for (index, member) in members.enumerated() {
            if index > 0 { text.append(", ") }
            if let id = member.mentionID {
                text.append("\(mention: member.name, userID: id)")
            } else {
                text.append(member.name, .plain)
            }
        }
        text.append(". Check in with /check, here or in private.")
        return Reply(text)
    }

    // MARK: Commands

    /// The welcome when the bot is added to a group (or `/start` there): how to begin, or
    /// where the running challenge stands.
    ///
    /// - Parameter isReturn: the bot was added back to a group it had been removed from.
    static func welcome(_ group: GroupChat, running: Challenge?, today: LocalDate, isReturn: Bool) -> Reply {
        if let running {
            let day = running.day(on: today)
            return Reply(
                isReturn
                    ? """
                    👋 I'm back! The \(bold: running.habitName) challenge goes on: day \(day) of \(running.length). \
                    /challenge shows where everyone stands.
                    """
                    : """
                    👋 Hi! The \(bold: running.habitName) challenge is on: day \(day) of \(running.length). \
                    Send /join to take part; /challenge shows where everyone stands.
                    """)
        }
        return Reply(
            """
            👋 Hi everyone! I help friends keep each other on track.
            Start a challenge: /challenge Read for 21 days. Everyone taps Join (or sends /join) and checks in \
            once a day with /check, here or in private.
            Every day at \(group.summaryAt.text) (\(group.timeZone)) I post who checked in; admins can change \
            that with /group time and /group timezone.
            Your own goals, habits and to-dos stay private. More: /help groups
            """)
    }

    /// The challenge's announcement with its members, and a Join button anyone may press
    /// while it runs.
    static func announcement(
        _ challenge: Challenge, starter: String?, members: [String], today: LocalDate, context: Context
    ) -> Reply {
        var text: RichText =
            "📣 \(starter ?? "Someone") started a challenge: \(bold: challenge.habitName) for "
        text.append(Format.days(challenge.length), .plain)
        guard challenge.isRunning, let id = challenge.id else {
            text.append(".\n🏁 It has ended. /challenge shows what's on now.")
            text.append(membersLine(members))
            return Reply(text)
        }
        text.append(
            """
            , until \(Format.date(challenge.lastDay, today: today)).
            Tap Join or send /join to take part, then check in once a day with /check, here or in private. \
            Miss a day and your run starts over.
            """)
        text.append(membersLine(members))
        return Reply(
            text,
            buttons: [[context.buttonForAnyone("🙋 Join", .joinFromAnnouncement(challengeID: id))]])
    }

    static func joined(_ outcome: ChallengeJoining.Outcome, challenge: Challenge, context: Context) -> Reply {
        let name = context.user.displayName
        switch outcome {
        case .joined(let habit, reused: false):
            return Reply(
                """
                🙋 \(name) joined the \(bold: challenge.habitName) challenge: day 1 of \(habit.length) is today. \
                Check in once a day with /check, here or in private.
                """, buttons: checkButton(habit, context: context))
        case .joined(let habit, reused: true):
            return Reply(
                "🙋 \(name) joined the \(bold: challenge.habitName) challenge with the run they already have going.",
                buttons: checkButton(habit, context: context))
        case .restarted(let habit):
            return Reply(
                "↺ \(name) starts \(bold: habit.name) over: day 1 of \(habit.length) is today.",
                buttons: checkButton(habit, context: context))
        case .alreadyIn(let habit, let progress):
            guard case .active(let day) = progress.state, !progress.checkedToday else {
                return Reply("You're already in, and checked in today. ✅ See you tomorrow!")
            }
            return Reply(
                "You're already in: day \(day) of \(habit.length), not checked in yet today.",
                buttons: checkButton(habit, context: context))
        case .finished(let habit):
            return Reply("🏅 You already finished \(bold: habit.name): \(Format.allDays(habit.length)) done.")
        }
    }

    /// The note the presser of Join sees.
    static func toast(_ outcome: ChallengeJoining.Outcome) -> String {
        switch outcome {
        case .joined: return "You're in! Check in once a day with /check."
        case .restarted: return "Fresh start: day 1 is today."
        case .alreadyIn: return "You're already in."
        case .finished: return "You already finished this one. 🏅"
        }
    }

    static let overToast = "That challenge is over."

    /// `/challenge`: today's standings, as the summary shows them, without celebrating.
    static func status(_ summary: ChallengeSummary) -> Reply {
        var text = daily(summary)
        if summary.isFinal {
            text.append("\nLast day: the evening summary celebrates everyone who finished.")
        }
        return Reply(text)
    }

    static func ended(_ challenge: Challenge, by name: String, day: Int) -> Reply {
        Reply(
            """
            🏁 \(name) ended the \(bold: challenge.habitName) challenge on day \(day) of \(challenge.length). \
            Everyone's habit stays in their private /habits. Start another: /challenge <habit>
            """)
    }

    static func left(_ challenge: Challenge, name: String) -> Reply {
        Reply(
            """
            👋 \(name) left the \(bold: challenge.habitName) challenge. The habit stays in your private /habits; \
            /join brings you back.
            """)
    }

    /// The leaderboard: by current streak, then check-ins in the challenge.
    static func board(_ challenge: Challenge, day: Int, ranked: [MemberStanding]) -> Reply {
        var text: RichText = "🏆 \(bold: challenge.habitName) · day \(day) of \(challenge.length)"
        if ranked.isEmpty { text.append("\nNobody has joined yet: send /join to take part.") }
        for (index, member) in ranked.enumerated() {
            text.append("\n\(index + 1). \(bold: member.name) · ")
            text.append(member.status == .broken ? "run broke" : "streak \(member.streak)")
            text.append(" · \(Format.count(member.checkIns, "check-in")) \(mark(member.status))")
        }
        return Reply(text)
    }

    /// The board of a challenge that ended on its day `day`, and how to start the next one.
    static func finalBoard(_ challenge: Challenge, day: Int, ranked: [MemberStanding]) -> Reply {
        var text: RichText = "🏁 \(bold: challenge.habitName) ended"
        text.append(
            day >= challenge.length
                ? " after all \(challenge.length) days." : " on day \(day) of \(challenge.length).")
        text.append(" Final board:")
        if ranked.isEmpty { text.append("\nNobody was in it at the end.") }
        for (index, member) in ranked.enumerated() {
            text.append("\n\(index + 1). \(bold: member.name) · ")
            text.append(member.status == .broken ? "run broke" : "streak \(member.streak)")
            text.append(" · \(Format.count(member.checkIns, "check-in"))")
        }
        text.append("\nStart the next one: /challenge <habit> [for <N> days]")
        return Reply(text)
    }

    static let noChallenge = CommandError(
        "No challenge is running here. Start one: /challenge Read for 21 days", usage: Usage.challenge)

    static func onlyStarterOrAdmin(starter: String?) -> CommandError {
        guard let starter else { return CommandError("🔒 Only an admin can end the challenge.") }
        return CommandError("🔒 Only \(starter), who started it, or an admin can end the challenge.")
    }

    // MARK: Parts

    private static func daily(_ summary: ChallengeSummary) -> RichText {
        var text = heading(summary)
        if summary.isEmpty { text.append("\nNobody has joined yet: send /join to take part.") }
        for member in summary.checkedIn {
            text.append("\n✅ \(bold: member.name) · streak \(Format.days(member.streak))")
        }
        for member in summary.open { text.append("\n⬜ \(bold: member.name)") }
        for member in summary.broken {
            text.append("\n💔 \(bold: member.name) · run broke: /join to start again")
        }
        for member in summary.finished {
            text.append("\n🏅 \(bold: member.name) · \(Format.allDays(member.length)) done")
        }
        if !summary.open.isEmpty { text.append("\nCheck in with /check, here or in private.") }
        return text
    }

    private static func celebration(_ summary: ChallengeSummary) -> Reply {
        var text: RichText = "🏁 \(bold: summary.challenge.habitName) · day \(summary.day) of "
        text.append("\(summary.challenge.length): that's a wrap!")
        if summary.finished.isEmpty {
            text.append("\nNobody made it through every day this time.")
        } else {
            text.append("\n🏆 Finished, every single day: ")
            text.append(names(summary.finished))
            text.append(" 🎉")
        }
        let lastDay = summary.open.filter { $0.day >= $0.length }
        let going = (summary.checkedIn + summary.open).filter { !lastDay.contains($0) }
        if !lastDay.isEmpty {
            text.append("\n⬜ ")
            text.append(names(lastDay))
            text.append(": check in before the day ends to finish too.")
        }
        if !going.isEmpty {
            text.append("\nStill going on their own: ")
            text.append(
                RichText.joined(
                    going.map { "\(bold: $0.name) (day \($0.day) of \($0.length))" }, separator: ", "))
        }
        if !summary.broken.isEmpty {
            text.append("\n💔 Runs that broke: ")
            text.append(names(summary.broken))
        }
        text.append("\nStart the next one: /challenge <habit> [for <N> days]")
        return Reply(text)
    }

    private static func heading(_ summary: ChallengeSummary) -> RichText {
        "📣 \(bold: summary.challenge.habitName) challenge · day \(summary.day) of \(summary.challenge.length)"
    }

    private static func names(_ members: [MemberStanding]) -> RichText {
        RichText.joined(members.map { "\(bold: $0.name)" }, separator: ", ")
    }

    private static func membersLine(_ members: [String]) -> RichText {
        guard !members.isEmpty else { return "\nMembers: none yet" }
        let label: RichText = "\nMembers: "
        return label + RichText.joined(members.map { "\(bold: $0)" }, separator: ", ")
    }

    private static func mark(_ status: MemberStanding.Status) -> String {
        switch status {
        case .checkedIn: return "✅"
        case .open: return "⬜"
        case .broken: return "💔"
        case .finished: return "🏅"
        }
    }

    private static func checkButton(_ habit: Habit, context: Context) -> [[Button]] {
        guard let id = habit.id else { return [] }
        return [[context.button("✅ Check in now", .habit(.check(id)))]]
    }
}
