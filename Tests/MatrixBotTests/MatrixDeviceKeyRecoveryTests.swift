import Foundation
import HTTPClient
import Matrix
import MatrixCrypto
import MatrixTestSupport
import SQLiteStore
import TestSupport
import TestWaiting
import Testing

@testable import MatrixBot

/// The device's keys kept usable on a real Synapse: a used fallback key replaced, and a device
/// whose account was lost with its database given keys the homeserver takes again.
extension MatrixEncryptionTests {
    /// The key one `/keys/claim` of the bot's device hands out, and whether it is the fallback key.
    private func claimOne(_ scene: HomeserverScene, deviceID: String) async throws -> (
        key: String, isFallback: Bool
    ) {
        let bot = scene.bot
        let claimed = try await scene.alice.claimKeys([bot: [deviceID: DeviceKeys.oneTimeKeyAlgorithm]])
        let key = try #require(claimed["one_time_keys"]?[bot]?[deviceID]?.objectValue?.values.first)
        return (try #require(key["key"]?.stringValue), key["fallback"]?.boolValue == true)
    }

    /// Claims the bot's keys until the fallback key comes out (the one-time keys used up
    /// faster than the bot's syncs top them up), and gives that key.
    private func claimFallbackKey(_ scene: HomeserverScene, deviceID: String) async throws -> String {
        for _ in 0..<1000 {
            let claimed = try await claimOne(scene, deviceID: deviceID)
            if claimed.isFallback { return claimed.key }
        }
        throw SyncFollower.TimedOut()
    }

    @Test func aUsedFallbackKeyIsReplaced() async throws {
        try await HomeserverScene.with(logger: logger) { scene in
            let login = try await newBotDevice(scene)
            let botDevice = scene.environment.client(token: login.accessToken, http: scene.http)
            try await runningBot(scene, login: login, database: scene.database) {
                try await waitForOneTimeKeys(botDevice) { $0 == 50 }
                let first = try await claimFallbackKey(scene, deviceID: login.deviceID)
                // The next sync says the fallback key was used: the bot makes and uploads a new
                // one, which the next time the one-time keys run out is handed out instead.
                var patience = Patience(.seconds(60))
                var next = first
                while next == first {
                    guard !patience.isExhausted else { throw SyncFollower.TimedOut() }
                    try await patience.pause(for: .milliseconds(500))
                    next = try await claimFallbackKey(scene, deviceID: login.deviceID)
                }
                #expect(next != first)
            }
        }
    }

    @Test func aDeviceWhoseDatabaseWasLostPublishesNewKeys() async throws {
        try await HomeserverScene.with(logger: logger) { scene in
            let login = try await newBotDevice(scene)
            let botDevice = scene.environment.client(token: login.accessToken, http: scene.http)
            // The first database publishes its keys: the server holds 50 one-time keys.
            try await runningBot(scene, login: login, database: scene.database) {
                try await waitForOneTimeKeys(botDevice) { $0 == 50 }
            }
            // The database is lost; the same device starts on a new one. Its new account's keys
            // are taken: the device keys are the new account's, and its one-time keys are added
            // beside the old ones rather than refused for their ids.
            let fresh = try TrackerDatabase(path: scene.directory.file("fresh.sqlite"))
            try await runningBot(scene, login: login, database: fresh) {
                try await waitForOneTimeKeys(botDevice) { $0 > 50 }
                let state = CryptoState(
                    key: try CryptoStateKey.file(
                        at: scene.directory.file("keys") + "/" + CryptoStateKey.fileName),
                    userID: scene.bot, deviceID: login.deviceID)
                let account = try #require(try await fresh.store.read { try state.account(in: $0) })
                let answer = try await scene.alice.queryKeys(userIDs: [scene.bot])
                let published = answer["device_keys"]?[scene.bot]?[login.deviceID]?["keys"]?[
                    "curve25519:\(login.deviceID)"]
                #expect(published?.stringValue == account.curve25519Key.base64)
            }
        }
    }

    /// Waits until the server's one-time key count for the device satisfies `done`.
    private func waitForOneTimeKeys(_ device: MatrixClient, _ done: (Int) -> Bool) async throws {
        var patience = Patience(.seconds(30))
        while !done(try await device.uploadKeys([:])[DeviceKeys.oneTimeKeyAlgorithm] ?? 0) {
            guard !patience.isExhausted else { throw SyncFollower.TimedOut() }
            try await patience.pause(for: .milliseconds(200))
        }
    }
}
