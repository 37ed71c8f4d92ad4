/// A sync filter: which events `/sync` returns, so a bot downloads only what it reads.
///
/// Upload it once with ``MatrixClient/uploadFilter(userID:filter:)`` and pass the id to
/// ``MatrixClient/sync(since:timeout:filter:fullState:)``, or pass it inline. Unset fields
/// leave the server's defaults. ``bot(timelineTypes:timelineLimit:)`` is the usual choice.
public struct SyncFilter: Sendable, Hashable, Codable {
    /// Presence updates of other users.
    public var presence: EventFilter?
    /// The user's global account data.
    public var accountData: EventFilter?
    /// Everything about rooms.
    public var room: RoomFilter?

    private enum CodingKeys: String, CodingKey {
        case presence
        case accountData = "account_data"
        case room
    }

    /// A value with the given fields.
    public init(presence: EventFilter? = nil, accountData: EventFilter? = nil, room: RoomFilter? = nil) {
        self.presence = presence
        self.accountData = accountData
        self.room = room
    }

    /// The timeline event types a chat bot acts on.
    public static let botTimelineTypes = [EventType.message, EventType.reaction, EventType.member]

    /// What a chat bot needs: timeline events of `timelineTypes` only, at most
    /// `timelineLimit` per room and sync, state with lazily loaded members (only the senders
    /// of the timeline's events), and no presence, typing, receipts or account data.
    public static func bot(
        timelineTypes: [String] = botTimelineTypes, timelineLimit: Int = 50
    ) -> SyncFilter {
        let nothing = EventFilter(notTypes: ["*"])
        return SyncFilter(
            presence: nothing, accountData: nothing,
            room: RoomFilter(
                timeline: RoomEventFilter(limit: timelineLimit, types: timelineTypes, lazyLoadMembers: true),
                state: RoomEventFilter(lazyLoadMembers: true),
                ephemeral: RoomEventFilter(notTypes: ["*"]),
                accountData: RoomEventFilter(notTypes: ["*"])))
    }
}
