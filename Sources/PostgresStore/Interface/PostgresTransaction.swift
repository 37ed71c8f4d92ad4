import Foundation
import TrackerStore

/// A transaction of the PostgreSQL database as the store interface sees it: each area's store
/// sends its statements on the same connection, inside the transaction ``PostgresDatabase``
/// opened.
///
/// A write may run more than once (see ``PostgresDatabase``), each time with a transaction of
/// its own: the actions registered with ``afterCommit(_:)`` are those of the attempt that
/// committed.
final class PostgresTransaction: StoreTransaction {
    let session: PostgresSession
    private let lock = NSLock()
    private var committed: [@Sendable () -> Void] = []
    private var savepoints = 0

    init(_ session: PostgresSession) { self.session = session }

    var users: any UserStore { PostgresUsers(session: session) }
    var habits: any HabitStore { PostgresHabits(session: session) }
    var goals: any GoalStore { PostgresGoals(session: session) }
    var todos: any TodoStore { PostgresTodos(session: session) }
    var listViews: any ListViewStore { PostgresListViews(session: session) }
    var jobs: any JobStore { PostgresJobs(session: session) }
    var groups: any GroupStore { PostgresGroups(session: session) }
    var reminders: any ReminderStore { PostgresReminders(session: session) }
    var outbox: any OutboxStore { PostgresOutbox(session: session) }
    var chats: any ChatStateStore { PostgresChats(session: session) }
    var inbound: any InboundLogStore { PostgresInboundLog(session: session) }
    var pauses: any PauseStore { PostgresPauses(session: session) }
    var routines: any RoutineStore { PostgresRoutines(session: session) }
    var inbox: any InboxStore { PostgresInbox(session: session) }
    var checkpoints: any CheckpointStore { PostgresCheckpoints(session: session) }
    var reactionPresses: any ReactionPressStore { PostgresReactionPresses(session: session) }
    var matrixCrypto: any MatrixCryptoStore { PostgresMatrixCrypto(session: session) }

    func afterCommit(_ action: @escaping @Sendable () -> Void) {
        lock.withLock { committed.append(action) }
    }

    func inSavepoint(_ body: () throws -> Bool) throws {
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

    /// The actions to run now that the transaction committed.
    var actionsAfterCommit: [@Sendable () -> Void] { lock.withLock { committed } }
}
