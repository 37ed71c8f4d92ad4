/// What a password login returns: the new device's access token and who it belongs to.
///
/// The token is a secret: ``description`` and the mirror used by `dump` leave it out.
public struct LoginSession: Sendable, Hashable, Decodable, CustomStringConvertible, CustomReflectable {
    /// The full user id the session belongs to (`@bot:example.org`).
    public var userID: String
    /// The access token for every later call; a secret.
    public var accessToken: String
    /// The device the token belongs to. Transaction ids are idempotent per device, so a bot
    /// that keeps its device across restarts keeps its sends idempotent too.
    public var deviceID: String

    private enum CodingKeys: String, CodingKey {
        case userID = "user_id"
        case accessToken = "access_token"
        case deviceID = "device_id"
    }

    /// A value with the given fields.
    public init(userID: String, accessToken: String, deviceID: String) {
        self.userID = userID
        self.accessToken = accessToken
        self.deviceID = deviceID
    }

    /// The session with the access token redacted.
    public var description: String {
        "LoginSession(userID: \(userID), deviceID: \(deviceID), accessToken: <redacted>)"
    }

    /// The session with the access token redacted, for `dump` and debuggers.
    public var customMirror: Mirror {
        Mirror(self, children: ["userID": userID, "deviceID": deviceID, "accessToken": "<redacted>"])
    }
}
