import Foundation
import TestSupport
import Testing
import TrackerCommands
import TrackerCore
import TrackerStore

/// Two appliers of one source on one store, as two instances of the bot have them around a
/// lease handover: the one that lost the lease is cancelled mid-drain, the next leader takes
/// over and finds no batch of the first to count as a crash.
struct InboxApplierHandoverTests {
    private let clock = ManualClock(.iso("2026-11-21T09:00:00Z"))

    private func applier(
        _ store: any Store, isAdmin: (@Sendable (ChatAddress, Sender) async -> Bool?)? = nil
    ) -> InboxApplier {
        InboxApplier(
            dispatcher: Dispatcher(
                store: store, clock: clock,
                files: UserFiles(
                    beside: FileManager.default.temporaryDirectory.appendingPathComponent("bot").path)),
            inbox: Inbox(store: store, doorbell: Doorbell(clock: clock), clock: clock), source: "telegram",
            batchSize: 2, isAdmin: isAdmin)
    }

    /// A group's `/challenge end` first, whose sender's admin status is asked for between the
    /// crash guard's marker and the batch's transaction; then to-dos of five users.
    private var events: [PlatformEvent] {
        let group = ChatAddress(platform: "telegram", id: "-100")
        let end = PlatformEvent.incoming(
            Incoming(
                key: "telegram:1", chat: group, isGroup: true, sender: Sender(id: "1", displayName: "User 1"),
                kind: .text("/challenge end")))
        return [end]
            + (2...6).map { number in
                .incoming(
                    Incoming(
                        key: "telegram:\(number)", chat: ChatAddress(platform: "telegram", id: "\(number)"),
                        sender: Sender(id: "\(number)", displayName: "User \(number)"),
                        kind: .text("/todo add Item \(number)")))
            }
    }

    @Test(arguments: StoreKind.available)
    func anApplierCancelledByALostLeaseLeavesNoBatchForTheNextLeaderToCountAsACrash(_ kind: StoreKind)
        async throws
    {
        try await kind.withStore { store in
            let inbox = Inbox(store: store, doorbell: Doorbell(clock: clock), clock: clock)
            try await inbox.admit(events, source: "telegram", checkpoint: nil)

            // The instance that loses the lease while its first batch is named in the crash guard.
            let leaving = applier(store) { _, _ in
                withUnsafeCurrentTask { $0?.cancel() }
                return false
            }
            await #expect(throws: CancellationError.self) { try await leaving.drain() }

            // It applied the batch it had named, and began no other; the next leader counts no
            // crash and applies the rest once, nothing set aside.
            #expect(try await store.read { try $0.inbox.count(of: "telegram") } == 4)
            let leader = applier(store)
            #expect(try leader.crashGuard.recover() == 0)
            #expect(try await leader.drain() == 4)
            #expect(try await store.read { try $0.inbox.count(of: "telegram") } == 0)
            #expect(try await store.read { try $0.inbox.deadLetterCount(of: "telegram") } == 0)
        }
    }
}
