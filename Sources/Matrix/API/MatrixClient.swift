import Foundation
import HTTPClient
import Logging

/// A Matrix client-server API (v3) client: one method per endpoint a chat bot uses, no bot
/// logic.
///
/// Every call is JSON over `<homeserver>/_matrix/client/v3/…` with the access token in an
/// `Authorization: Bearer` header. Ids in paths are percent-encoded. Methods may be called
/// concurrently from any task; they share the ``HTTPClient``'s connections.
///
/// ```swift
/// let matrix = MatrixClient(
///     configuration: MatrixConfiguration(homeserverURL: url, accessToken: token),
///     client: http, logger: logger)
/// let filterID = try await matrix.uploadFilter(userID: me, filter: .bot())
/// let batch = try await matrix.sync(since: token, filter: .id(filterID))
/// ```
///
/// Errors: each method throws ``MatrixError`` (transport failures have kind
/// ``MatrixError/Kind/transport``), or `CancellationError` when the calling task is
/// cancelled. Neither errors nor log lines contain the access token or a password.
public final class MatrixClient: Sendable {
    /// The homeserver and the session this client talks to.
    public let configuration: MatrixConfiguration
    private let client: HTTPClient
    /// The total time allowed for ordinary calls; a sync gets its server timeout on top.
    let requestTimeout: Duration
    private let logger: Logger
    /// What room events pass through before they are sent (encryption); `nil` sends them as given.
    let sealing: (any RoomEventSealing)?

    /// - Parameters:
    ///   - client: the HTTP client to send through; the caller owns and shuts it down.
    ///   - requestTimeout: the total time allowed for ordinary calls.
    ///   - logger: one debug line per call with the endpoint's name, status and duration
    ///     (never a path, which names rooms and users).
    public convenience init(
        configuration: MatrixConfiguration, client: HTTPClient, requestTimeout: Duration = .seconds(30),
        logger: Logger
    ) {
        self.init(
            configuration: configuration, client: client, requestTimeout: requestTimeout, logger: logger,
            sealing: nil)
    }

    private init(
        configuration: MatrixConfiguration, client: HTTPClient, requestTimeout: Duration, logger: Logger,
        sealing: (any RoomEventSealing)?
    ) {
        self.configuration = configuration
        self.client = client
        self.requestTimeout = requestTimeout
        self.logger = logger
        self.sealing = sealing
    }

    /// A client for the same homeserver that sends `accessToken`, for instance one from
    /// ``login(user:password:deviceID:)``.
    public func withAccessToken(_ accessToken: String) -> MatrixClient {
        var configuration = configuration
        configuration.accessToken = accessToken
        return MatrixClient(
            configuration: configuration, client: client, requestTimeout: requestTimeout, logger: logger,
            sealing: sealing)
    }

    /// The same client with every room event it sends passed through `sealing` first (see
    /// ``send(roomID:txnID:eventType:content:)``).
    public func sealing(with sealing: any RoomEventSealing) -> MatrixClient {
        MatrixClient(
            configuration: configuration, client: client, requestTimeout: requestTimeout, logger: logger,
            sealing: sealing)
    }

    /// Sends a GET and decodes the answer as `Result`; `api` as in ``MatrixConfiguration/url(_:query:api:)``.
    func get<Result: Decodable>(
        _ endpoint: String, path: String, query: [(name: String, value: String)] = [],
        api: String = "client/v3",
        timeout: Duration? = nil, as resultType: Result.Type = Result.self
    ) async throws -> Result {
        let request = HTTPRequest(
            method: .get, url: configuration.url(path, query: query, api: api),
            headers: headers(authenticated: true), timeout: timeout ?? requestTimeout)
        return try await perform(request, endpoint: endpoint, secrets: [])
    }

    /// POSTs `data` as it is, with `contentType`, and decodes the answer as `Result`: for
    /// uploads, whose body is a file rather than JSON.
    func upload<Result: Decodable>(
        _ endpoint: String, path: String, query: [(name: String, value: String)], api: String, data: Data,
        contentType: String, as resultType: Result.Type = Result.self
    ) async throws -> Result {
        let request = HTTPRequest(
            method: .post, url: configuration.url(path, query: query, api: api),
            headers: headers(authenticated: true), body: .bytes(data, contentType: contentType),
            timeout: requestTimeout)
        return try await perform(request, endpoint: endpoint, secrets: [])
    }

    /// Sends `body` as JSON with `method` (POST or PUT) and decodes the answer as `Result`.
    ///
    /// - Parameters:
    ///   - authenticated: whether to send the access token (not for logging in).
    ///   - secrets: values besides the token that must not appear in an error (a password).
    func call<Result: Decodable>(
        _ endpoint: String, method: HTTPMethod, path: String, body: some Encodable,
        authenticated: Bool = true, secrets: [String] = [], as resultType: Result.Type = Result.self
    ) async throws -> Result {
        let data: Data
        do {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.withoutEscapingSlashes]
            data = try encoder.encode(body)
        } catch {
            throw MatrixError(kind: .badRequest, message: "the request body could not be encoded")
        }
        let request = HTTPRequest(
            method: method, url: configuration.url(path), headers: headers(authenticated: authenticated),
            body: .json(data), timeout: requestTimeout)
        return try await perform(request, endpoint: endpoint, secrets: secrets)
    }

    private func headers(authenticated: Bool) -> HTTPHeaders {
        var headers: HTTPHeaders = ["Accept": "application/json"]
        if authenticated, let token = configuration.accessToken {
            headers.add("Authorization", "Bearer \(token)")
        }
        return headers
    }

    private func perform<Result: Decodable>(
        _ request: HTTPRequest, endpoint: String, secrets: [String]
    ) async throws -> Result {
        let clock = ContinuousClock()
        let start = clock.now
        let response: HTTPResponse
        do {
            response = try await client.send(request)
        } catch let error as HTTPClientError {
            logger.debug("Matrix call failed", metadata: ["endpoint": "\(endpoint)", "error": "\(error)"])
            if error != .shutDown {
                APICallMetrics.record(
                    platform: "matrix", method: endpoint, status: nil, duration: clock.now - start)
            }
            throw MatrixError.transport(error)
        }
        let elapsed = clock.now - start
        APICallMetrics.record(
            platform: "matrix", method: endpoint, status: response.status, duration: elapsed)
        logger.debug(
            "Matrix call finished",
            metadata: ["endpoint": "\(endpoint)", "status": "\(response.status)", "duration": "\(elapsed)"])
        do {
            return try Self.decodeResult(Result.self, from: response)
        } catch {
            var redacted = error
            redacted.message = error.message.map {
                Self.redact($0, secrets: secrets + [configuration.accessToken])
            }
            throw redacted
        }
    }

    /// The decoded body of a success, or the ``MatrixError`` a failure stands for.
    static func decodeResult<Result: Decodable>(
        _ type: Result.Type, from response: HTTPResponse
    ) throws(MatrixError) -> Result {
        if (200..<300).contains(response.status) {
            guard let result = try? JSONDecoder().decode(Result.self, from: response.body) else {
                throw MatrixError(kind: .invalidResponse, status: response.status)
            }
            return result
        }
        let body = try? JSONDecoder().decode(MatrixErrorBody.self, from: response.body)
        throw .classify(
            status: response.status, body: body, retryAfterHeader: response.headers["Retry-After"])
    }

    /// `text` with every non-empty secret replaced, in case a server echoes one.
    static func redact(_ text: String, secrets: [String?]) -> String {
        var redacted = text
        for case let secret? in secrets where !secret.isEmpty {
            redacted = redacted.replacing(secret, with: "<redacted>")
        }
        return redacted
    }
}

/// The answer of endpoints whose body the client does not need (`{}`).
struct EmptyResponse: Decodable {}

/// A request body of `{}`, for endpoints that take no parameters.
struct EmptyBody: Encodable {}
