import Foundation
import PostgresNIO
import TrackerStore

/// A transaction of the PostgreSQL database as the store interface sees it: each area's store
/// sends its statements on the same connection, inside the transaction ``PostgresDatabase``
/// opened.
///
/// A write may run more than once (see ``PostgresDatabase``), each time with a transaction of
/// its own: the actions registered with ``afterCommit(_:)`` are those of the attempt that
/// committed.
///
/// ``inSavepoint(_:)`` costs two statements, each a round trip to the server, and is asked
/// for once per event of a batch, where almost every event keeps what it did or changed
/// nothing. So a write first runs without savepoints (`eagerSavepoints` false): a body that
/// has something to undo, or whose statement failed (which aborts the whole transaction),
/// throws ``SavepointNeeded`` instead, and the store runs the write again with them.
final class PostgresTransaction: StoreTransaction {
    let session: PostgresSession
    /// Whether ``inSavepoint(_:)`` makes a savepoint even when nothing may need undoing.
    let eagerSavepoints: Bool
    private let lock = NSLock()
    private var committed: [@Sendable () -> Void] = []
    /// Whether a body ran without the savepoint it asked for.
    private(set) var skippedSavepoint = false
    /// The senders read ahead of a batch's events.
    private let senders = SenderReadAhead()
    /// The ids new users get, reserved ahead.
    private let ids = ReservedIDs()

    init(_ session: PostgresSession, eagerSavepoints: Bool = true) {
        self.session = session
        self.eagerSavepoints = eagerSavepoints
    }

    var users: any UserStore { PostgresUsers(session: session, readAhead: senders, ids: ids) }
    var habits: any HabitStore { PostgresHabits(session: session, readAhead: senders) }
    var goals: any GoalStore { PostgresGoals(session: session) }
    var todos: any TodoStore { PostgresTodos(session: session) }
    var listViews: any ListViewStore { PostgresListViews(session: session, readAhead: senders) }
    var jobs: any JobStore { PostgresJobs(session: session) }
    var groups: any GroupStore { PostgresGroups(session: session) }
    var reminders: any ReminderStore { PostgresReminders(session: session) }
    var outbox: any OutboxStore { PostgresOutbox(session: session) }
    var chats: any ChatStateStore { PostgresChats(session: session) }
    var inbound: any InboundLogStore { PostgresInboundLog(session: session) }
    var pauses: any PauseStore { PostgresPauses(session: session, readAhead: senders) }
    var routines: any RoutineStore { PostgresRoutines(session: session) }
    var inbox: any InboxStore { PostgresInbox(session: session) }
    var checkpoints: any CheckpointStore { PostgresCheckpoints(session: session) }
    var reactionPresses: any ReactionPressStore { PostgresReactionPresses(session: session) }
    var matrixCrypto: any MatrixCryptoStore { PostgresMatrixCrypto(session: session) }

    func afterCommit(_ action: @escaping @Sendable () -> Void) {
        lock.withLock { committed.append(action) }
    }

    func inSavepoint(_ body: () throws -> Bool) throws {
        guard eagerSavepoints else { return try withoutSavepoint(body) }
        // Whatever the body's first statement is, it waits, and with it the savepoint.
        session.send("SAVEPOINT nested")
        do {
            if try body() {
                try session.execute("RELEASE SAVEPOINT nested")
            } else {
                try session.execute("ROLLBACK TO SAVEPOINT nested")
            }
        } catch {
            try session.execute("ROLLBACK TO SAVEPOINT nested")
            throw error
        }
    }

    /// Runs `body` without a savepoint; throws ``SavepointNeeded`` when one was needed after
    /// all: `body` changed something and then declined or threw, or a statement failed.
    private func withoutSavepoint(_ body: () throws -> Bool) throws {
        skippedSavepoint = true
        let changes = session.changesSent
        let kept: Bool
        do {
            kept = try body()
        } catch let error as any StoreFailure where error.isStorageFailure {
            throw error
        } catch is PSQLError {
            throw SavepointNeeded()
        } catch {
            if session.changesSent != changes { throw SavepointNeeded() }
            throw error
        }
        if !kept && session.changesSent != changes { throw SavepointNeeded() }
    }

    /// The actions to run now that the transaction committed.
    var actionsAfterCommit: [@Sendable () -> Void] { lock.withLock { committed } }
}

/// A write that ran without savepoints needs them: ``PostgresStoreAccess`` runs it again with
/// them. A failure of the transaction, not of the command, so that the dispatcher lets it
/// through instead of answering it with an apology.
struct SavepointNeeded: StoreFailure {
    var isStorageFailure: Bool { true }
}
