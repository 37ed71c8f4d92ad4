import Foundation
import HTTPClient
import Logging
import Matrix
import TestWaiting
import Testing

/// The real homeserver `MatrixHomeserverTests` talk to, from the variables
/// `/work/shared/matrix/start-synapse.sh` prints; `nil` when they are not set.
public struct HomeserverEnvironment: Sendable {
    /// The homeserver's base URL.
    public var homeserverURL: String
    /// The bot account's full user id.
    public var botUser: String
    /// The bot account's access token.
    public var botToken: String
    /// The bot account's password, for tests that log in; `nil` when not given.
    public var botPassword: String?
    /// A second account's full user id, the person talking to the bot.
    public var aliceUser: String
    /// The second account's access token.
    public var aliceToken: String
    /// Synapse's registration secret, for registering more users; `nil` when not given.
    public var registrationSecret: String?

    /// The homeserver named by the environment, or `nil` when it names none.
    public static let current: HomeserverEnvironment? = {
        let environment = ProcessInfo.processInfo.environment
        func value(_ name: String) -> String? { environment[name].flatMap { $0.isEmpty ? nil : $0 } }
        guard let url = value("MATRIX_HOMESERVER_URL"), let botUser = value("MATRIX_BOT_USER"),
            let botToken = value("MATRIX_BOT_ACCESS_TOKEN"), let aliceUser = value("MATRIX_ALICE_USER"),
            let aliceToken = value("MATRIX_ALICE_ACCESS_TOKEN")
        else { return nil }
        return HomeserverEnvironment(
            homeserverURL: url, botUser: botUser, botToken: botToken,
            botPassword: value("MATRIX_BOT_PASSWORD"),
            aliceUser: aliceUser, aliceToken: aliceToken,
            registrationSecret: value("MATRIX_REGISTRATION_SHARED_SECRET"))
    }()

    /// Whether a homeserver is configured, so the homeserver tests run.
    public static var isAvailable: Bool { current != nil }

    /// Why the homeserver tests are skipped, and how to run them.
    public static let skipReason: Comment =
        "no Synapse: start one with ../shared/matrix/start-synapse.sh DIR and load DIR/matrix.env (.ci/run does)"

    /// A client for `token` (`nil` for none) on this homeserver.
    public func client(token: String?, http: HTTPClient) -> MatrixClient {
        MatrixClient(
            configuration: MatrixConfiguration(homeserverURL: homeserverURL, accessToken: token),
            client: http,
            logger: Logger(label: "MatrixHomeserverTests"))
    }
}

/// Follows one user's syncs, keeping every timeline event and invite seen so far. Used by one
/// test task at a time.
public final class SyncFollower {
    /// The client whose syncs are followed.
    public let matrix: MatrixClient
    /// The filter every sync uses.
    public let filter: SyncFilterReference
    /// The `next_batch` of the last sync; `nil` before the first.
    public private(set) var since: String?
    /// Every timeline event seen, by room id, oldest first.
    public private(set) var timelines: [String: [ClientEvent]] = [:]
    /// The pending invites, by room id.
    public private(set) var invites: [String: InvitedRoom] = [:]
    /// The rooms left since following began.
    public private(set) var leftRooms: Set<String> = []

    /// A follower of `matrix`'s syncs with `filter`, from the start.
    public init(matrix: MatrixClient, filter: SyncFilterReference) {
        self.matrix = matrix
        self.filter = filter
    }

    /// An initial sync, so that later ones report only what happens from now on.
    public func start() async throws {
        since = try await matrix.sync(timeout: .zero, filter: filter).nextBatch
    }

    /// Long-polls until `condition` holds, or fails after `deadline`.
    public func waitUntil(
        deadline: Duration = .seconds(30), _ condition: (SyncFollower) -> Bool
    ) async throws {
        var patience = Patience(deadline)
        while !condition(self) {
            guard !patience.isExhausted else { throw TimedOut() }
            let response = try await patience.wait(atMost: .seconds(5)) {
                try await matrix.sync(since: since, timeout: .seconds(5), filter: filter)
            }
            since = response.nextBatch
            for (roomID, room) in response.rooms.join {
                timelines[roomID, default: []] += room.timeline.events
            }
            for (roomID, room) in response.rooms.invite { invites[roomID] = room }
            for (roomID, room) in response.rooms.leave {
                leftRooms.insert(roomID)
                timelines[roomID, default: []] += room.timeline.events
            }
        }
    }

    /// The event `eventID` of `roomID`, if seen.
    public func event(_ eventID: String, in roomID: String) -> ClientEvent? {
        timelines[roomID]?.first { $0.eventID == eventID }
    }

    /// Thrown when what a test waits for does not arrive in time.
    public struct TimedOut: Error {
        /// The error.
        public init() {}
    }
}

/// Makes the tests that use the homeserver's bot account take turns, across suites: two
/// clients syncing one account would each act on the other's rooms and invites.
public actor HomeserverTurns {
    /// The one turn keeper every suite shares.
    public static let shared = HomeserverTurns()

    private var busy = false
    private var waiting: [CheckedContinuation<Void, Never>] = []

    /// Returns once no other test is using the account; the caller then ``release()``s it.
    public func acquire() async {
        if busy {
            await withCheckedContinuation { waiting.append($0) }
        } else {
            busy = true
        }
    }

    /// Lets the next test have the account.
    public func release() {
        if waiting.isEmpty { busy = false } else { waiting.removeFirst().resume() }
    }

    /// Runs `body` once no other test is using the account.
    public func take<T: Sendable>(_ body: @Sendable () async throws -> T) async rethrows -> T {
        await acquire()
        defer { release() }
        return try await body()
    }
}
