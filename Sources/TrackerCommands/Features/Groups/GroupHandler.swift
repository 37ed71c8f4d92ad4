import GRDB
import SQLiteStore
import TrackerCore

/// Applies group actions: the group's challenge, its settings and mentions. The dispatcher
/// runs these only in groups, and the sender always acts for themselves; changing the
/// group's settings takes an admin, as the platform reported them.
struct GroupHandler {
    let context: Context

    private var db: Database { context.db }

    func handle(_ action: GroupAction) throws -> Response {
        switch action {
        case .startChallenge(let habit, let length, let schedule):
            return Response(try start(habit: habit, length: length, schedule: schedule))
        case .challengeStatus: return Response(try status())
        case .endChallenge: return Response(try end())
        case .join: return Response(try join())
        case .joinFromAnnouncement(let challengeID): return try joinFromAnnouncement(challengeID)
        case .leave: return Response(try leave())
        case .board: return Response(try board())
        case .settings: return Response(try settings())
        case .summaryTime(let time): return Response(try setSummaryTime(time))
        case .timeZone(let zone): return Response(try setTimeZone(zone))
        case .mentions(let allowed): return Response(try setMentions(allowed))
        }
    }

    /// `/start` in a group: how to start, or where the running challenge stands.
    func welcome() throws -> Reply {
        let group = try settingsOrDefaults()
        return GroupReplies.welcome(
            group, running: try Challenge.running(in: context.chat, db: db),
            today: group.calendar.localDate(of: context.now), isReturn: false)
    }

    // MARK: The challenge

    private func start(habit: String, length: Int, schedule: HabitSchedule) throws -> Reply {
        let group = try GroupChat.findOrCreate(context.chat, now: context.now, in: db)
        let today = group.calendar.localDate(of: context.now)
        if let running = try Challenge.running(in: context.chat, db: db) {
            throw CommandError(
                """
                The \(bold: running.habitName) challenge is on: \(GroupReplies.position(running, running.day(on: today))). \
                See /challenge; its starter or an admin can end it with /challenge end.
                """)
        }
        var challenge = Challenge(
            chat: context.chat, habitName: habit, length: length, startedOn: today, startedBy: context.userID,
            createdAt: context.now, schedule: schedule)
        try challenge.insert(db)
        // The challenge is the group's: it starts even when its starter cannot join yet (a
        // habit of the name on other days, a full list), and the reply says so. Joining
        // refuses before it writes anything.
        var refusal: CommandError?
        do {
            _ = try ChallengeJoining(context: context).join(challenge)
        } catch let error as CommandError {
            refusal = error
        }
        var reply = try announcement(challenge, group: group)
        if let refusal {
            reply.text.append("\n⚠️ \(context.name), you're not in it yet. ")
            reply.text.append(refusal.message)
        }
        return reply
    }

    private func status() throws -> Reply {
        let (group, challenge) = try running()
        let summary = ChallengeSummary(
            challenge: challenge, on: group.calendar.localDate(of: context.now),
            standings: try ChallengeRoster.standings(of: challenge, at: context.now, in: db))
        return GroupReplies.status(summary)
    }

    private func end() throws -> Reply {
        let (group, found) = try running()
        var challenge = found
        if challenge.startedBy != context.userID && context.senderIsAdmin != true {
            guard context.senderIsAdmin != nil else { throw GroupReplies.adminUnknown }
            throw GroupReplies.onlyStarterOrAdmin(starter: try starterName(challenge))
        }
        let today = group.calendar.localDate(of: context.now)
        challenge.endedOn = today
        try challenge.update(db)
        return GroupReplies.ended(challenge, by: context.name, day: challenge.day(on: today))
    }

    private func join() throws -> Reply {
        let (_, challenge) = try running()
        let outcome = try ChallengeJoining(context: context).join(challenge)
        return GroupReplies.joined(outcome, challenge: challenge, context: context)
    }

    /// The Join button: joins if the challenge still runs, and shows its announcement anew
    /// with the members so far, so everyone sees who is in.
    private func joinFromAnnouncement(_ challengeID: Int64) throws -> Response {
        let group = try GroupChat.findOrCreate(context.chat, now: context.now, in: db)
        guard let challenge = try Challenge.find(id: challengeID, in: context.chat, db: db) else {
            throw CommandError("That challenge no longer exists. See /challenge.")
        }
        guard challenge.isRunning else {
            return Response(try announcement(challenge, group: group), toast: GroupReplies.overToast)
        }
        let outcome = try ChallengeJoining(context: context).join(challenge)
        return Response(try announcement(challenge, group: group), toast: GroupReplies.toast(outcome))
    }

    private func leave() throws -> Reply {
        let (_, challenge) = try running()
        guard let challengeID = challenge.id, try challenge.member(context.userID, in: db) != nil else {
            throw CommandError(
                "You're not in the \(bold: challenge.habitName) challenge. Send /join to take part.")
        }
        try ChallengeMember.remove(userID: context.userID, challengeID: challengeID, in: db)
        try GroupChat.setMentions(false, userID: context.userID, in: context.chat, db: db)
        return GroupReplies.left(challenge, name: context.name)
    }

    private func board() throws -> Reply {
        let group = try settingsOrDefaults()
        guard let challenge = try Challenge.running(in: context.chat, db: db) else {
            return try finalBoard(group)
        }
        let today = group.calendar.localDate(of: context.now)
        let standings = try ChallengeRoster.standings(of: challenge, at: context.now, in: db)
        let histories = try ChallengeRoster.histories(
            of: challenge, days: BoardPicture.days(of: challenge, today: today), at: context.now, in: db)
        return GroupReplies.board(
            challenge, today: today, ranked: Leaderboard.rank(standings), histories: histories)
    }

    /// Between challenges, the last one's board as it stood when it ended: check-ins made
    /// since do not change it.
    private func finalBoard(_ group: GroupChat) throws -> Reply {
        guard let challenge = try Challenge.lastEnded(in: context.chat, db: db),
            let endedOn = challenge.endedOn
        else { throw GroupReplies.noChallenge }
        // The last moment of its last day, in the group's zone (the day it was ended on).
        let endedAt = min(context.now, group.calendar.end(of: endedOn).addingTimeInterval(-1))
        let standings = try ChallengeRoster.standings(of: challenge, at: endedAt, through: endedOn, in: db)
        let histories = try ChallengeRoster.histories(
            of: challenge, days: BoardPicture.days(of: challenge, today: endedOn), at: endedAt, in: db)
        return GroupReplies.finalBoard(
            challenge, endedOn: endedOn, ranked: Leaderboard.rank(standings), histories: histories)
    }

    // MARK: Settings

    private func settings() throws -> Reply {
        let group = try settingsOrDefaults()
        return GroupReplies.settings(
            group, running: try Challenge.running(in: context.chat, db: db),
            today: group.calendar.localDate(of: context.now))
    }

    private func setSummaryTime(_ time: TimeOfDay) throws -> Reply {
        try requireAdmin()
        var group = try GroupChat.findOrCreate(context.chat, now: context.now, in: db)
        group.summaryAt = time
        try group.update(db)
        return GroupReplies.summaryTimeSet(group)
    }

    private func setTimeZone(_ zone: ResolvedZone) throws -> Reply {
        try requireAdmin()
        var group = try GroupChat.findOrCreate(context.chat, now: context.now, in: db)
        group.timeZone = zone.identifier
        try group.update(db)
        let wall = group.calendar.wallTime(of: context.now)
        return GroupReplies.timeZoneSet(group, hour: wall.hour, minute: wall.minute)
    }

    private func setMentions(_ allowed: Bool) throws -> Reply {
        _ = try GroupChat.findOrCreate(context.chat, now: context.now, in: db)
        try GroupChat.setMentions(allowed, userID: context.userID, in: context.chat, db: db)
        return GroupReplies.mentionsSet(allowed, name: context.name)
    }

    // MARK: Shared

    /// The group's settings, or the defaults it has until someone changes them; reading them
    /// stores nothing.
    private func settingsOrDefaults() throws -> GroupChat {
        try GroupChat.find(context.chat, in: db) ?? GroupChat(chat: context.chat, createdAt: context.now)
    }

    /// The group and its running challenge, or a ``CommandError`` saying how to start one.
    private func running() throws -> (GroupChat, Challenge) {
        let group = try settingsOrDefaults()
        guard let challenge = try Challenge.running(in: context.chat, db: db) else {
            throw GroupReplies.noChallenge
        }
        return (group, challenge)
    }

    private func requireAdmin() throws {
        switch context.senderIsAdmin {
        case true?: return
        case false?: throw GroupReplies.onlyAdmins
        case nil: throw GroupReplies.adminUnknown
        }
    }

    private func starterName(_ challenge: Challenge) throws -> String? {
        guard let starter = challenge.startedBy else { return nil }
        return try MemberName.name(of: starter, in: challenge.chat, db: db)
    }

    private func announcement(_ challenge: Challenge, group: GroupChat) throws -> Reply {
        GroupReplies.announcement(
            challenge, starter: try starterName(challenge),
            members: try ChallengeRoster.names(of: challenge, in: db),
            today: group.calendar.localDate(of: context.now), context: context)
    }
}
