import Logging
import Matrix
import TrackerStore

/// Why the Matrix adapter stopped by itself.
public enum MatrixBotError: Error, CustomStringConvertible {
    /// The homeserver refused the access token, and there is no password to log in again.
    case tokenRejected
    /// Logging in with the password failed.
    case loginFailed(String)

    /// The session with the access token redacted.
    public var description: String {
        switch self {
        case .tokenRejected:
            "the Matrix access token was rejected (set MATRIX_ACCESS_TOKEN again, or MATRIX_PASSWORD to log in)"
        case .loginFailed(let reason):
            "logging in to Matrix failed: \(reason) (check MATRIX_USER_ID and MATRIX_PASSWORD)"
        }
    }
}

/// The bot's access token: the one configured, else the one an earlier login stored in the
/// database, else a new login with the password. Logins always use the same device id, so
/// the account does not collect a device per start.
struct MatrixSession {
    static let tokenKey = "matrix.accessToken"
    static let deviceID = "TRACKERBOT"

    let configuration: MatrixBotConfiguration
    let store: any Store
    let logger: Logger

    /// A client with a working token.
    func open(_ client: MatrixClient) async throws -> MatrixClient {
        if let token = configuration.accessToken { return client.withAccessToken(token) }
        let stored = try await store.read { tx in try tx.checkpoints.value(Self.tokenKey) }
        if let stored {
            let candidate = client.withAccessToken(stored)
            do {
                _ = try await candidate.whoAmI()
                return candidate
            } catch let error as MatrixError where error.kind == .unknownToken {
                logger.notice("The stored Matrix access token no longer works; logging in again")
            }
        }
        return try await logIn(client)
    }

    /// Logs in with the password and keeps the new token.
    func logIn(_ client: MatrixClient) async throws -> MatrixClient {
        guard let password = configuration.password else { throw MatrixBotError.tokenRejected }
        let session: LoginSession
        do {
            session = try await client.login(
                user: configuration.userID, password: password, deviceID: Self.deviceID,
                deviceDisplayName: "TrackerBot")
        } catch let error as MatrixError where !error.isRetryable {
            throw MatrixBotError.loginFailed(error.description)
        }
        try await store.write { tx in try tx.checkpoints.set(Self.tokenKey, to: session.accessToken) }
        logger.info("Logged in to Matrix as \(session.userID)")
        return client.withAccessToken(session.accessToken)
    }
}
