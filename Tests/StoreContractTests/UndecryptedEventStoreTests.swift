import Foundation
import TestSupport
import Testing
import TrackerStore

/// Matrix events kept until their room key arrives, on each store.
@Suite struct UndecryptedEventStoreTests {
    let now = Date(timeIntervalSince1970: 1_790_000_123.5)

    func event(
        _ id: String, session: String = "s1", room: String = "!a:x", sentAt: Int64, after seconds: Double
    )
        -> MatrixUndecryptedEvent
    {
        MatrixUndecryptedEvent(
            eventID: id, roomID: room, sender: "@ann:x", senderKey: "key1", sessionID: session,
            requestID: "req-\(session)", event: Data(#"{"event_id":"\#(id)"}"#.utf8), sentAt: sentAt,
            receivedAt: now + seconds)
    }

    @Test(arguments: StoreKind.available)
    func eventsAreKeptOncePerIDAndListedInTheOrderTheyCame(_ kind: StoreKind) async throws {
        try await kind.withStore { store in
            let first = event("$b", sentAt: 5, after: 0)
            let sameBatch = event("$a", sentAt: 7, after: 0)
            let later = event("$c", sentAt: 1, after: 30)
            let otherSession = event("$d", session: "s2", sentAt: 2, after: 10)
            let kept = try await store.write { tx throws in
                try [later, sameBatch, otherSession, first].map {
                    try tx.matrixCrypto.keepUndecryptedEvent($0)
                }
            }
            #expect(kept == [true, true, true, true])
            var again = first
            again.receivedAt = now + 99
            let keptAgain = try await store.write { [again] in try $0.matrixCrypto.keepUndecryptedEvent(again)
            }
            #expect(keptAgain == false)
            #expect(
                try await store.read {
                    try $0.matrixCrypto.undecryptedEvents(roomID: "!a:x", senderKey: "key1", sessionID: "s1")
                } == [first, sameBatch, later])
            #expect(
                try await store.read { try $0.matrixCrypto.undecryptedEvents() } == [
                    first, sameBatch, otherSession, later,
                ])
            #expect(
                try await store.read {
                    try $0.matrixCrypto.undecryptedEvents(roomID: "!b:x", senderKey: "key1", sessionID: "s1")
                } == [])
        }
    }

    @Test(arguments: StoreKind.available)
    func forgottenEventsAreGoneAndUnknownIDsIgnored(_ kind: StoreKind) async throws {
        try await kind.withStore { store in
            let one = event("$1", sentAt: 1, after: 0)
            let two = event("$2", sentAt: 2, after: 0)
            try await store.write { tx throws in
                try tx.matrixCrypto.keepUndecryptedEvent(one)
                try tx.matrixCrypto.keepUndecryptedEvent(two)
            }
            try await store.write { try $0.matrixCrypto.forgetUndecryptedEvents(["$1", "$nope"]) }
            #expect(try await store.read { try $0.matrixCrypto.undecryptedEvents() } == [two])
            // Forgotten, the same event may be kept again (a new wait).
            #expect(try await store.write { try $0.matrixCrypto.keepUndecryptedEvent(one) })
        }
    }
}
