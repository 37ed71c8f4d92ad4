import DequeModule
import HeapModule

/// The delivery worker's view of one platform's pending outbox: a FIFO of message ids per
/// chat, the chats ready to send ordered by their oldest message, and the chats waiting
/// (rate limited, backing off) ordered by when they may send again.
///
/// The database stays the record; this index only spares the worker from rescanning every
/// pending row each round, which made a large backlog quadratic. Rows are read once, by
/// increasing id, as they are committed.
struct OutboxQueue {
    private struct Ready: Comparable {
        var headID: Int64
        var chat: String
        static func < (lhs: Ready, rhs: Ready) -> Bool { lhs.headID < rhs.headID }
    }

    private struct Waiting: Comparable {
        var until: ContinuousClock.Instant
        var chat: String
        static func < (lhs: Waiting, rhs: Waiting) -> Bool { lhs.until < rhs.until }
    }

    private enum ChatStatus {
        case ready
        case waiting(until: ContinuousClock.Instant)
        case busy
    }

    private var queues: [String: Deque<Int64>] = [:]
    private var status: [String: ChatStatus] = [:]
    private var ready = Heap<Ready>()
    private var waiting = Heap<Waiting>()
    /// The highest outbox id read so far; newer rows have larger ids.
    private(set) var lastSeenID: Int64 = 0

    var isEmpty: Bool { queues.isEmpty }

    /// Adds pending messages read from the outbox, oldest first. A chat seen for the first
    /// time may be told to wait (`notBefore` from an earlier run).
    mutating func add(id: Int64, chat: String, waitUntil: ContinuousClock.Instant?) {
        lastSeenID = max(lastSeenID, id)
        if queues[chat] == nil {
            queues[chat] = [id]
            if let waitUntil {
                wait(chat, until: waitUntil)
            } else {
                makeReady(chat)
            }
        } else {
            queues[chat]!.append(id)
        }
    }

    /// Moves chats whose wait is over to the ready heap.
    mutating func wakeWaiting(now: ContinuousClock.Instant) {
        while let first = waiting.min, first.until <= now {
            _ = waiting.popMin()
            // A stale entry: the chat was made ready or busy in the meantime.
            guard case .waiting(let until) = status[first.chat], until == first.until else { continue }
            makeReady(first.chat)
        }
    }

    /// When the earliest waiting chat may send.
    mutating func nextWake() -> ContinuousClock.Instant? {
        while let first = waiting.min {
            if case .waiting(let until) = status[first.chat], until == first.until { return until }
            _ = waiting.popMin()
        }
        return nil
    }

    /// The ready chat with the oldest message, and that message's id, without taking it.
    func peek() -> (chat: String, id: Int64)? {
        ready.min.map { ($0.chat, $0.headID) }
    }

    /// Takes the chat `peek` returned: it is busy until ``finished(_:removingHead:)``.
    mutating func take() -> (chat: String, id: Int64)? {
        guard let next = ready.popMin() else { return nil }
        status[next.chat] = .busy
        return (next.chat, next.headID)
    }

    /// Puts the chat `peek` returned back to wait (its rate limit says not yet).
    mutating func postponeReady(until: ContinuousClock.Instant) {
        guard let next = ready.popMin() else { return }
        wait(next.chat, until: until)
    }

    /// A send to `chat` ended. `removingHead`: the message is settled (sent or dead);
    /// otherwise it stays first, and the chat waits until `retryAt` if given.
    mutating func finished(_ chat: String, removingHead: Bool, retryAt: ContinuousClock.Instant? = nil) {
        if removingHead { _ = queues[chat]?.popFirst() }
        guard let queue = queues[chat], !queue.isEmpty else {
            queues[chat] = nil
            status[chat] = nil
            return
        }
        if let retryAt {
            wait(chat, until: retryAt)
        } else {
            makeReady(chat)
        }
    }

    /// Forgets a chat's messages (they were dead-lettered, or moved to another chat).
    mutating func drop(_ chat: String) -> [Int64] {
        let ids = Array(queues[chat] ?? [])
        queues[chat] = nil
        status[chat] = nil
        return ids
    }

    private mutating func makeReady(_ chat: String) {
        guard let head = queues[chat]?.first else { return }
        status[chat] = .ready
        ready.insert(Ready(headID: head, chat: chat))
    }

    private mutating func wait(_ chat: String, until: ContinuousClock.Instant) {
        status[chat] = .waiting(until: until)
        waiting.insert(Waiting(until: until, chat: chat))
    }
}
