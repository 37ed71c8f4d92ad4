import Foundation
import HTTPClient
import Logging
import Matrix
import MatrixCrypto
import MatrixTestSupport
import SQLiteStore
import TestSupport
import TestWaiting
import Testing
import TrackerCommands
import TrackerCore
import TrackerStore

@testable import MatrixBot

/// The bot's end-to-end encryption on a real Synapse: its device keys as other clients read
/// them, and an encrypted direct chat written from matrix-nio (vodozemac inside), the client
/// library other Matrix bots are built on. Skipped without the homeserver; the conversation
/// is skipped without matrix-nio (`TRACKERBOT_PYTHON` names a Python that has it).
@Suite(
    .enabled(if: HomeserverEnvironment.isAvailable, HomeserverEnvironment.skipReason), .serialized,
    .timeLimit(.minutes(3)))
struct MatrixEncryptionTests {
    let logger = Logger(label: "MatrixEncryptionTests")

    /// The bot on a device of its own (a fresh login, so that no earlier run's keys are on it)
    /// until `body` returns; the device's login is given to `body`.
    func withBotDevice(
        _ scene: HomeserverScene, _ body: (_ device: LoginSession) async throws -> Void
    ) async throws {
        let login = try await newBotDevice(scene)
        try await runningBot(scene, login: login, database: scene.database) { try await body(login) }
    }

    /// A new login of the bot's account, on a device of its own.
    func newBotDevice(_ scene: HomeserverScene) async throws -> LoginSession {
        let environment = scene.environment
        let password = try #require(environment.botPassword)
        return try await environment.client(token: nil, http: scene.http).login(
            user: environment.botUser, password: password, deviceID: "E2E" + UUID().uuidString.prefix(8)
        )
    }

    /// The bot logged in as `login`, keeping its state in `database`, until `body` returns;
    /// the shared bot account unless `userID` names another (with its `password`, if given);
    /// with pictures drawn by `drawPicture` when given.
    func runningBot(
        _ scene: HomeserverScene, login: LoginSession, database: TrackerDatabase, userID: String? = nil,
        password: String? = nil, logger: Logger? = nil,
        drawPicture: (@Sendable (Picture) async throws -> Data)? = nil, _ body: () async throws -> Void
    ) async throws {
        let environment = scene.environment
        let logger = logger ?? self.logger
        let service = MatrixBotService(
            configuration: MatrixBotConfiguration(
                homeserverURL: environment.homeserverURL, userID: userID ?? environment.botUser,
                accessToken: login.accessToken, password: password, pollTimeout: .seconds(2),
                cryptoKeyFolder: scene.directory.file("keys"), drawPicture: drawPicture),
            dispatcher: Dispatcher(database: database, clock: SystemClock(), logger: logger),
            logger: logger)
        try await service.whileRunning(body)
    }

    @Test func theBotsDeviceKeysAreUploadedSignedWithOneTimeKeys() async throws {
        try await HomeserverScene.with(logger: logger) { scene in
            let bot = scene.bot
            try await withBotDevice(scene) { login in
                let deviceID = login.deviceID
                var device: CanonicalJSON?
                var patience = Patience(.seconds(30))
                while device == nil {
                    let answer = try await scene.alice.queryKeys(userIDs: [bot])
                    device = answer["device_keys"]?[bot]?[deviceID].flatMap { CanonicalJSON($0) }
                    if device == nil {
                        guard !patience.isExhausted else { throw SyncFollower.TimedOut() }
                        try await patience.pause(for: .milliseconds(200))
                    }
                }
                let keys = try #require(device)
                guard case .string(let ed25519)? = keys["keys"]?["ed25519:\(deviceID)"],
                    case .string(let curve25519)? = keys["keys"]?["curve25519:\(deviceID)"],
                    case .string(let signature)? = keys["signatures"]?[bot]?["ed25519:\(deviceID)"]
                else {
                    Issue.record("the device keys lack keys or a signature: \(keys.text)")
                    return
                }
                let signingKey = try Ed25519PublicKey(base64: ed25519)
                _ = try Curve25519PublicKey(base64: curve25519)
                #expect(signingKey.isValidSignature(signature, forJSON: keys))
                #expect(keys["algorithms"] == .array(OlmAccount.algorithms.map { .string($0) }))
                // Another client can claim a one-time key, signed by the same device.
                let claimed = try await scene.alice.claimKeys([bot: [deviceID: "signed_curve25519"]])
                let oneTime = try #require(
                    claimed["one_time_keys"]?[bot]?[deviceID]?.objectValue?.values.first.flatMap {
                        CanonicalJSON($0)
                    })
                guard
                    case .string(let oneTimeSignature)? = oneTime["signatures"]?[bot]?["ed25519:\(deviceID)"]
                else {
                    Issue.record("the one-time key is not signed: \(oneTime.text)")
                    return
                }
                #expect(signingKey.isValidSignature(oneTimeSignature, forJSON: oneTime))
                // The claimed key is replaced: the bot tops its keys up to 50 again, as its syncs
                // report the count (an empty upload reads it).
                let botDevice = scene.environment.client(token: login.accessToken, http: scene.http)
                var topUpPatience = Patience(.seconds(30))
                while try await botDevice.uploadKeys([:])[DeviceKeys.oneTimeKeyAlgorithm] != 50 {
                    guard !topUpPatience.isExhausted else { throw SyncFollower.TimedOut() }
                    try await topUpPatience.pause(for: .milliseconds(200))
                }
                // The state is kept sealed: the database holds no key in the clear.
                let kept = try await scene.database.store.read { try $0.matrixCrypto.account() }
                let account = try #require(kept)
                #expect(account.deviceID == deviceID)
                #expect(account.state.range(of: Data("olm_account".utf8)) == nil)
            }
        }
    }

    @Test(
        .enabled(
            if: NioScript.isAvailable, "matrix-nio with vodozemac is not installed (TRACKERBOT_PYTHON)"
        ))
    func anEncryptedDirectChatFromNioIsAnsweredEncrypted() async throws {
        try await HomeserverScene.with(logger: logger) { scene in
            let environment = scene.environment
            let alicePassword = try #require(ProcessInfo.processInfo.environment["MATRIX_ALICE_PASSWORD"])
            try await withBotDevice(scene) { login in
                let output = try await Self.runNio(
                    environment.homeserverURL, environment.aliceUser, alicePassword, scene.bot,
                    login.deviceID, scene.directory.file("nio"))
                let answer = try #require(
                    try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any], "\(output)")
                let answers = answer["answers"] as? [[String: Any]] ?? []
                // The encrypted "!start" was read, and answered once, as a reply to it, encrypted
                // for alice's device, which decrypted it.
                #expect(answers.count == 1, "\(output)")
                #expect((answers.first?["body"] as? String)?.isEmpty == false, "\(output)")
                #expect(answers.first?["decrypted"] as? Bool == true, "\(output)")
                #expect(answers.first?["undecryptable"] as? Bool == false, "\(output)")
            }
        }
    }

    /// Runs the nio user and gives back its JSON line.
    static func runNio(_ arguments: String...) async throws -> String {
        try FileManager.default.createDirectory(atPath: arguments[5], withIntermediateDirectories: true)
        return try await NioScript.run("nio_user.py", arguments)
    }
}
