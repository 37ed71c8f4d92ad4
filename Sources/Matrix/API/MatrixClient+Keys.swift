import HTTPClient

extension MatrixClient {
    /// Publishes this device's keys (`/keys/upload`): `body` holds any of `device_keys`,
    /// `one_time_keys` and `fallback_keys`, signed by the device. Returns how many one-time keys
    /// of each algorithm the server now holds for the device.
    public func uploadKeys(_ body: JSONValue) async throws -> [String: Int] {
        let answer: KeyCounts = try await call("keys/upload", method: .post, path: "/keys/upload", body: body)
        return answer.oneTimeKeyCounts
    }

    /// The device keys of every device of `userIDs` (`/keys/query`), as the server sent them:
    /// `device_keys` by user and device id, and the servers that did not answer in `failures`.
    public func queryKeys(userIDs: [String]) async throws -> JSONValue {
        let users = JSONValue.object(
            Dictionary(uniqueKeysWithValues: userIDs.map { ($0, JSONValue.array([])) }))
        return try await call(
            "keys/query", method: .post, path: "/keys/query", body: ["device_keys": users] as JSONValue)
    }

    /// One one-time key of each device named (`/keys/claim`), by user and device id the
    /// algorithm wanted (`signed_curve25519`), as the server sent them in `one_time_keys`.
    public func claimKeys(_ devices: [String: [String: String]]) async throws -> JSONValue {
        let body: JSONValue = ["one_time_keys": try JSONValue(encoding: devices)]
        return try await call("keys/claim", method: .post, path: "/keys/claim", body: body)
    }

    private struct KeyCounts: Decodable {
        var oneTimeKeyCounts: [String: Int]
        private enum CodingKeys: String, CodingKey { case oneTimeKeyCounts = "one_time_key_counts" }
    }
}
