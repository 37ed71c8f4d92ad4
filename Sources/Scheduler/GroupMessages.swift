import Foundation
import TrackerCommands
import TrackerCore
import TrackerStore

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

    func dueOwners(now: Date, limit: Int, in tx: any StoreTransaction) throws -> [ChatAddress] {
        try tx.reminders.dueGroups(platform: platform, now: now, limit: limit)
    }

    func dueRows(of chat: ChatAddress, now: Date, in tx: any StoreTransaction) throws -> [GroupMessageEntry] {
        try tx.reminders.dueGroupMessages(chat, now: now)
    }

    func context(of chat: ChatAddress, in tx: any StoreTransaction) throws -> Context? {
        guard let group = try tx.groups.group(chat),
            let challenge = try tx.groups.running(in: chat)
        else { return nil }
        let alarms = GroupAlarm.alarms(
            for: group, hasRunningChallenge: true,
            hasMentionableMembers: try tx.groups.hasMentionableMembers(of: challenge))
        return Context(
            chat: chat, challenge: challenge,
            alarms: Dictionary(alarms.map { ($0.kind, $0) }, uniquingKeysWith: { first, _ in first }))
    }

    func timing(of row: GroupMessageEntry) -> ScheduleTiming { row.timing }

    func move(_ row: GroupMessageEntry, to timing: ScheduleTiming, in tx: any StoreTransaction) throws {
        try tx.reminders.move(row, to: timing)
    }

    func delete(_ row: GroupMessageEntry, in tx: any StoreTransaction) throws {
        try tx.reminders.delete(row)
    }

    func kind(of row: GroupMessageEntry) -> String { "group_\(row.kind)" }

    func schedule(of row: GroupMessageEntry, in context: Context) -> LocalTimeSchedule? {
        context.alarms[row.kind]?.schedule
    }

    func isSkipped(_ day: LocalDate, for row: GroupMessageEntry, in context: Context) -> Bool { false }

    func replies(
        to firing: [(row: GroupMessageEntry, occurrence: LocalTimeSchedule.Occurrence)],
        in context: Context,
        now: Date, in tx: any StoreTransaction
    ) throws -> [Reply] {
        var challenge = context.challenge
        var replies: [Reply] = []
        // The group's messages are in the group's language, whoever is in it.
        let language = Language.forGroup(chosen: try tx.groups.language(of: context.chat))
        // Nothing more comes for a challenge that ended in this pass.
        for (row, fire) in firing where challenge.isRunning {
            // Each member is judged on the group's day the message names, or on their own day
            // where it has not reached it yet.
            let standings = try tx.groups.standings(of: challenge, at: fire.instant, through: fire.day)
            switch row.kind {
            case .summary:
                let summary = ChallengeSummary(challenge: challenge, on: fire.day, standings: standings)
                // The picture's data is read now and stored with the message: a late or
                // repeated delivery draws the day as it was.
                let histories =
                    summary.isFinal
                    ? [:]
                    : try tx.groups.histories(
                        of: challenge, days: BoardPicture.days(of: challenge, today: fire.day),
                        at: fire.instant)
                replies.append(
                    ScheduledReplies.groupSummary(
                        summary, on: fire.day, histories: histories, language: language))
                if summary.isFinal {
                    challenge.endedOn = fire.day
                    try tx.groups.update(challenge)
                }
            case .lastCall:
                let called = ChallengeSummary.lastCall(standings)
                if !called.isEmpty {
                    replies.append(ScheduledReplies.lastCall(challenge, members: called, language: language))
                }
            }
        }
        if !challenge.isRunning { try tx.reminders.refreshGroup(context.chat, now: now) }
        return replies
    }

    func recipient(in context: Context) -> (chat: ChatAddress, userExternalID: String?) {
        (context.chat, nil)
    }
}
