import Foundation
import GRDB
import SQLiteStore
import TrackerCommands
import TrackerCore

/// Groups' summaries and last calls as a kind of schedule: a group's rows due together come
/// in kind order, the summary before the last call.
///
/// The summary of a challenge's last day is its celebration, and the challenge ends with it;
/// nothing more comes for it in that pass.
struct GroupMessages: ScheduledMessages {
    let platform: Platform

    /// A group with a running challenge, and the messages it should get.
    struct Context {
        let chat: ChatAddress
        let challenge: Challenge
        let alarms: [GroupReminderKind: GroupAlarm]
    }

    func dueOwners(now: Date, limit: Int, in db: Database) throws -> [ChatAddress] {
        try GroupSchedule.due(platform: platform, now: now, limit: limit, in: db).map(\.chat)
    }

    func dueRows(of chat: ChatAddress, now: Date, in db: Database) throws -> [ScheduledGroupReminder] {
        try GroupSchedule.due(chat, now: now, in: db)
    }

    func context(of chat: ChatAddress, in db: Database) throws -> Context? {
        guard let group = try GroupChat.find(chat, in: db),
            let challenge = try Challenge.running(in: chat, db: db)
        else { return nil }
        let alarms = GroupAlarm.alarms(
            for: group, hasRunningChallenge: true,
            hasMentionableMembers: try challenge.hasMentionableMembers(in: db))
        return Context(
            chat: chat, challenge: challenge,
            alarms: Dictionary(alarms.map { ($0.kind, $0) }, uniquingKeysWith: { first, _ in first }))
    }

    func kind(of row: ScheduledGroupReminder) -> String { "group_\(row.kind)" }

    func schedule(of row: ScheduledGroupReminder, in context: Context) -> LocalTimeSchedule? {
        context.alarms[row.kind]?.schedule
    }

    func isSkipped(_ day: LocalDate, in context: Context) -> Bool { false }

    func replies(
        to firing: [(row: ScheduledGroupReminder, occurrence: LocalTimeSchedule.Occurrence)],
        in context: Context,
        now: Date, in db: Database
    ) throws -> [Reply] {
        var challenge = context.challenge
        var replies: [Reply] = []
        // Nothing more comes for a challenge that ended in this pass.
        for (row, fire) in firing where challenge.isRunning {
            // Each member's day is their own: the one the occurrence falls on for them.
            let standings = try ChallengeRoster.standings(of: challenge, at: fire.instant, in: db)
            switch row.kind {
            case .summary:
                let summary = ChallengeSummary(challenge: challenge, on: fire.day, standings: standings)
                // The picture's data is read now and stored with the message: a late or
                // repeated delivery draws the day as it was.
                let histories =
                    summary.isFinal
                    ? [:]
                    : try ChallengeRoster.histories(
                        of: challenge, days: BoardPicture.days(of: challenge, today: fire.day),
                        at: fire.instant,
                        in: db)
                replies.append(ScheduledReplies.groupSummary(summary, on: fire.day, histories: histories))
                if summary.isFinal {
                    challenge.endedOn = fire.day
                    try challenge.update(db)
                }
            case .lastCall:
                let called = ChallengeSummary.lastCall(standings)
                if !called.isEmpty { replies.append(ScheduledReplies.lastCall(challenge, members: called)) }
            }
        }
        if !challenge.isRunning { try GroupSchedule.refresh(context.chat, now: now, in: db) }
        return replies
    }

    func recipient(in context: Context) -> (chat: ChatAddress, userExternalID: String?) {
        (context.chat, nil)
    }
}
