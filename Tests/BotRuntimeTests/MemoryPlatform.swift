import BotRuntime
import Foundation
import Synchronization
import TrackerCore

/// A platform held in memory: numbered messages, each a `/start` from its own user, served
/// after the checkpoint the intake sends, like Telegram's offsets.
///
/// It can fail its next fetches, resend what it was already sent (a confirmation that never
/// reached it), and play a message whose handling kills the bot: reading it cancels the
/// applying task, so the transaction commits nothing and the crash guard's marker stays, as
/// when the process dies there.
final class MemoryPlatform: UpdateSource {
    /// One message of the platform.
    struct Message: Sendable, Hashable {
        var id: Int
    }

    /// A failure the platform answers a fetch with.
    struct Outage: Error, Equatable {
        /// The wait the platform asks for, if any.
        var retryAfter: Duration?
        /// Whether the platform turned the bot away for good.
        var fatal = false
    }

    /// The exit reason of the platform when it turns the bot away.
    struct TurnedAway: Error, Equatable {}

    private struct State {
        var failures: [Outage] = []
        var fetches: [String?] = []
        var read: [Int] = []
        var resendFrom: Int?
    }

    private let messages: [Message]
    private let poison: Set<Int>
    private let state = Mutex(State())

    /// A platform with messages `1…count`, where reading one of `poison` kills the bot.
    init(count: Int, poison: Set<Int> = []) {
        messages = (1...count).map(Message.init)
        self.poison = poison
    }

    let platform: Platform = "memory"
    let checkpointKey = "memory.next"
    let recoveryWarning = "The bot stopped while applying memory events"

    /// The checkpoints the intake fetched after, in order.
    var fetches: [String?] { state.withLock { $0.fetches } }
    /// The messages read for applying, in order, each time it was read.
    var read: [Int] { state.withLock { $0.read } }

    /// Answers the next fetches with `outages`, in order.
    func fail(with outages: [Outage]) { state.withLock { $0.failures += outages } }

    /// Sends everything from message `id` on at the next fetch, whatever its checkpoint.
    func resend(from id: Int) { state.withLock { $0.resendFrom = id } }

    func fetch(after checkpoint: String?) async throws -> SourceBatch<Message> {
        let (outage, resent): (Outage?, Int?) = state.withLock { state in
            state.fetches.append(checkpoint)
            if !state.failures.isEmpty { return (state.failures.removeFirst(), nil) }
            defer { state.resendFrom = nil }
            return (nil, state.resendFrom)
        }
        if let outage { throw outage }
        let first = resent ?? checkpoint.flatMap { Int($0) } ?? 1
        let batch = messages.filter { $0.id >= first }
        guard let last = batch.last else {
            // Nothing new: a long poll waits until the intake is stopped.
            try await Task.sleep(for: .seconds(3600))
            return SourceBatch(items: [], checkpoint: nil)
        }
        return SourceBatch(items: batch, checkpoint: String(last.id + 1), undecodable: ["one unreadable"])
    }

    func classify(_ error: any Error) -> SourceFailure {
        guard let outage = error as? Outage else { return .fatal(reason: error) }
        return outage.fatal ? .fatal(reason: TurnedAway()) : .retry(reason: "down", after: outage.retryAfter)
    }

    func isAdmin(_ sender: Sender, in chat: ChatAddress, among batch: [Item]) async -> Bool? { nil }

    func key(of message: Message) -> String? { "memory:\(message.id)" }

    func event(for message: Message) -> PlatformEvent {
        state.withLock { $0.read.append(message.id) }
        if poison.contains(message.id) { withUnsafeCurrentTask { $0?.cancel() } }
        return .incoming(
            Incoming(
                key: "memory:\(message.id)", chat: ChatAddress(platform: platform, id: "c\(message.id)"),
                sender: Sender(id: "u\(message.id)", displayName: "User \(message.id)"), kind: .text("/start")
            ))
    }

    func checkpoint(after message: Message) -> String? { String(message.id + 1) }

    func setAside(_ message: Message) -> SetAsideEvent {
        SetAsideEvent(
            raw: "message \(message.id)", chat: ChatAddress(platform: platform, id: "c\(message.id)"),
            senderID: "u\(message.id)")
    }
}
