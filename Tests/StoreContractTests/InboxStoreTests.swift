import Foundation
import TestSupport
import Testing
import TrackerCore
import TrackerStore

/// The inbox, on each store: admitted once, read back in order per source, removed when applied.
@Suite struct InboxStoreTests {
    let now = Date(timeIntervalSince1970: 1_790_000_000)
    let chat = ChatAddress(platform: "telegram", id: "42")

    private func text(_ key: String, _ text: String) -> (key: String, event: PlatformEvent) {
        (
            key,
            .incoming(
                Incoming(
                    key: key, chat: chat, sender: Sender(id: "42", displayName: "Ann \"A\" <b>"),
                    kind: .text(text),
                    messageID: "7"))
        )
    }

    /// Who said what, of a typed message.
    private static func words(_ event: PlatformEvent) -> String {
        guard case .incoming(let incoming) = event, case .text(let text) = incoming.kind else { return "?" }
        return "\(incoming.sender.displayName): \(text)"
    }

    @Test(arguments: StoreKind.available)
    func anEventIsAdmittedOnceAndNotAfterItWasApplied(_ kind: StoreKind) async throws {
        try await kind.withStore { store in
            let first = try await store.write { tx throws in
                try tx.inbox.admit(
                    [text("telegram:1", "/todo add milk"), text("telegram:2", "/todos")], source: "telegram",
                    at: now)
            }
            #expect(
                first.map { Self.words($0.event) } == [
                    "Ann \"A\" <b>: /todo add milk", "Ann \"A\" <b>: /todos",
                ])
            #expect(first[0].id < first[1].id)
            let again = try await store.write { tx throws in
                _ = try tx.inbound.claim("telegram:3", at: now)
                return try tx.inbox.admit(
                    [
                        text("telegram:2", "/todos"), text("telegram:3", "/habits"),
                        text("telegram:4", "/goals"),
                    ],
                    source: "telegram", at: now)
            }
            // Already in the inbox, or already applied: only the new one is stored.
            #expect(again.map { Self.words($0.event) } == ["Ann \"A\" <b>: /goals"])
            #expect(again[0].id > first[1].id)
            #expect(try await store.read { try $0.inbox.count(of: "telegram") } == 3)
        }
    }

    @Test(arguments: StoreKind.available)
    func entriesComeBackInOrderPerSourceAndGoWhenRemoved(_ kind: StoreKind) async throws {
        try await kind.withStore { store in
            let stored = try await store.write { tx throws in
                let telegram = try tx.inbox.admit(
                    [text("telegram:1", "one"), text("telegram:2", "two")], source: "telegram", at: now)
                let matrix = try tx.inbox.admit([text("matrix:$a", "other")], source: "matrix", at: now + 1)
                let later = try tx.inbox.admit([text("telegram:3", "three")], source: "telegram", at: now + 2)
                return telegram + matrix + later
            }
            let entries = try await store.read { try $0.inbox.next(10, of: "telegram") }
            #expect(entries.map(\.key) == ["telegram:1", "telegram:2", "telegram:3"])
            #expect(entries.map(\.id) == [stored[0].id, stored[1].id, stored[3].id])
            #expect(entries.map(\.source) == ["telegram", "telegram", "telegram"])
            #expect(entries.map(\.receivedAt) == [now, now, now + 2])
            // Each entry's event reads back as it was admitted.
            #expect(
                entries.map { $0.event.map(Self.words) }
                    == ["one", "two", "three"].map { "Ann \"A\" <b>: \($0)" })
            #expect(
                try await store.read { try $0.inbox.next(1, of: "telegram") }.map(\.key) == ["telegram:1"])
            try await store.write { tx in try tx.inbox.remove([entries[0].id, entries[2].id, 999_999]) }
            #expect(
                try await store.read { try $0.inbox.next(10, of: "telegram") }.map(\.key) == ["telegram:2"])
            #expect(try await store.read { try $0.inbox.count(of: "matrix") } == 1)
            #expect(try await store.read { try $0.inbox.count(of: "console") } == 0)
        }
    }
}
