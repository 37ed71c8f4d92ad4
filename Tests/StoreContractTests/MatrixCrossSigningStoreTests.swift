import Foundation
import TestSupport
import Testing
import TrackerStore

/// The bot account's cross-signing keys, kept beside the device's account on each store.
@Suite struct MatrixCrossSigningStoreTests {
    @Test(arguments: StoreKind.available)
    func crossSigningKeysAreReplacedOnSaveAndLeaveTheAccountAlone(_ kind: StoreKind) async throws {
        try await kind.withStore { store in
            #expect(try await store.read { try $0.matrixCrypto.crossSigningKeys() } == nil)
            let account = MatrixCryptoAccount(userID: "@bot:example.org", deviceID: "ONE", state: Data([7]))
            let first = MatrixCrossSigningKeys(userID: "@bot:example.org", state: Data([1, 2]))
            let second = MatrixCrossSigningKeys(userID: "@other:example.org", state: Data([3]))
            try await store.write { tx throws in
                try tx.matrixCrypto.saveAccount(account)
                try tx.matrixCrypto.saveCrossSigningKeys(first)
            }
            #expect(try await store.read { try $0.matrixCrypto.crossSigningKeys() } == first)
            try await store.write { try $0.matrixCrypto.saveCrossSigningKeys(second) }
            #expect(try await store.read { try $0.matrixCrypto.crossSigningKeys() } == second)
            #expect(try await store.read { try $0.matrixCrypto.account() } == account)
            // A new device's account replaces the account only.
            let next = MatrixCryptoAccount(userID: "@bot:example.org", deviceID: "TWO", state: Data([8]))
            try await store.write { try $0.matrixCrypto.saveAccount(next) }
            #expect(try await store.read { try $0.matrixCrypto.account() } == next)
            #expect(try await store.read { try $0.matrixCrypto.crossSigningKeys() } == second)
        }
    }
}
