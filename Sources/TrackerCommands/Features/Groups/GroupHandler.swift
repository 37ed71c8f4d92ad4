import TrackerCore
import TrackerStore

/// Applies group actions: the group's challenge, its settings and mentions. The dispatcher
/// runs these only in groups, and the sender always acts for themselves; changing the
/// group's settings takes an admin, as the platform reported them.
struct GroupHandler {
    let context: Context

    /// The group's language, in which every reply here is written.
    private var localizer: Localizer { Localizer(context.language) }

    private var groups: any GroupStore { context.tx.groups }

    func handle(_ action: GroupAction) throws -> Response {
        switch action {
        case .startChallenge(let habit, let length, let schedule):
            return try start(habit: habit, length: length, schedule: schedule)
        case .challengeStatus: return Response(try status())
        case .endChallenge: return Response(try end())
        case .join: return try join()
        case .joinFromAnnouncement(let challengeID): return try joinFromAnnouncement(challengeID)
        case .checkIn(let challengeID): return try checkIn(challengeID)
        case .leave: return try leave()
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
            group, running: try groups.running(in: context.chat),
            today: group.calendar.localDate(of: context.now), isReturn: false, localizer)
    }

    // MARK: The challenge

    /// Starts the group's challenge; its reply is the announcement, kept for joins to rewrite.
    private func start(habit: String, length: Int, schedule: HabitSchedule) throws -> Response {
        let group = try groups.findOrCreateGroup(context.chat, now: context.now)
        let today = group.calendar.localDate(of: context.now)
        if let running = try groups.running(in: context.chat) {
            let position = GroupReplies.position(running, running.day(on: today), localizer)
            throw CommandError(
                localizer.rich(
                    .groupAlreadyRunning,
                    ["habit": "\(bold: running.habitName)", "position": RichText(verbatim: position)]))
        }
        var challenge = Challenge(
            chat: context.chat, habitName: habit, length: length, startedOn: today, startedBy: context.userID,
            createdAt: context.now, schedule: schedule)
        try groups.insert(&challenge)
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
            reply.text.append("\n" + localizer.rich(.groupNotInYet, plain: ["name": context.name]))
            reply.text.append(refusal.message)
        }
        var response = Response(reply)
        response.queued = { [groups] outboxID in
            challenge.announcementOutboxID = outboxID
            try groups.update(challenge)
        }
        return response
    }

    private func status() throws -> Reply {
        let (group, challenge) = try running()
        let summary = ChallengeSummary(
            challenge: challenge, on: group.calendar.localDate(of: context.now),
            standings: try groups.standings(of: challenge, at: context.now, through: nil))
        return GroupReplies.status(summary, Localizer(context.language))
    }

    private func end() throws -> Reply {
        let (group, found) = try running()
        var challenge = found
        if challenge.startedBy != context.userID && context.senderIsAdmin != true {
            guard context.senderIsAdmin != nil else {
                throw GroupReplies.adminUnknown(Localizer(context.language))
            }
            throw GroupReplies.onlyStarterOrAdmin(starter: try starterName(challenge), localizer)
        }
        let today = group.calendar.localDate(of: context.now)
        challenge.endedOn = today
        try groups.update(challenge)
        return GroupReplies.ended(challenge, by: context.name, day: challenge.day(on: today), localizer)
    }

    private func join() throws -> Response {
        let (group, challenge) = try running()
        let outcome = try ChallengeJoining(context: context).join(challenge)
        var response = Response(GroupReplies.joined(outcome, challenge: challenge, context: context))
        if case .joined = outcome { response.rewrites = try announcementRewrite(challenge, group: group) }
        return response
    }

    /// The challenge's announcement as its members now make it, to rewrite in place as its
    /// Join button does; none when the announcement is not known.
    private func announcementRewrite(_ challenge: Challenge, group: GroupChat) throws
        -> [(outboxID: Int64, reply: Reply)]
    {
        guard let outboxID = challenge.announcementOutboxID else { return [] }
        return [(outboxID, try announcement(challenge, group: group))]
    }

    /// The Join button: joins if the challenge still runs, and shows its announcement anew
    /// with the members so far, so everyone sees who is in.
    private func joinFromAnnouncement(_ challengeID: Int64) throws -> Response {
        let group = try groups.findOrCreateGroup(context.chat, now: context.now)
        guard let challenge = try groups.challenge(challengeID, in: context.chat) else {
            throw CommandError(localizer.rich(.groupChallengeGone))
        }
        guard challenge.isRunning else {
            return Response(
                try announcement(challenge, group: group), toast: GroupReplies.overToast(localizer))
        }
        let outcome = try ChallengeJoining(context: context).join(challenge)
        return Response(
            try announcement(challenge, group: group), toast: GroupReplies.toast(outcome, localizer))
    }

    /// The ✅ under a message about a challenge: the presser's check-in, as `/check` here
    /// makes it, answered under the message with their name. The message stays as it is: it
    /// may be about another member.
    private func checkIn(_ challengeID: Int64) throws -> Response {
        let answer: Reply
        do {
            guard let challenge = try groups.running(in: context.chat), challenge.id == challengeID else {
                throw CommandError(localizer.rich(.groupToastOver))
            }
            guard let member = try groups.member(context.userID, of: challenge),
                let habit = try context.tx.habits.find(member.habitID, of: context.userID)
            else {
                throw CommandError(localizer.rich(.groupNotIn, ["habit": "\(bold: challenge.habitName)"]))
            }
            answer = try HabitHandler(context: context).checkIn(habit, amount: nil, note: nil)
        } catch let error as CommandError {
            answer = error.reply(localizer)
        }
        var reply = answer
        reply.text = localizer.rich(
            .groupPressedBy, ["name": "\(bold: context.name)", "answer": answer.text])
        return Response(reply, answersPress: true)
    }

    private func leave() throws -> Response {
        let (group, challenge) = try running()
        guard let challengeID = challenge.id, try groups.member(context.userID, of: challenge) != nil else {
            throw CommandError(localizer.rich(.groupNotIn, ["habit": "\(bold: challenge.habitName)"]))
        }
        try groups.removeMember(context.userID, fromChallenge: challengeID)
        try groups.setMentions(false, userID: context.userID, in: context.chat)
        var response = Response(GroupReplies.left(challenge, name: context.name, localizer))
        response.rewrites = try announcementRewrite(challenge, group: group)
        return response
    }

    private func board() throws -> Reply {
        let group = try settingsOrDefaults()
        guard let challenge = try groups.running(in: context.chat) else {
            return try finalBoard(group)
        }
        let today = group.calendar.localDate(of: context.now)
        let standings = try groups.standings(of: challenge, at: context.now, through: nil)
        let histories = try groups.histories(
            of: challenge, days: BoardPicture.days(of: challenge, today: today), at: context.now)
        return GroupReplies.board(
            challenge, today: today, ranked: Leaderboard.rank(standings), histories: histories,
            Localizer(context.language))
    }

    /// Between challenges, the last one's board as it stood when it ended: check-ins made
    /// since do not change it.
    private func finalBoard(_ group: GroupChat) throws -> Reply {
        guard let challenge = try groups.lastEnded(in: context.chat),
            let endedOn = challenge.endedOn
        else { throw GroupReplies.noChallenge(localizer) }
        // The last moment of its last day, in the group's zone (the day it was ended on).
        let endedAt = min(context.now, group.calendar.end(of: endedOn).addingTimeInterval(-1))
        let standings = try groups.standings(of: challenge, at: endedAt, through: endedOn)
        let histories = try groups.histories(
            of: challenge, days: BoardPicture.days(of: challenge, today: endedOn), at: endedAt)
        return GroupReplies.finalBoard(
            challenge, endedOn: endedOn, ranked: Leaderboard.rank(standings), histories: histories,
            Localizer(context.language))
    }

    // MARK: Settings

    private func settings() throws -> Reply {
        let group = try settingsOrDefaults()
        return GroupReplies.settings(
            group, running: try groups.running(in: context.chat),
            today: group.calendar.localDate(of: context.now), Localizer(context.language))
    }

    private func setSummaryTime(_ time: TimeOfDay) throws -> Reply {
        try requireAdmin()
        var group = try groups.findOrCreateGroup(context.chat, now: context.now)
        group.summaryAt = time
        try groups.update(group)
        return GroupReplies.summaryTimeSet(group, Localizer(context.language))
    }

    private func setTimeZone(_ zone: ResolvedZone) throws -> Reply {
        try requireAdmin()
        var group = try groups.findOrCreateGroup(context.chat, now: context.now)
        group.timeZone = zone.identifier
        try groups.update(group)
        let wall = group.calendar.wallTime(of: context.now)
        return GroupReplies.timeZoneSet(
            group, hour: wall.hour, minute: wall.minute, Localizer(context.language))
    }

    private func setMentions(_ allowed: Bool) throws -> Reply {
        _ = try groups.findOrCreateGroup(context.chat, now: context.now)
        try groups.setMentions(allowed, userID: context.userID, in: context.chat)
        return GroupReplies.mentionsSet(allowed, name: context.name, Localizer(context.language))
    }

    // MARK: Shared

    /// The group's settings, or the defaults it has until someone changes them; reading them
    /// stores nothing.
    private func settingsOrDefaults() throws -> GroupChat {
        try groups.group(context.chat) ?? GroupChat(chat: context.chat, createdAt: context.now)
    }

    /// The group and its running challenge, or a ``CommandError`` saying how to start one.
    private func running() throws -> (GroupChat, Challenge) {
        let group = try settingsOrDefaults()
        guard let challenge = try groups.running(in: context.chat) else {
            throw GroupReplies.noChallenge(localizer)
        }
        return (group, challenge)
    }

    private func requireAdmin() throws {
        switch context.senderIsAdmin {
        case true?: return
        case false?: throw GroupReplies.onlyAdmins(Localizer(context.language))
        case nil: throw GroupReplies.adminUnknown(Localizer(context.language))
        }
    }

    private func starterName(_ challenge: Challenge) throws -> String? {
        guard let starter = challenge.startedBy else { return nil }
        return try groups.memberName(of: starter, in: challenge.chat)
    }

    private func announcement(_ challenge: Challenge, group: GroupChat) throws -> Reply {
        GroupReplies.announcement(
            challenge, starter: try starterName(challenge),
            members: try groups.memberNames(of: challenge),
            today: group.calendar.localDate(of: context.now), context: context)
    }
}
