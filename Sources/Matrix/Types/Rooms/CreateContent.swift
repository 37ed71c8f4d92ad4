/// The content of a room's `m.room.create` event, as far as power levels depend on it.
public struct CreateContent: Sendable, Hashable, Codable {
    /// The room version; `nil` means version 1.
    public var roomVersion: String?
    /// From room version 12: users who are creators besides the create event's sender.
    public var additionalCreators: [String]?

    private enum CodingKeys: String, CodingKey {
        case roomVersion = "room_version"
        case additionalCreators = "additional_creators"
    }

    /// A value with the given fields.
    public init(roomVersion: String? = nil, additionalCreators: [String]? = nil) {
        self.roomVersion = roomVersion
        self.additionalCreators = additionalCreators
    }

    /// Decodes the JSON form; an optional field that is missing or malformed reads as `nil`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        roomVersion = container.lenient(String.self, forKey: .roomVersion)
        additionalCreators = container.lenient([String].self, forKey: .additionalCreators)
    }

    /// Whether creators outrank every power level in this room version (12 and later): they
    /// are then left out of `m.room.power_levels` and cannot be demoted.
    public var creatorsArePrivileged: Bool {
        guard let roomVersion else { return false }
        if let number = Int(roomVersion) { return number >= 12 }
        // The unstable name under which version 12's rules were tested.
        return roomVersion == "org.matrix.hydra.11"
    }
}
