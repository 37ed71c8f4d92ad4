/// Which events of a kind not tied to rooms (presence, account data) to return.
public struct EventFilter: Sendable, Hashable, Codable {
    /// At most this many events.
    public var limit: Int?
    /// Only these types (`*` is a wildcard); `nil` for all.
    public var types: [String]?
    /// Never these types; wins over ``types``.
    public var notTypes: [String]?

    private enum CodingKeys: String, CodingKey {
        case limit, types
        case notTypes = "not_types"
    }

    /// A value with the given fields.
    public init(limit: Int? = nil, types: [String]? = nil, notTypes: [String]? = nil) {
        self.limit = limit
        self.types = types
        self.notTypes = notTypes
    }
}
