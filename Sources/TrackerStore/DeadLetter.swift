import Foundation
import TrackerCore

/// A dead letter as an operator sees it (`trackerbot dead-letters`): an inbound event the crash
/// guard set aside (``SetAsideLetter``, id `in-<n>`) or an outbox entry that could not be
/// delivered (``DeadMessage``, id `out-<n>`, its outbox id).
public struct DeadLetter: Sendable, Hashable {
    /// Which kind, and which one of it.
    public enum ID: Sendable, Hashable, CustomStringConvertible, Comparable {
        /// An inbound dead letter, by its number (``SetAsideLetter/number``).
        case inbound(Int64)
        /// An undeliverable outbox entry, by its outbox id.
        case outbound(Int64)

        /// Reads `in-3` or `out-12`; `nil` for anything else.
        public init?(_ text: String) {
            let parts = text.lowercased().split(separator: "-", maxSplits: 1)
            guard parts.count == 2, let number = Int64(parts[1]), number > 0 else { return nil }
            switch parts[0] {
            case "in": self = .inbound(number)
            case "out": self = .outbound(number)
            default: return nil
            }
        }

        /// `in-<n>` or `out-<n>`.
        public var description: String {
            switch self {
            case .inbound(let number): "in-\(number)"
            case .outbound(let number): "out-\(number)"
            }
        }

        /// Whether it names an inbound event.
        public var isInbound: Bool {
            if case .inbound = self { return true }
            return false
        }
    }

    /// The letter's id.
    public var id: ID
    /// The platform it came from or was for.
    public var platform: String
    /// When it was set aside, or queued.
    public var createdAt: Date
    /// Why it is dead: the crash guard's reason, or the last delivery error.
    public var reason: String
    /// What it holds: the update as the platform sent it, or the message's text.
    public var content: String
    /// The chat an outbound letter was for; `nil` for an inbound one.
    public var chatID: String?
    /// Delivery attempts made; 0 for an inbound one.
    public var attempts: Int

    /// The letter of an event set aside.
    public init(_ event: SetAsideLetter) {
        id = .inbound(event.number)
        platform = String(event.source.prefix { $0 != ":" })
        createdAt = event.createdAt
        reason = event.reason
        content = event.raw
        chatID = nil
        attempts = 0
    }

    /// The letter of a message given up on.
    public init(_ message: DeadMessage) {
        id = .outbound(message.id)
        platform = message.outgoing.chat.platform.tag
        createdAt = message.createdAt
        reason = message.lastError ?? "no error recorded"
        content =
            message.outgoing.reply?.text.plain ?? message.outgoing.attachment?.fileName ?? "(no text)"
        chatID = message.outgoing.chat.id
        attempts = message.attempts
    }
}

/// An inbound event the crash guard set aside (``InboxStore/setAside(_:source:raw:reason:at:)``),
/// as ``InboxStore/deadLetters()`` reads it back.
public struct SetAsideLetter: Sendable, Hashable {
    /// Its number, which stays its own while it is kept; numbers grow with each one set aside.
    public var number: Int64
    /// The event's inbound key.
    public var key: String
    /// The crash guard's source that set it aside (`telegram`, `console:<user>@<chat>`).
    public var source: String
    /// The event as it was kept: JSON of a ``PlatformEvent``, or, from before the inbox kept
    /// events, the update as the platform sent it.
    public var raw: String
    /// Why it was set aside.
    public var reason: String
    /// When it was set aside.
    public var createdAt: Date

    /// An event set aside, as a store reads it.
    public init(number: Int64, key: String, source: String, raw: String, reason: String, createdAt: Date) {
        self.number = number
        self.key = key
        self.source = source
        self.raw = raw
        self.reason = reason
        self.createdAt = createdAt
    }
}

/// An outbox entry given up on (``OutboxStore/markDead(_:reason:)``), as
/// ``OutboxStore/deadMessages()`` reads it back.
public struct DeadMessage: Sendable, Hashable {
    /// The entry's outbox id.
    public var id: Int64
    /// The message, as it was queued.
    public var outgoing: Outgoing
    /// The platform id of the user it is about, when it was queued with one.
    public var userExternalID: String?
    /// When it was queued.
    public var createdAt: Date
    /// Delivery attempts made.
    public var attempts: Int
    /// The last delivery error; `nil` when none was recorded.
    public var lastError: String?

    /// An entry given up on, as a store reads it.
    public init(
        id: Int64, outgoing: Outgoing, userExternalID: String?, createdAt: Date, attempts: Int,
        lastError: String?
    ) {
        self.id = id
        self.outgoing = outgoing
        self.userExternalID = userExternalID
        self.createdAt = createdAt
        self.attempts = attempts
        self.lastError = lastError
    }
}
