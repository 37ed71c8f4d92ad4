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
    static func welcome(
        _ group: GroupChat, running: Challenge?, today: LocalDate, isReturn: Bool, _ localizer: Localizer
    ) -> Reply {
        if let running {
            let words: [String: RichText] = [
                "habit": "\(bold: running.habitName)",
                "position": RichText(verbatim: position(running, running.day(on: today), localizer)),
            ]
            return Reply(localizer.rich(isReturn ? .groupWelcomeBack : .groupWelcomeRunning, words))
        }
        return Reply(
            localizer.rich(
                .groupWelcome, plain: ["time": localizer.time(group.summaryAt), "zone": group.timeZone]))
    }

    /// The challenge's announcement with its members, and a Join button anyone may press
    /// while it runs.
    static func announcement(
        _ challenge: Challenge, starter: String?, members: [String], today: LocalDate, context: Context
    ) -> Reply {
        let localizer = Localizer(context.language)
        let schedule = HabitWording.schedule(challenge.schedule, localizer).map { " (\($0))" } ?? ""
        var words: [String: RichText] = [
            "starter": RichText(verbatim: starter ?? localizer.text(.groupSomeone)),
            "habit": "\(bold: challenge.habitName)", "schedule": RichText(verbatim: schedule),
            "length": RichText(
                verbatim: HabitWording.length(challenge.length, challenge.schedule.unit, localizer)),
        ]
        guard challenge.isRunning, let id = challenge.id else {
            var text = localizer.rich(.groupAnnounceEnded, words)
            text.append(membersLine(members, localizer))
            return Reply(text)
        }
        words["date"] = RichText(verbatim: Format.date(challenge.lastDay, today: today, localizer))
        words["hint"] = RichText(verbatim: checkInHint(challenge.schedule, localizer))
        words["miss"] = RichText(verbatim: missHint(challenge.schedule, localizer))
        var text = localizer.rich(.groupAnnounce, words)
        text.append(membersLine(members, localizer))
        return Reply(
            text,
            buttons: [
                [
                    context.buttonForAnyone(
                        localizer.text(.groupJoinButton), .joinFromAnnouncement(challengeID: id))
                ]
            ])
    }

    static func joined(_ outcome: ChallengeJoining.Outcome, challenge: Challenge, context: Context) -> Reply {
        let localizer = Localizer(context.language)
        let name = RichText(verbatim: context.name)
        let challengeName: RichText = "\(bold: challenge.habitName)"
        switch outcome {
        case .joined(let habit, reused: false):
            let hint = checkInHint(habit.schedule, localizer)
            let words: [String: RichText] = [
                "name": name, "habit": challengeName, "start": RichText(verbatim: start(habit, localizer)),
                "hint": RichText(verbatim: Format.sentence(hint)),
            ]
            return Reply(
                localizer.rich(.groupJoinedNew, words), buttons: checkButton(challenge, context: context))
        case .joined(let habit, reused: true):
            return Reply(
                localizer.rich(.groupJoinedReused, ["name": name, "habit": challengeName]),
                buttons: checkButton(challenge, context: context))
        case .restarted(let habit):
            let words: [String: RichText] = [
                "name": name, "habit": "\(bold: habit.name)",
                "start": RichText(verbatim: start(habit, localizer)),
            ]
            return Reply(
                localizer.rich(.groupRestarted, words), buttons: checkButton(challenge, context: context))
        case .alreadyIn(let habit, let progress):
            guard case .active(let day) = progress.state, progress.today.isOpen else {
                return Reply(localizer.rich(.groupAlreadyInDone))
            }
            let position = HabitWording.position(day, of: habit.length, habit.schedule.unit, localizer)
            return Reply(
                localizer.rich(.groupAlreadyIn, plain: ["position": position]),
                buttons: checkButton(challenge, context: context))
        case .finished(let habit):
            let all = HabitWording.allOf(habit.length, habit.schedule.unit, localizer)
            return Reply(
                localizer.rich(
                    .groupAlreadyFinished, ["habit": "\(bold: habit.name)", "all": RichText(verbatim: all)]))
        }
    }

    /// The note the presser of Join sees.
    static func toast(_ outcome: ChallengeJoining.Outcome, _ localizer: Localizer) -> String {
        switch outcome {
        case .joined: return localizer.text(.groupToastJoined)
        case .restarted: return localizer.text(.groupToastRestarted)
        case .alreadyIn: return localizer.text(.groupToastAlreadyIn)
        case .finished: return localizer.text(.groupToastFinished)
        }
    }

    /// The note the presser of Join sees when the challenge is over.
    static func overToast(_ localizer: Localizer) -> String { localizer.text(.groupToastOver) }

    /// `/challenge`: today's standings, as the summary shows them, without celebrating.
    static func status(_ summary: ChallengeSummary, _ localizer: Localizer) -> Reply {
        var text = daily(summary, localizer)
        if summary.isFinal { text.append("\n" + localizer.rich(.groupLastDayStatus)) }
        return Reply(text)
    }

    static func ended(_ challenge: Challenge, by name: String, day: Int, _ localizer: Localizer) -> Reply {
        Reply(
            localizer.rich(
                .groupEnded,
                [
                    "name": RichText(verbatim: name), "habit": "\(bold: challenge.habitName)",
                    "position": RichText(verbatim: position(challenge, day, localizer)),
                ]))
    }

    static func left(_ challenge: Challenge, name: String, _ localizer: Localizer) -> Reply {
        Reply(
            localizer.rich(
                .groupLeft, ["name": RichText(verbatim: name), "habit": "\(bold: challenge.habitName)"]))
    }

    /// A challenge command in a group without a challenge.
    static func noChallenge(_ localizer: Localizer) -> CommandError {
        CommandError(localizer.rich(.groupNoChallenge), usage: Usage.challenge)
    }

    static func onlyStarterOrAdmin(starter: String?, _ localizer: Localizer) -> CommandError {
        guard let starter else { return CommandError(localizer.rich(.groupOnlyAdminEnds)) }
        return CommandError(localizer.rich(.groupOnlyStarterEnds, plain: ["starter": starter]))
    }

    // MARK: Parts

    private static func membersLine(_ members: [String], _ localizer: Localizer) -> RichText {
        guard !members.isEmpty else { return "\n" + localizer.rich(.groupMembersNone) }
        let names = RichText.joined(members.map { "\(bold: $0)" }, separator: localizer.comma)
        return "\n" + localizer.rich(.groupMembers, ["names": names])
    }

    /// "check in once a day with /check, here or in private", or what another schedule asks.
    static func checkInHint(_ schedule: HabitSchedule, _ localizer: Localizer) -> String {
        if let measure = schedule.measure {
            return localizer.text(.groupHintAmounts, ["target": HabitWording.target(measure, localizer)])
        }
        switch schedule.frequency {
        case .daily: return localizer.text(.groupHintDaily)
        case .days(let set):
            return localizer.text(.groupHintDays, ["days": HabitWording.days(set, localizer)])
        case .weekly(let times): return localizer.count(.groupHintWeekly, times)
        }
    }

    /// "Miss a day", or what breaks a run of another schedule.
    private static func missHint(_ schedule: HabitSchedule, _ localizer: Localizer) -> String {
        switch schedule.frequency {
        case .daily: return localizer.text(schedule.measure == nil ? .groupMissDay : .groupShortDay)
        case .days: return localizer.text(.groupMissDays)
        case .weekly(let times): return localizer.text(.groupShortWeek, ["times": localizer.digits(times)])
        }
    }

    /// "day 1 of 21 is today", or "week 1 of 8 starts today".
    private static func start(_ habit: Habit, _ localizer: Localizer) -> String {
        let first = HabitWording.position(1, of: habit.length, habit.schedule.unit, localizer)
        return localizer.text(
            habit.schedule.unit == .days ? .groupStartToday : .groupStartWeek, ["position": first])
    }

    /// ✅ for anyone in the challenge: the message is about one member, and the group reads it.
    private static func checkButton(_ challenge: Challenge, context: Context) -> [[Button]] {
        guard let id = challenge.id else { return [] }
        return [
            [
                context.buttonForAnyone(
                    Localizer(context.language).text(.habitCheckInNowButton), .checkIn(challengeID: id))
            ]
        ]
    }
}
