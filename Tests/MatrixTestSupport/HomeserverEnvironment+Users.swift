import Crypto
import Foundation
import HTTPClient

extension HomeserverEnvironment {
    /// A user registered just now with Synapse's shared registration secret (its admin API),
    /// for tests that need more people than the bot and alice.
    public func registerUser(_ name: String, admin: Bool = false, http: HTTPClient) async throws -> (
        userID: String, token: String
    ) {
        guard let secret = registrationSecret else { throw Unavailable() }
        let url = homeserverURL + "/_synapse/admin/v1/register"
        let nonceReply = try await http.send(HTTPRequest(url: url))
        guard
            let nonce = (try JSONSerialization.jsonObject(with: nonceReply.body) as? [String: Any])?["nonce"]
                as? String
        else { throw Unavailable() }
        let password = "password-\(name)"
        let role = admin ? "admin" : "notadmin"
        let mac = Self.hmacSHA1(key: secret, message: "\(nonce)\0\(name)\0\(password)\0\(role)")
        let body = try JSONSerialization.data(withJSONObject: [
            "nonce": nonce, "username": name, "password": password, "mac": mac, "admin": admin,
        ])
        let reply = try await http.send(HTTPRequest(method: .post, url: url, body: .json(body)))
        guard let object = try JSONSerialization.jsonObject(with: reply.body) as? [String: Any],
            let userID = object["user_id"] as? String, let token = object["access_token"] as? String
        else { throw Unavailable() }
        return (userID, token)
    }

    /// Thrown when the homeserver cannot register another user.
    public struct Unavailable: Error {}

    /// HMAC-SHA1 in hex, as Synapse's shared-secret registration asks.
    private static func hmacSHA1(key: String, message: String) -> String {
        HMAC<Insecure.SHA1>.authenticationCode(
            for: Data(message.utf8), using: SymmetricKey(data: Data(key.utf8))
        )
        .map { String(format: "%02x", $0) }.joined()
    }
}
