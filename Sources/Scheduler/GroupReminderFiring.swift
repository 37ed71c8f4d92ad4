import Foundation
import GRDB
import TrackerCommands
import TrackerCore
import TrackerStore

/// One pass over the due part of a platform's group schedule, inside the scheduler's
/// transaction: each due row fires (an outbox entry to the group) or is skipped, and moves on
/// to its next occurrence, together, with the same timing rules as users' reminders.
///
/// The summary of a challenge's last day is its celebration, and the challenge ends with it.
struct GroupReminderFiring {
    let platform: String
    /// How late a message may still be sent (after downtime).
    let grace: TimeInterval

    /// Fires the groups with the `limit` earliest due rows.
    func run(now: Date, limit: Int, in db: Database) throws -> ReminderFiring.Outcome {
        let due = try GroupSchedule.due(platform: platform, now: now, limit: limit, in: db)
        var outcome = ReminderFiring.Outcome()
        var seen: Set<ChatAddress> = []
        for row in due where seen.insert(row.chat).inserted {
            // All of the group's due rows at once, in kind order: the summary before the last call.
            let rows = try GroupSchedule.due(row.chat, now: now, in: db)
            outcome.rows += rows.count
            outcome.enqueued += try fire(rows, chat: row.chat, now: now, in: db)
        }
        return outcome
    }

    /// Fires one group's due rows; returns the number of messages queued.
    private func fire(_ rows: [ScheduledGroupReminder], chat: ChatAddress, now: Date, in db: Database) throws
        -> Int
    {
        guard let group = try GroupChat.find(chat, in: db),
            var challenge = try Challenge.running(in: chat, db: db)
        else {
            // Nothing to say any more (the challenge ended meanwhile).
            for row in rows { try row.delete(db) }
            return 0
        }
        let alarms = Dictionary(
            GroupAlarm.alarms(
                for: group, hasRunningChallenge: true,
                hasMentionableMembers: try challenge.hasMentionableMembers(in: db)
            ).map { ($0.kind, $0) }, uniquingKeysWith: { first, _ in first })
        var replies: [Reply] = []
        for row in rows {
            guard let alarm = alarms[row.kind] else {
                try row.delete(db)
                continue
            }
            let decision = ReminderTiming.decide(
                alarm.schedule, dueDay: row.dueDay, lastFired: row.lastFiredOn, now: now, grace: grace)
            try GroupSchedule.advance(
                row, to: decision.next, lastFiredOn: decision.fire?.day ?? row.lastFiredOn, in: db)
            // Nothing more comes for a challenge that ended in this pass.
            guard let fire = decision.fire, challenge.isRunning else { continue }
            // Each member's day is their own: the one the occurrence falls on for them.
            let standings = try ChallengeRoster.standings(of: challenge, at: fire.instant, in: db)
            switch row.kind {
            case .summary:
                let summary = ChallengeSummary(challenge: challenge, on: fire.day, standings: standings)
                replies.append(GroupReplies.summary(summary))
                if summary.isFinal {
                    challenge.endedOn = fire.day
                    try challenge.update(db)
                }
            case .lastCall:
                let called = ChallengeSummary.lastCall(standings)
                if !called.isEmpty { replies.append(GroupReplies.lastCall(challenge, members: called)) }
            }
        }
        if !challenge.isRunning { try GroupSchedule.refresh(chat, now: now, in: db) }
        // A group that removed the bot hears nothing; its days still pass.
        guard try ChatState.isActive(chat, in: db) else { return 0 }
        for reply in replies {
            try OutboxEntry.enqueue(Outgoing(chat: chat, reply: reply), userExternalID: nil, at: now, in: db)
        }
        return replies.count
    }
}
