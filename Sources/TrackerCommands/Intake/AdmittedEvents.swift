import Synchronization
import TrackerCore

/// The events an ``Inbox`` admitted, by entry id, until its ``InboxApplier`` takes them.
///
/// Only a copy: the inbox table is what survives a crash, and an entry not found here is read
/// from its stored JSON.
final class AdmittedEvents: Sendable {
    private let events = Mutex<[Int64: PlatformEvent]>([:])

    /// Keeps `stored`, once their admission committed.
    func keep(_ stored: [(id: Int64, event: PlatformEvent)]) {
        events.withLock { events in
            for (id, event) in stored { events[id] = event }
        }
    }

    /// The event admitted under `id`, no longer kept; `nil` when this process did not admit it.
    func take(_ id: Int64) -> PlatformEvent? {
        events.withLock { $0.removeValue(forKey: id) }
    }
}
