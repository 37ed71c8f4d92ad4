import Foundation
import HTTPClient
import Logging
import Matrix
import MatrixTestSupport
import SQLiteStore
import TestSupport
import Testing
import TrackerCommands
import TrackerCore

@testable import MatrixBot

/// Messages that reach the bot before their room key, on a real Synapse with matrix-nio as the
/// sender (`e2e/nio_late_key.py`): the bot asks the sender's devices for the key, answers once
/// when it comes, and otherwise tells the sender once to send it again. Skipped without the
/// homeserver or matrix-nio.
@Suite(
    .enabled(if: HomeserverEnvironment.isAvailable, HomeserverEnvironment.skipReason), .serialized,
    .enabled(
        if: NioScript.isAvailable, "matrix-nio with vodozemac is not installed (TRACKERBOT_PYTHON)"),
    .timeLimit(.minutes(3)))
struct MatrixLateKeyTests {
    let logger = Logger(label: "MatrixLateKeyTests")

    /// What nio saw: the bot's key requests and cancellations, and its messages after the commands.
    struct Seen: Decodable {
        struct Message: Decodable {
            var body: String?
            var replyTo: String?
            var decrypted: Bool
            var undecryptable: Bool

            enum CodingKeys: String, CodingKey {
                case body, decrypted, undecryptable
                case replyTo = "reply_to"
            }
        }
        var roomID: String
        var commandIDs: [String]
        var sessionID: String
        var senderKey: String
        var requests: [JSONValue]
        var cancellations: [JSONValue]
        var messages: [Message]

        enum CodingKeys: String, CodingKey {
            case requests, cancellations, messages
            case roomID = "room_id"
            case commandIDs = "command_ids"
            case sessionID = "session_id"
            case senderKey = "sender_key"
        }
    }

    @Test func aMessageWhoseKeyArrivesLateIsAnsweredOnceTheKeyArrives() async throws {
        let (seen, device) = try await run("forward", keyWait: .seconds(120))
        let command = try #require(seen.commandIDs.first)
        // One request for the session, from the running device, naming the session.
        #expect(seen.requests.count == 1, "\(seen.requests)")
        let request = try #require(seen.requests.first)
        #expect(request["action"] == "request")
        #expect(request["requesting_device_id"]?.stringValue == device)
        #expect(request["body"]?["session_id"]?.stringValue == seen.sessionID)
        #expect(request["body"]?["sender_key"]?.stringValue == seen.senderKey)
        #expect(request["body"]?["room_id"]?.stringValue == seen.roomID)
        #expect(request["body"]?["algorithm"] == "m.megolm.v1.aes-sha2")
        // Answered once, as a reply to the command, encrypted and decrypted by nio.
        let answers = seen.messages.filter { $0.replyTo == command }
        #expect(answers.count == 1, "\(seen.messages)")
        #expect(answers.first?.decrypted == true && answers.first?.body?.isEmpty == false)
        // The request is cancelled once the key came.
        #expect(seen.cancellations.map { $0["action"] } == ["request_cancellation"])
        #expect(seen.cancellations.first?["request_id"] == request["request_id"])
    }

    @Test func aMessageWhoseKeyNeverComesGetsOneNoticeAfterTheWait() async throws {
        let seen = try await run("never", keyWait: .seconds(4)).seen
        #expect(seen.requests.count == 1, "\(seen.requests)")
        // Two commands, one notice, which answers one of them, and no other answer.
        let notices = seen.messages.filter { $0.body?.contains("send it again") == true }
        #expect(notices.count == 1, "\(seen.messages)")
        #expect(notices.first?.decrypted == true)
        #expect(notices.first?.replyTo.map(seen.commandIDs.contains) == true, "\(seen)")
        #expect(seen.messages.filter { $0.replyTo != nil }.count == 1, "\(seen.messages)")
    }

    @Test func aWithheldKeyGetsTheNoticeWithoutTheWait() async throws {
        let seen = try await run("withheld", keyWait: .seconds(600)).seen
        let notices = seen.messages.filter { $0.body?.contains("send it again") == true }
        #expect(notices.count == 1, "\(seen.messages)")
    }

    /// The bot on a device of its own, waiting `keyWait` for keys, while nio plays `mode`.
    private func run(_ mode: String, keyWait: Duration) async throws -> (seen: Seen, device: String) {
        var seen: Seen?
        var device = ""
        try await HomeserverScene.with(logger: logger) { scene in
            let environment = scene.environment
            let botPassword = try #require(environment.botPassword)
            let alicePassword = try #require(ProcessInfo.processInfo.environment["MATRIX_ALICE_PASSWORD"])
            let login = try await environment.client(token: nil, http: scene.http).login(
                user: environment.botUser, password: botPassword,
                deviceID: "KEY" + UUID().uuidString.prefix(8))
            var configuration = MatrixBotConfiguration(
                homeserverURL: environment.homeserverURL, userID: environment.botUser,
                accessToken: login.accessToken, pollTimeout: .seconds(2),
                cryptoKeyFolder: scene.directory.file("keys"))
            configuration.keyWait = keyWait
            device = login.deviceID
            let service = MatrixBotService(
                configuration: configuration,
                dispatcher: Dispatcher(database: scene.database, clock: SystemClock(), logger: logger),
                logger: logger)
            let output = try await service.whileRunning {
                try await Self.runNio(
                    mode, environment.homeserverURL, environment.aliceUser, alicePassword, scene.bot,
                    login.deviceID, scene.directory.file("nio"))
            }
            seen = try JSONDecoder().decode(Seen.self, from: Data(output.utf8))
        }
        return (try #require(seen), device)
    }

    /// Runs the nio script and gives back its JSON line; its traceback shows on failure.
    private static func runNio(_ arguments: String...) async throws -> String {
        try FileManager.default.createDirectory(atPath: arguments[6], withIntermediateDirectories: true)
        return try await NioScript.run("nio_late_key.py", arguments)
    }
}
