import Foundation
import Testing
import TrackerCore
import TrackerStore

/// The other areas' rows, through their store interfaces.
struct OtherAreasThroughStore: OtherAreas {
    typealias Rows = UserRowsElsewhere
    let store: any Store

    func seed(ann: User) async throws -> Rows.Stored {
        let annID = try #require(ann.id)
        return try await store.write { tx in
            var goal = Rows.goal(annID)
            try tx.goals.insert(&goal)
            let checkpoints = try Rows.checkpoints(try #require(goal.id)).map { checkpoint in
                var checkpoint = checkpoint
                try tx.goals.insert(&checkpoint)
                return checkpoint
            }
            var habit = Rows.habit(annID)
            try tx.habits.insert(&habit)
            let habitID = try #require(habit.id)
            for (day, run, amount, note) in Rows.checkIns {
                try tx.habits.record(
                    CheckIn(
                        habitID: habitID, run: run, date: Rows.day(day), amount: amount, note: note,
                        createdAt: Rows.createdAt))
            }
            let todos = try Rows.todos(annID).map { todo in
                var todo = todo
                try tx.todos.insert(&todo)
                return todo
            }
            var routine = Rows.routine(annID)
            try tx.routines.insert(&routine)
            try tx.routines.replaceSteps(of: routine, with: Rows.stepTitles)
            let steps = try tx.routines.steps(of: routine)
            for day in Rows.stepDone {
                _ = try tx.routines.toggleStep(try #require(steps.first?.id), on: Rows.day(day))
            }
            _ = try tx.groups.findOrCreateGroup(Rows.group, now: Rows.createdAt)
            _ = try tx.groups.findOrCreateGroup(Rows.otherGroup, now: Rows.createdAt)
            var challenge = Rows.challenge(startedBy: annID)
            try tx.groups.insert(&challenge)
            let membership = ChallengeMember(
                challengeID: try #require(challenge.id), userID: annID, habitID: habitID,
                joinedOn: Rows.day("2026-05-01"), joinedAt: Rows.createdAt)
            try tx.groups.insert(membership)
            try tx.groups.setMentions(true, userID: annID, in: Rows.group)
            try tx.groups.recordMemberName("Annie", of: ann.externalID, in: Rows.group)
            let outbox = try Rows.outbox.map { entry in
                let id = try tx.outbox.enqueue(
                    Outgoing(chat: entry.chat, reply: Reply("Hello")), userExternalID: entry.about,
                    at: Rows.createdAt)
                switch entry.ending {
                case .pending: break
                case .sent: try tx.outbox.markSent(id, messageID: "m\(id)")
                case .dead: try tx.outbox.markDead(id, reason: "blocked")
                }
                return id
            }
            return Rows.Stored(
                goal: goal, checkpoints: checkpoints, habit: habit, todos: todos, routine: routine,
                steps: steps,
                challenge: challenge, membership: membership, outbox: outbox)
        }
    }

    func outboxEntries(among ids: [Int64]) async throws -> [Int64] {
        try await store.read { tx in try ids.filter { try tx.outbox.outgoing($0) != nil } }
    }

    func starter(of challenge: Challenge) async throws -> Int64?? {
        try await store.read { tx in
            try tx.groups.challenge(try #require(challenge.id), in: challenge.chat).map(\.startedBy)
        }
    }
}
