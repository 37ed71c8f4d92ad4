import TrackerCore

/// What the bot says in groups: the welcome, the challenge's announcement, status, summary,
/// last call and leaderboard; the settings are in GroupSettingsReplies.
///
/// Members appear by display name only, with their challenge standing; a name becomes a
/// mention only for members who agreed to it (`/nudgeme on`), and only in the last call.
enum GroupReplies {
    // MARK: Sent by the scheduler, through ScheduledReplies

    /// The daily summary of the group's day `date`, with the board's picture of the members
    /// in the order it lists them; or on the challenge's last day the celebration that ends it.
    static func summary(
        _ summary: ChallengeSummary, on date: LocalDate, histories: [Int64: MemberHistory],
        _ localizer: Localizer
    ) -> Reply {
        guard !summary.isFinal else { return celebration(summary, localizer) }
        let members = summary.checkedIn + summary.open + summary.broken + summary.finished
        return Reply(
            daily(summary, localizer),
            picture: picture(
                summary.challenge, today: date, members: members, histories: histories, localizer))
    }

    /// The call an hour before the group's day ends, naming the members who agreed to be
    /// mentioned and have not checked in. Worded by the group's day: a member's own day
    /// (their zone and day boundary) may well have longer to go.
    static func lastCall(_ challenge: Challenge, members: [MemberStanding], _ localizer: Localizer) -> Reply {
        var names = RichText()
        for (index, member) in members.enumerated() {
            if index > 0 { names.append(localizer.comma, .plain) }
            if let id = member.mentionID {
                names.append("\(mention: member.name, userID: id)")
            } else {
                names.append(member.name, .plain)
            }
        }
        return Reply(
            localizer.rich(.groupLastCall, ["habit": "\(bold: challenge.habitName)", "names": names]))
    }

    // MARK: Commands

    /// The welcome when the bot is added to a group (or `/start` there): how to begin, or
    /// where the running challenge stands.
    ///
    /// - Parameter isReturn: the bot was added back to a group it had been removed from.
    static func welcome(_ group: GroupChat, running: Challenge?, today: LocalDate, isReturn: Bool) -> Reply {
        if let running {
            let day = position(running, running.day(on: today))
            return Reply(
                isReturn
                    ? """
                    👋 I'm back! The \(bold: running.habitName) challenge goes on: \(day). \
                    /challenge shows where everyone stands.
                    """
                    : """
                    👋 Hi! The \(bold: running.habitName) challenge is on: \(day). \
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
        var text: RichText = "📣 \(starter ?? "Someone") started a challenge: \(bold: challenge.habitName)"
        if let schedule = HabitWording.schedule(challenge.schedule) { text.append(" (\(schedule))") }
        text.append(" for \(HabitWording.length(challenge.length, challenge.schedule.unit))")
        guard challenge.isRunning, let id = challenge.id else {
            text.append(".\n🏁 It has ended. /challenge shows what's on now.")
            text.append(membersLine(members))
            return Reply(text)
        }
        text.append(
            """
            , until \(Format.date(challenge.lastDay, today: today)).
            Tap Join or send /join to take part, then \(checkInHint(challenge.schedule)). \
            \(missHint(challenge.schedule)) and your run starts over.
            """)
        text.append(membersLine(members))
        return Reply(
            text,
            buttons: [[context.buttonForAnyone("🙋 Join", .joinFromAnnouncement(challengeID: id))]])
    }

    static func joined(_ outcome: ChallengeJoining.Outcome, challenge: Challenge, context: Context) -> Reply {
        let name = context.name
        switch outcome {
        case .joined(let habit, reused: false):
            return Reply(
                """
                🙋 \(name) joined the \(bold: challenge.habitName) challenge: \(start(habit)). \
                \(Format.sentence(checkInHint(habit.schedule))).
                """, buttons: checkButton(habit, context: context))
        case .joined(let habit, reused: true):
            return Reply(
                "🙋 \(name) joined the \(bold: challenge.habitName) challenge with the run they already have going.",
                buttons: checkButton(habit, context: context))
        case .restarted(let habit):
            return Reply(
                "↺ \(name) starts \(bold: habit.name) over: \(start(habit)).",
                buttons: checkButton(habit, context: context))
        case .alreadyIn(let habit, let progress):
            guard case .active(let day) = progress.state, progress.today.isOpen else {
                return Reply("You're already in, and checked in today. ✅ See you tomorrow!")
            }
            return Reply(
                "You're already in: \(HabitWording.position(day, of: habit.length, habit.schedule.unit)), "
                    + "not checked in yet today.",
                buttons: checkButton(habit, context: context))
        case .finished(let habit):
            return Reply(
                "🏅 You already finished \(bold: habit.name): "
                    + "\(HabitWording.allOf(habit.length, habit.schedule.unit)) done.")
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
    static func status(_ summary: ChallengeSummary, _ localizer: Localizer) -> Reply {
        var text = daily(summary, localizer)
        if summary.isFinal { text.append("\n" + localizer.rich(.groupLastDayStatus)) }
        return Reply(text)
    }

    static func ended(_ challenge: Challenge, by name: String, day: Int) -> Reply {
        Reply(
            """
            🏁 \(name) ended the \(bold: challenge.habitName) challenge on \(position(challenge, day)). \
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

    static let noChallenge = CommandError(
        "No challenge is running here. Start one: /challenge Read for 21 days", usage: Usage.challenge)

    static func onlyStarterOrAdmin(starter: String?) -> CommandError {
        guard let starter else { return CommandError("🔒 Only an admin can end the challenge.") }
        return CommandError("🔒 Only \(starter), who started it, or an admin can end the challenge.")
    }

    // MARK: Parts

    private static func membersLine(_ members: [String]) -> RichText {
        guard !members.isEmpty else { return "\nMembers: none yet" }
        let label: RichText = "\nMembers: "
        return label + RichText.joined(members.map { "\(bold: $0)" }, separator: ", ")
    }

    /// "check in once a day with /check, here or in private", or what another schedule asks.
    static func checkInHint(_ schedule: HabitSchedule) -> String {
        let place = "here or in private"
        if let measure = schedule.measure {
            return "add amounts with /check <habit> <amount>, \(place); a day counts at "
                + "\(Format.number(measure.target)) \(measure.unit)"
        }
        switch schedule.frequency {
        case .daily: return "check in once a day with /check, \(place)"
        case .days(let set): return "check in with /check on \(set.text), \(place)"
        case .weekly(let times):
            return "check in with /check on \(Format.count(times, "day")) of each week, \(place)"
        }
    }

    /// "Miss a day", or what breaks a run of another schedule.
    private static func missHint(_ schedule: HabitSchedule) -> String {
        switch schedule.frequency {
        case .daily: return schedule.measure == nil ? "Miss a day" : "Fall short on a day"
        case .days: return "Miss one of those days"
        case .weekly(let times): return "Fall short of \(times) in a week"
        }
    }

    /// "day 1 of 21 is today", or "week 1 of 8 starts today".
    private static func start(_ habit: Habit) -> String {
        let first = HabitWording.position(1, of: habit.length, habit.schedule.unit)
        return habit.schedule.unit == .days ? "\(first) is today" : "\(first) starts today"
    }

    private static func checkButton(_ habit: Habit, context: Context) -> [[Button]] {
        guard let id = habit.id else { return [] }
        return [[context.button("✅ Check in now", .habit(.check(id)))]]
    }
}
