import HTTPClient

extension MatrixClient {
    /// Publishes the account's cross-signing keys (`/keys/device_signing/upload`): `keys` holds
    /// `master_key`, `self_signing_key` and `user_signing_key`, the latter two signed by the master.
    ///
    /// A first upload needs no authentication (MSC3967, Synapse 1.90 on); replacing keys the
    /// account has asks for it: with `password` given, the call is made again with
    /// `m.login.password` in the session the server opened.
    /// - Throws: ``MatrixError`` with ``MatrixError/authenticationSession`` set when the server
    ///   asks for authentication and there is no password, or the server's refusal.
    public func uploadCrossSigningKeys(_ keys: JSONValue, userID: String, password: String?) async throws {
        do {
            let _: EmptyResponse = try await call(
                "keys/device_signing/upload", method: .post, path: "/keys/device_signing/upload", body: keys)
        } catch let error as MatrixError {
            guard let session = error.authenticationSession, let password else { throw error }
            guard case .object(var body) = keys else { throw error }
            body["auth"] = [
                "type": "m.login.password", "session": .string(session),
                "identifier": ["type": "m.id.user", "user": .string(userID)], "password": .string(password),
            ]
            let _: EmptyResponse = try await call(
                "keys/device_signing/upload", method: .post, path: "/keys/device_signing/upload",
                body: JSONValue.object(body), secrets: [password])
        }
    }

    /// Publishes signatures of keys (`/keys/signatures/upload`): `signatures` maps user ids to
    /// key ids (a device id, or a cross-signing public key) to the signed key object, carrying
    /// the new signature.
    /// - Throws: ``MatrixError`` when the call fails, and ``SignatureUploadFailure`` when the
    ///   server refused a signature (it answers 200 and names them in `failures`).
    public func uploadSignatures(_ signatures: JSONValue) async throws {
        let answer: JSONValue = try await call(
            "keys/signatures/upload", method: .post, path: "/keys/signatures/upload", body: signatures)
        if case .object(let failures)? = answer["failures"], !failures.isEmpty {
            throw SignatureUploadFailure(failures: .object(failures))
        }
    }
}

/// Signatures the server refused in a `/keys/signatures/upload`: by user id and key id, the
/// `errcode` and `error` of each.
public struct SignatureUploadFailure: Error, Sendable, CustomStringConvertible {
    /// The answer's `failures`.
    public var failures: JSONValue

    /// The refused signatures as the server named them.
    public var description: String { "signatures refused: \(failures)" }
}
