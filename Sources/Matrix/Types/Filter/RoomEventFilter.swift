/// Which events of one room section to return.
public struct RoomEventFilter: Sendable, Hashable, Codable {
    /// At most this many events per room (for the timeline: the newest ones, and the timeline
    /// is then `limited`).
    public var limit: Int?
    /// Only these types (`*` is a wildcard); `nil` for all.
    public var types: [String]?
    /// Never these types; wins over ``types``.
    public var notTypes: [String]?
    /// Only events from these senders; `nil` for all.
    public var senders: [String]?
    /// Senders whose events are left out.
    public var notSenders: [String]?
    /// Send member state only for the senders of returned events, not the whole member list:
    /// what keeps a bot's syncs small in big rooms.
    public var lazyLoadMembers: Bool?

    private enum CodingKeys: String, CodingKey {
        case limit, types
        case notTypes = "not_types"
        case senders
        case notSenders = "not_senders"
        case lazyLoadMembers = "lazy_load_members"
    }

    /// A value with the given fields.
    public init(
        limit: Int? = nil, types: [String]? = nil, notTypes: [String]? = nil, senders: [String]? = nil,
        notSenders: [String]? = nil, lazyLoadMembers: Bool? = nil
    ) {
        self.limit = limit
        self.types = types
        self.notTypes = notTypes
        self.senders = senders
        self.notSenders = notSenders
        self.lazyLoadMembers = lazyLoadMembers
    }
}
