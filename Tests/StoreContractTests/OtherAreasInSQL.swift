import Foundation
import PostgresNIO
import PostgresStore
import Testing
import TrackerCore
import TrackerStore

/// The other areas' rows on PostgreSQL, as plain SQL: the same rows
/// ``OtherAreasThroughStore`` stores.
struct OtherAreasInSQL: OtherAreas {
    typealias Rows = UserRowsElsewhere
    let database: PostgresStore.PostgresDatabase

    func seed(ann: User) async throws -> Rows.Stored {
        let annID = try #require(ann.id)
        return try await database.write { session in
            func id(_ query: PostgresQuery) throws -> Int64 {
                try #require(try session.query(query).first).decode(Int64.self)
            }
            var goal = Rows.goal(annID)
            goal.id = try id(
                """
                INSERT INTO "goal" ("userID", "title", "why", "deadline", "createdAt")
                VALUES (\(annID), \(goal.title), \(goal.why), \(goal.deadline?.iso), \(goal.createdAt.timeIntervalSince1970))
                RETURNING "id"
                """)
            let checkpoints = try Rows.checkpoints(try #require(goal.id)).map { checkpoint in
                var checkpoint = checkpoint
                checkpoint.id = try id(
                    """
                    INSERT INTO "checkpoint" ("goalID", "position", "title", "doneOn")
                    VALUES (\(checkpoint.goalID), \(checkpoint.position), \(checkpoint.title), \(checkpoint.doneOn?.iso))
                    RETURNING "id"
                    """)
                return checkpoint
            }
            var habit = Rows.habit(annID)
            habit.id = try id(
                """
                INSERT INTO "habit" ("userID", "name", "length", "run", "runStartedOn", "createdAt")
                VALUES (\(annID), \(habit.name), \(habit.length), \(habit.run), \(habit.runStartedOn.iso),
                    \(habit.createdAt.timeIntervalSince1970))
                RETURNING "id"
                """)
            let habitID = try #require(habit.id)
            for (day, run, amount, note) in Rows.checkIns {
                try session.execute(
                    """
                    INSERT INTO "checkIn" ("habitID", "run", "date", "amount", "note", "createdAt")
                    VALUES (\(habitID), \(run), \(day), \(amount), \(note), \(Rows.createdAt.timeIntervalSince1970))
                    """)
            }
            let todos = try Rows.todos(annID).map { todo in
                var todo = todo
                todo.id = try id(
                    """
                    INSERT INTO "todo" ("userID", "text", "createdAt", "doneAt")
                    VALUES (\(annID), \(todo.text), \(todo.createdAt.timeIntervalSince1970),
                        \(todo.doneAt?.timeIntervalSince1970))
                    RETURNING "id"
                    """)
                return todo
            }
            var routine = Rows.routine(annID)
            routine.id = try id(
                """
                INSERT INTO "routine" ("userID", "title", "days", "time", "createdAt")
                VALUES (\(annID), \(routine.title), \(Int64(routine.days.rawValue)), \(routine.time.text),
                    \(routine.createdAt.timeIntervalSince1970))
                RETURNING "id"
                """)
            let routineID = try #require(routine.id)
            let steps = try Rows.stepTitles.enumerated().map { index, title in
                var step = RoutineStep(routineID: routineID, position: index + 1, title: title)
                step.id = try id(
                    """
                    INSERT INTO "routineStep" ("routineID", "position", "title")
                    VALUES (\(routineID), \(step.position), \(title)) RETURNING "id"
                    """)
                return step
            }
            for day in Rows.stepDone {
                try session.execute(
                    #"INSERT INTO "stepCompletion" ("stepID", "date") VALUES (\#(steps[0].id), \#(day))"#)
            }
            for chat in [Rows.group, Rows.otherGroup] {
                try session.execute(
                    """
                    INSERT INTO "groupChat" ("platform", "chatID", "createdAt")
                    VALUES (\(chat.platform.tag), \(chat.id), \(Rows.createdAt.timeIntervalSince1970))
                    """)
            }
            var challenge = Rows.challenge(startedBy: annID)
            challenge.id = try id(
                """
                INSERT INTO "challenge" ("platform", "chatID", "habitName", "length", "startedOn", "startedBy", "createdAt")
                VALUES (\(challenge.platform.tag), \(challenge.chatID), \(challenge.habitName), \(challenge.length),
                    \(challenge.startedOn.iso), \(annID), \(challenge.createdAt.timeIntervalSince1970))
                RETURNING "id"
                """)
            let membership = ChallengeMember(
                challengeID: try #require(challenge.id), userID: annID, habitID: habitID,
                joinedOn: Rows.day("2026-05-01"), joinedAt: Rows.createdAt)
            try session.execute(
                """
                INSERT INTO "challengeMember" ("challengeID", "userID", "habitID", "joinedOn", "joinedAt")
                VALUES (\(membership.challengeID), \(annID), \(habitID), \(membership.joinedOn.iso),
                    \(membership.joinedAt.timeIntervalSince1970))
                """)
            let group = Rows.group
            try session.execute(
                """
                INSERT INTO "groupMention" ("platform", "chatID", "userID") VALUES (\(group.platform.tag), \(group.id), \(annID))
                """)
            try session.execute(
                """
                INSERT INTO "memberName" ("platform", "chatID", "userID", "name")
                VALUES (\(group.platform.tag), \(group.id), \(annID), 'Annie')
                """)
            let outbox = try Rows.outbox.map { entry in
                let state: Int64 =
                    switch entry.ending {
                    case .pending: 0
                    case .sent: 1
                    case .dead: 2
                    }
                return try id(
                    """
                    INSERT INTO "outbox" ("platform", "chatID", "payload", "createdAt", "state", "userExternalID")
                    VALUES (\(entry.chat.platform.tag), \(entry.chat.id), decode('7b7d', 'hex'),
                        \(Rows.createdAt.timeIntervalSince1970), \(state), \(entry.about))
                    RETURNING "id"
                    """)
            }
            return Rows.Stored(
                goal: goal, checkpoints: checkpoints, habit: habit, todos: todos, routine: routine,
                steps: steps,
                challenge: challenge, membership: membership, outbox: outbox)
        }
    }

    func outboxEntries(among ids: [Int64]) async throws -> [Int64] {
        let left = try await database.read { session in
            Set(try session.query(#"SELECT "id" FROM "outbox""#).map { try $0.decode(Int64.self) })
        }
        return ids.filter { left.contains($0) }
    }

    func starter(of challenge: Challenge) async throws -> Int64?? {
        let id = try #require(challenge.id)
        let rows = try await database.read { session in
            try session.query(#"SELECT "startedBy" FROM "challenge" WHERE "id" = \#(id)"#)
                .map { try $0.decode(Int64?.self) }
        }
        return rows.first
    }
}
