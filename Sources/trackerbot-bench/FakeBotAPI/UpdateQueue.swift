import Foundation
import Synchronization

/// Pre-serialized updates and the confirmed offset behind one condition variable, so an empty
/// long poll sleeps until `enqueue` signals rather than polling.
///
/// `@unchecked Sendable`: every stored property is read and written only with `condition` held,
/// except `confirmed`, which is atomic so the bench can read it without the lock.
final class UpdateQueue: @unchecked Sendable {
    private let condition = NSCondition()
    /// Update `id` is at index `id - 1`; confirmed ones are kept (a bench run is short).
    private var updates: [[UInt8]] = []
    private var stopped = false
    private let confirmed = Atomic<Int64>(0)

    var confirmedUpdateID: Int64 { confirmed.load(ordering: .relaxed) }

    func enqueue(_ bodies: [String]) -> [Int64] {
        let serialized = bodies.map { Array($0.trimmingCharacters(in: .whitespacesAndNewlines).utf8) }
        condition.lock()
        defer {
            condition.broadcast()
            condition.unlock()
        }
        return serialized.map { fields in
            let id = Int64(updates.count + 1)
            var update = Array(#"{"update_id":"#.utf8)
            DecimalText.append(id, to: &update)
            let rest = fields.dropFirst()
            if rest.first != UInt8(ascii: "}") { update.append(UInt8(ascii: ",")) }
            update += rest
            updates.append(update)
            return id
        }
    }

    /// Confirms the ids below `offset`, waits up to `wait` for an unconfirmed update, and writes
    /// a `getUpdates` answer with at most `limit` of them into `body`.
    func take(offset: Int64?, limit: Int, wait: Duration, into body: inout [UInt8]) {
        condition.lock()
        defer { condition.unlock() }
        var first = confirmed.load(ordering: .relaxed) + 1
        if let offset, offset > first {
            first = offset
            confirmed.store(offset - 1, ordering: .relaxed)
        }
        if first > updates.count, wait > .zero, !stopped {
            let (seconds, attoseconds) = wait.components
            let deadline = Date(timeIntervalSinceNow: Double(seconds) + Double(attoseconds) / 1e18)
            while first > updates.count, !stopped, condition.wait(until: deadline) {}
        }
        body += #"{"ok":true,"result":["#.utf8
        let start = Int(clamping: first - 1)
        if start < updates.count {
            for index in start..<min(updates.count, start + limit) {
                if index > start { body.append(UInt8(ascii: ",")) }
                body += updates[index]
            }
        }
        body += "]}".utf8
    }

    func stop() {
        condition.lock()
        stopped = true
        condition.broadcast()
        condition.unlock()
    }
}
