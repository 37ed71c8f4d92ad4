/// What a password login returns: the new device's access token and who it belongs to.
///
/// The token is a secret: ``description`` and the mirror used by `dump` leave it out.
public struct LoginSession: Sendable, Hashable, Decodable, CustomStringConvertible, CustomReflectable {
    public var userID: String
    public var accessToken: String
    /// The device the token belongs to. Transaction ids are idempotent per device, so a bot
    /// that keeps its device across restarts keeps its sends idempotent too.
    public var deviceID: String

    private enum CodingKeys: String, CodingKey {
        case userID = "user_id"
        case accessToken = "access_token"
        case deviceID = "device_id"
    }

    public init(userID: String, accessToken: String, deviceID: String) {
        self.userID = userID
        self.accessToken = accessToken
        self.deviceID = deviceID
    }

    public var description: String {
        "LoginSession(userID: \(userID), deviceID: \(deviceID), accessToken: <redacted>)"
    }

    public var customMirror: Mirror {
        Mirror(self, children: ["userID": userID, "deviceID": deviceID, "accessToken": "<redacted>"])
    }
}
