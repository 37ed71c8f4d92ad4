/// Whom an access token belongs to, from ``MatrixClient/whoAmI()``: how a bot learns its own
/// user id (to ignore its own messages) from a token alone.
public struct WhoAmI: Sendable, Hashable, Decodable {
    /// The full user id the access token belongs to.
    public var userID: String
    /// The token's device; absent for application service tokens.
    public var deviceID: String?
    /// Whether the account is a guest; `nil` when the server leaves it out.
    public var isGuest: Bool?

    private enum CodingKeys: String, CodingKey {
        case userID = "user_id"
        case deviceID = "device_id"
        case isGuest = "is_guest"
    }

    /// A value with the given fields.
    public init(userID: String, deviceID: String? = nil, isGuest: Bool? = nil) {
        self.userID = userID
        self.deviceID = deviceID
        self.isGuest = isGuest
    }

    /// Decodes the JSON form; an optional field that is missing or malformed reads as `nil`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        userID = try container.decode(String.self, forKey: .userID)
        deviceID = container.lenient(String.self, forKey: .deviceID)
        isGuest = container.lenient(Bool.self, forKey: .isGuest)
    }
}
