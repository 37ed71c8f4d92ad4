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
        let mac = try Self.hmacSHA1(key: secret, message: "\(nonce)\0\(name)\0\(password)\0\(role)")
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

    /// HMAC-SHA1 in hex, by the Python that runs Synapse: the tests have no crypto library.
    private static func hmacSHA1(key: String, message: String) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [
            "python3", "-c",
            "import hmac,hashlib,sys;print(hmac.new(sys.argv[1].encode(),sys.stdin.buffer.read(),hashlib.sha1).hexdigest())",
            key,
        ]
        let input = Pipe()
        let output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        try process.run()
        input.fileHandleForWriting.write(Data(message.utf8))
        try input.fileHandleForWriting.close()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
