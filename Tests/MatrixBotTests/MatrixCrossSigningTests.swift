import Foundation
import HTTPClient
import Logging
import Matrix
import MatrixCrypto
import MatrixTestSupport
import SQLiteStore
import Synchronization
import TestSupport
import TestWaiting
import Testing

@testable import MatrixBot

/// The bot account's cross-signing on a real Synapse, each test on an account registered for
/// it (so that it starts without cross-signing keys): the bot's keys published and its devices
/// signed, as another user reads them; and an account whose keys another client made.
extension MatrixEncryptionTests {
    /// A new account and a login of it on a device of its own.
    private func newAccount(_ scene: HomeserverScene) async throws -> (
        userID: String, password: String, login: LoginSession
    ) {
        let name = "xsign" + UUID().uuidString.prefix(8).lowercased()
        let (userID, _) = try await scene.environment.registerUser(name, http: scene.http)
        let password = "password-\(name)"
        return (userID, password, try await login(scene, userID: userID, password: password))
    }

    private func login(_ scene: HomeserverScene, userID: String, password: String) async throws
        -> LoginSession
    {
        try await scene.environment.client(token: nil, http: scene.http).login(
            user: userID, password: password, deviceID: "XS" + UUID().uuidString.prefix(8))
    }

    @Test func theBotCrossSignsItsDeviceOnceAndANewDeviceWithTheSameKeys() async throws {
        try await HomeserverScene.with(logger: logger) { scene in
            let (userID, password, first) = try await newAccount(scene)
            let logs = RecordedLogs()
            var published: PublishedCrossSigning?
            try await runningBot(
                scene, login: first, database: scene.database, userID: userID, logger: logs.logger
            ) {
                published = try await eventually {
                    try await PublishedCrossSigning.read(scene.alice, userID: userID).flatMap {
                        $0.signedDevices.contains(first.deviceID) ? $0 : nil
                    }
                }
            }
            let keys = try #require(published)
            // The account's own view has the user-signing key too.
            let own = scene.environment.client(token: first.accessToken, http: scene.http)
            let answer = try await own.queryKeys(userIDs: [userID])
            #expect(answer["user_signing_keys"]?[userID] != nil)
            // The device vouches for the master key; the server shows that to the account only.
            let ownView = try await PublishedCrossSigning.read(own, userID: userID)
            #expect(ownView?.masterSignedByDevices == [first.deviceID])
            // The private keys are kept, sealed.
            let state = CryptoState(
                key: try CryptoStateKey.file(
                    at: scene.directory.file("keys") + "/" + CryptoStateKey.fileName),
                userID: userID, deviceID: first.deviceID)
            let kept = try #require(
                try await scene.database.store.read { try state.crossSigningKeys(in: $0) })
            #expect(kept.masterKey == keys.master && kept.selfSigningKey == keys.selfSigning)
            let sealed = try #require(
                try await scene.database.store.read { try $0.matrixCrypto.crossSigningKeys() })
            #expect(sealed.state.range(of: Data("cross_signing_keys".utf8)) == nil)

            // A restart's start-up publishes nothing new: the same keys stay.
            try await CrossSigning(
                client: own, store: scene.database.store, state: state, password: password,
                logger: logs.logger
            ).bootstrap()
            #expect(try await PublishedCrossSigning.read(scene.alice, userID: userID) == keys)
            #expect(logs.messages(containing: "cross-signing keys").count == 1)

            // A new login with the database kept: its device is signed with the same keys.
            let second = try await login(scene, userID: userID, password: password)
            try await runningBot(
                scene, login: second, database: scene.database, userID: userID, logger: logs.logger
            ) {
                let now = try await eventually {
                    try await PublishedCrossSigning.read(scene.alice, userID: userID).flatMap {
                        $0.signedDevices.contains(second.deviceID) ? $0 : nil
                    }
                }
                #expect(now.master == keys.master && now.selfSigning == keys.selfSigning)
                #expect(now.signedDevices == [first.deviceID, second.deviceID])
            }
            #expect(logs.messages(containing: "cross-signing keys").count == 1)
        }
    }

    @Test func foreignKeysAreReplacedWithThePassword() async throws {
        try await HomeserverScene.with(logger: logger) { scene in
            let (userID, password, login) = try await newAccount(scene)
            let foreign = try await publishForeignKeys(scene, login: login, userID: userID)
            try await runningBot(
                scene, login: login, database: scene.database, userID: userID, password: password
            ) {
                let replaced = try await eventually {
                    try await PublishedCrossSigning.read(scene.alice, userID: userID).flatMap {
                        $0.signedDevices.contains(login.deviceID) ? $0 : nil
                    }
                }
                #expect(replaced.master != foreign.masterKey)
                let own = scene.environment.client(token: login.accessToken, http: scene.http)
                let ownView = try await PublishedCrossSigning.read(own, userID: userID)
                #expect(ownView?.masterSignedByDevices == [login.deviceID])
            }
        }
    }

    @Test func aWrongPasswordLeavesForeignKeysWithAWarning() async throws {
        try await HomeserverScene.with(logger: logger) { scene in
            let (userID, _, login) = try await newAccount(scene)
            let foreign = try await publishForeignKeys(scene, login: login, userID: userID)
            let logs = RecordedLogs()
            try await runningBot(
                scene, login: login, database: scene.database, userID: userID, password: "not-the-password",
                logger: logs.logger
            ) {
                let warnings = try await eventually {
                    let found = logs.messages(containing: "did not take MATRIX_PASSWORD")
                    return found.isEmpty ? nil : found
                }
                #expect(warnings.count == 1)
            }
            let published = try #require(try await PublishedCrossSigning.read(scene.alice, userID: userID))
            #expect(published.master == foreign.masterKey)
            #expect(published.signedDevices.isEmpty)
        }
    }

    @Test(
        .enabled(
            if: NioScript.isAvailable, "matrix-nio with vodozemac is not installed (TRACKERBOT_PYTHON)"
        ))
    func foreignKeysWithoutAPasswordAreLeftWithAWarningAndEncryptionWorks() async throws {
        try await HomeserverScene.with(logger: logger) { scene in
            let environment = scene.environment
            let alicePassword = try #require(ProcessInfo.processInfo.environment["MATRIX_ALICE_PASSWORD"])
            let (userID, _, login) = try await newAccount(scene)
            let foreign = try await publishForeignKeys(scene, login: login, userID: userID)
            let logs = RecordedLogs()
            try await runningBot(
                scene, login: login, database: scene.database, userID: userID, logger: logs.logger
            ) {
                let warnings = try await eventually {
                    let found = logs.messages(containing: "has cross-signing keys this bot does not hold")
                    return found.isEmpty ? nil : found
                }
                #expect(warnings.count == 1)
                #expect(warnings.first?.contains("MATRIX_PASSWORD") == true)
                let output = try await Self.runNio(
                    environment.homeserverURL, environment.aliceUser, alicePassword, userID, login.deviceID,
                    scene.directory.file("nio"))
                let answer = try #require(
                    try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any], "\(output)")
                let answers = answer["answers"] as? [[String: Any]] ?? []
                #expect(answers.count == 1, "\(output)")
                #expect(answers.first?["decrypted"] as? Bool == true, "\(output)")
            }
            let published = try #require(try await PublishedCrossSigning.read(scene.alice, userID: userID))
            #expect(published.master == foreign.masterKey)
            #expect(published.signedDevices.isEmpty)
        }
    }

    /// Cross-signing keys for `userID` made by another client (the account's first upload).
    private func publishForeignKeys(_ scene: HomeserverScene, login: LoginSession, userID: String)
        async throws
        -> CrossSigningKeys
    {
        let keys = CrossSigningKeys()
        try await scene.environment.client(token: login.accessToken, http: scene.http).uploadCrossSigningKeys(
            JSONValue(keys.uploadBody(userID: userID)), userID: userID, password: nil)
        return keys
    }

    /// `read`'s first answer that is not `nil`, asked again for up to 60 seconds.
    private func eventually<T>(_ read: () async throws -> T?) async throws -> T {
        var patience = Patience(.seconds(60))
        while true {
            if let value = try await read() { return value }
            guard !patience.isExhausted else { throw SyncFollower.TimedOut() }
            try await patience.pause(for: .milliseconds(200))
        }
    }
}

/// A user's cross-signing keys as a `/keys/query` gives them, with their
/// signatures checked: the self-signing key's by the master key, each device's by the
/// self-signing key.
struct PublishedCrossSigning: Equatable {
    var master: Ed25519PublicKey
    var selfSigning: Ed25519PublicKey
    /// The devices whose keys carry a valid signature of the self-signing key.
    var signedDevices: Set<String>
    /// The devices whose valid signature the master key carries (shown to the account itself).
    var masterSignedByDevices: Set<String> = []

    /// The keys `userID` has published, or `nil` while there are none. A self-signing key the
    /// master key did not sign is a test failure.
    static func read(_ reader: MatrixClient, userID: String) async throws -> PublishedCrossSigning? {
        let answer = try await reader.queryKeys(userIDs: [userID])
        guard let master = answer["master_keys"]?[userID].flatMap({ CanonicalJSON($0) }),
            let selfSigning = answer["self_signing_keys"]?[userID].flatMap({ CanonicalJSON($0) }),
            let masterKey = key(of: master), let selfSigningKey = key(of: selfSigning)
        else { return nil }
        #expect(master["usage"] == .array([.string("master")]))
        #expect(selfSigning["usage"] == .array([.string("self_signing")]))
        let byMaster = selfSigning["signatures"]?[userID]?[CrossSigningKeys.keyID(masterKey)]
        guard case .string(let signature)? = byMaster,
            masterKey.isValidSignature(signature, forJSON: selfSigning)
        else {
            Issue.record("the self-signing key is not signed by the master key: \(selfSigning.text)")
            return nil
        }
        var signed: Set<String> = []
        for (deviceID, object) in answer["device_keys"]?[userID]?.objectValue ?? [:] {
            guard let device = CanonicalJSON(object),
                case .string(let signature)? = device["signatures"]?[userID]?[
                    CrossSigningKeys.keyID(selfSigningKey)]
            else { continue }
            #expect(selfSigningKey.isValidSignature(signature, forJSON: device), "\(device.text)")
            signed.insert(deviceID)
        }
        var vouching: Set<String> = []
        for (deviceID, object) in answer["device_keys"]?[userID]?.objectValue ?? [:] {
            guard let deviceKey = object["keys"]?["ed25519:\(deviceID)"]?.stringValue,
                let key = try? Ed25519PublicKey(base64: deviceKey),
                case .string(let signature)? = master["signatures"]?[userID]?["ed25519:\(deviceID)"]
            else { continue }
            #expect(key.isValidSignature(signature, forJSON: master), "\(master.text)")
            vouching.insert(deviceID)
        }
        return PublishedCrossSigning(
            master: masterKey, selfSigning: selfSigningKey, signedDevices: signed,
            masterSignedByDevices: vouching)
    }

    private static func key(of object: CanonicalJSON) -> Ed25519PublicKey? {
        guard case .object(let keys)? = object["keys"], keys.count == 1,
            case .string(let key)? = keys.first?.value
        else { return nil }
        return try? Ed25519PublicKey(base64: key)
    }
}

/// Log messages kept for a test to read, at every level.
final class RecordedLogs: Sendable {
    private let recorded = Mutex<[String]>([])

    /// A logger that records into this.
    var logger: Logger {
        Logger(label: "MatrixCrossSigningTests") { _ in Handler(logs: self) }
    }

    /// The messages recorded so far that contain `text`.
    func messages(containing text: String) -> [String] {
        recorded.withLock { $0.filter { $0.contains(text) } }
    }

    private struct Handler: LogHandler {
        let logs: RecordedLogs
        var metadata: Logger.Metadata = [:]
        var logLevel: Logger.Level = .trace

        subscript(metadataKey key: String) -> Logger.Metadata.Value? {
            get { metadata[key] }
            set { metadata[key] = newValue }
        }

        func log(event: LogEvent) {
            logs.recorded.withLock { $0.append(event.message.description) }
        }
    }
}
