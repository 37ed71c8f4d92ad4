import Foundation
import HTTPClient
import Logging

/// A Telegram Bot API client: one method per API method the bot uses, no bot logic.
///
/// Every method is a POST to `<baseURL>/bot<token>/<method>` with a JSON (or, for uploads,
/// multipart) body. Methods may be called concurrently from any task; they share the
/// ``HTTPClient``'s connections.
///
/// Errors: each method throws ``BotAPIError`` (transport failures wrapped in
/// ``BotAPIError/transport(_:)``), or `CancellationError` when the calling task is cancelled.
/// Neither errors nor log lines contain the token.
public final class BotAPI: Sendable {
    /// The update kinds the bot handles; others are not delivered.
    public static let defaultAllowedUpdates = [
        "message", "edited_message", "callback_query", "my_chat_member",
    ]

    let configuration: BotAPIConfiguration
    private let client: HTTPClient
    private let requestTimeout: Duration
    private let logger: Logger

    /// - Parameters:
    ///   - client: the HTTP client to send through; the caller owns and shuts it down.
    ///   - requestTimeout: the total time allowed for ordinary calls (long polls and uploads
    ///     get their own).
    ///   - logger: one debug line per call with the method name, status and duration.
    public init(
        configuration: BotAPIConfiguration, client: HTTPClient, requestTimeout: Duration = .seconds(30),
        logger: Logger
    ) {
        self.configuration = configuration
        self.client = client
        self.requestTimeout = requestTimeout
        self.logger = logger
    }

    /// Calls `method` with JSON parameters and decodes its `result` as `Result`.
    func call<Result: Decodable>(
        _ method: String, _ parameters: [String: JSONValue] = [:], timeout: Duration? = nil,
        as resultType: Result.Type = Result.self
    ) async throws -> Result {
        let request = HTTPRequest(
            method: .post, url: configuration.url(for: method),
            body: .json(JSONValue.object(parameters).serialized()),
            timeout: timeout ?? requestTimeout)
        return try await perform(request, method: method)
    }

    /// Calls `method` with a multipart form, for uploads.
    func upload<Result: Decodable>(
        _ method: String, _ parts: [MultipartPart], timeout: Duration,
        as resultType: Result.Type = Result.self
    ) async throws -> Result {
        let request = HTTPRequest(
            method: .post, url: configuration.url(for: method), body: .multipart(parts), timeout: timeout)
        return try await perform(request, method: method)
    }

    private func perform<Result: Decodable>(_ request: HTTPRequest, method: String) async throws -> Result {
        let clock = ContinuousClock()
        let start = clock.now
        let response: HTTPResponse
        do {
            response = try await client.send(request)
        } catch let error as HTTPClientError {
            logger.debug("Bot API call failed", metadata: ["method": "\(method)", "error": "\(error)"])
            if error != .shutDown {
                APICallMetrics.record(
                    platform: "telegram", method: method, status: nil, duration: clock.now - start)
            }
            throw BotAPIError.transport(error)
        }
        let elapsed = clock.now - start
        APICallMetrics.record(
            platform: "telegram", method: method, status: response.status, duration: elapsed)
        logger.debug(
            "Bot API call finished",
            metadata: ["method": "\(method)", "status": "\(response.status)", "duration": "\(elapsed)"])
        return try Self.decodeResult(Result.self, from: response)
    }

    /// The `result` of a successful response, or the ``BotAPIError`` a failed one stands for.
    ///
    /// A success is decoded in one pass; only a failure reads the error envelope.
    static func decodeResult<Result: Decodable>(
        _ type: Result.Type, from response: HTTPResponse
    ) throws(BotAPIError) -> Result {
        let decoder = JSONDecoder()
        if (200..<300).contains(response.status),
            let success = try? decoder.decode(BotAPIResult<Result>.self, from: response.body), success.ok
        {
            return success.result
        }
        let envelope = try? decoder.decode(BotAPIEnvelope.self, from: response.body)
        if (200..<300).contains(response.status), envelope?.ok != false { throw .invalidResponse }
        throw .classify(
            status: envelope?.errorCode ?? response.status, description: envelope?.description,
            parameters: envelope?.parameters, retryAfterHeader: response.headers["Retry-After"])
    }
}
