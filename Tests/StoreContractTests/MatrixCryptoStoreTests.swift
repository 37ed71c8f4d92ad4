import Foundation
import TestSupport
import Testing
import TrackerStore

/// The Matrix device's encryption state, on each store.
@Suite struct MatrixCryptoStoreTests {
    let now = Date(timeIntervalSince1970: 1_790_000_123.5)

    @Test(arguments: StoreKind.available)
    func theAccountIsOneRowReplacedOnSave(_ kind: StoreKind) async throws {
        try await kind.withStore { store in
            #expect(try await store.read { try $0.matrixCrypto.account() } == nil)
            let first = MatrixCryptoAccount(
                userID: "@bot:example.org", deviceID: "ONE", state: Data([0, 1, 2]))
            let second = MatrixCryptoAccount(
                userID: "@bot:example.org", deviceID: "TWO", state: Data([255, 0]))
            try await store.write { try $0.matrixCrypto.saveAccount(first) }
            #expect(try await store.read { try $0.matrixCrypto.account() } == first)
            try await store.write { try $0.matrixCrypto.saveAccount(second) }
            #expect(try await store.read { try $0.matrixCrypto.account() } == second)
        }
    }

    @Test(arguments: StoreKind.available)
    func olmSessionsArePerSenderKeyTheOneUsedLastFirst(_ kind: StoreKind) async throws {
        try await kind.withStore { store in
            let older = MatrixOlmSessionState(
                senderKey: "peerA", sessionID: "s1", state: Data([1]), lastUsedAt: now)
            let newer = MatrixOlmSessionState(
                senderKey: "peerA", sessionID: "s2", state: Data([2]), lastUsedAt: now + 60)
            let other = MatrixOlmSessionState(
                senderKey: "peerB", sessionID: "s1", state: Data([3]), lastUsedAt: now)
            try await store.write { tx throws in
                for session in [older, newer, other] { try tx.matrixCrypto.saveOlmSession(session) }
            }
            #expect(
                try await store.read { try $0.matrixCrypto.olmSessions(senderKey: "peerA") } == [
                    newer, older,
                ])
            var used = older
            used.state = Data([9, 9])
            used.lastUsedAt = now + 120
            try await store.write { [used] in try $0.matrixCrypto.saveOlmSession(used) }
            #expect(
                try await store.read { try $0.matrixCrypto.olmSessions(senderKey: "peerA") } == [used, newer])
            #expect(try await store.read { try $0.matrixCrypto.olmSessions(senderKey: "peerB") } == [other])
            #expect(try await store.read { try $0.matrixCrypto.olmSessions(senderKey: "peerC") } == [])
        }
    }

    @Test(arguments: StoreKind.available)
    func inboundGroupSessionsAreKeyedByRoomSenderAndSessionID(_ kind: StoreKind) async throws {
        try await kind.withStore { store in
            try await store.write { tx throws in
                try tx.matrixCrypto.saveInboundGroupSession(
                    roomID: "!a:x", senderKey: "k1", sessionID: "s", state: Data([1]))
                try tx.matrixCrypto.saveInboundGroupSession(
                    roomID: "!b:x", senderKey: "k1", sessionID: "s", state: Data([2]))
                try tx.matrixCrypto.saveInboundGroupSession(
                    roomID: "!a:x", senderKey: "k1", sessionID: "s", state: Data([3]))
            }
            let found = try await store.read { tx throws in
                try [
                    tx.matrixCrypto.inboundGroupSession(roomID: "!a:x", senderKey: "k1", sessionID: "s"),
                    tx.matrixCrypto.inboundGroupSession(roomID: "!b:x", senderKey: "k1", sessionID: "s"),
                    tx.matrixCrypto.inboundGroupSession(roomID: "!a:x", senderKey: "k2", sessionID: "s"),
                    tx.matrixCrypto.inboundGroupSession(roomID: "!a:x", senderKey: "k1", sessionID: "t"),
                ]
            }
            #expect(found == [Data([3]), Data([2]), nil, nil])
        }
    }

    @Test(arguments: StoreKind.available)
    func theOutboundGroupSessionKeepsItsIndexUntilDiscarded(_ kind: StoreKind) async throws {
        try await kind.withStore { store in
            var session = MatrixOutboundGroupSessionState(
                roomID: "!a:x", sessionID: "s1", state: Data([1]), messageIndex: 0, createdAt: now)
            try await store.write { [session] in try $0.matrixCrypto.saveOutboundGroupSession(session) }
            session.messageIndex = 7
            session.state = Data([7])
            try await store.write { [session] in try $0.matrixCrypto.saveOutboundGroupSession(session) }
            #expect(
                try await store.read { try $0.matrixCrypto.outboundGroupSession(roomID: "!a:x") } == session)
            #expect(try await store.read { try $0.matrixCrypto.outboundGroupSession(roomID: "!b:x") } == nil)
            #expect(try await store.write { try $0.matrixCrypto.discardOutboundGroupSession(roomID: "!a:x") })
            #expect(
                try await store.write { try $0.matrixCrypto.discardOutboundGroupSession(roomID: "!a:x") }
                    == false)
            #expect(try await store.read { try $0.matrixCrypto.outboundGroupSession(roomID: "!a:x") } == nil)
        }
    }

    @Test(arguments: StoreKind.available)
    func deviceListsAreReplacedWholeAndMarkedOutdatedOnlyWhenKnown(_ kind: StoreKind) async throws {
        try await kind.withStore { store in
            #expect(try await store.read { try $0.matrixCrypto.devices(userID: "@ann:x") } == nil)
            try await store.write { tx throws in
                try tx.matrixCrypto.replaceDevices(
                    userID: "@ann:x", devices: ["A": Data([1]), "B": Data([2])])
                try tx.matrixCrypto.replaceDevices(userID: "@bob:x", devices: [:])
                try tx.matrixCrypto.markDevicesOutdated(userIDs: ["@bob:x", "@ann:x", "@cy:x"])
            }
            #expect(
                try await store.read { try $0.matrixCrypto.outdatedDeviceUsers() } == ["@ann:x", "@bob:x"])
            #expect(try await store.read { try $0.matrixCrypto.devices(userID: "@bob:x") } == [:])
            try await store.write {
                try $0.matrixCrypto.replaceDevices(userID: "@ann:x", devices: ["C": Data([3])])
            }
            #expect(
                try await store.read { try $0.matrixCrypto.devices(userID: "@ann:x") } == ["C": Data([3])])
            #expect(try await store.read { try $0.matrixCrypto.outdatedDeviceUsers() } == ["@bob:x"])
            #expect(try await store.read { try $0.matrixCrypto.devices(userID: "@cy:x") } == nil)
        }
    }
}
