import Foundation
import HTTPClient
import HTTPTestSupport
import Logging

@testable import Telegram

/// A fake Bot API on a loopback server: checks the `/bot<token>/<method>` path, records each
/// call, and answers with what the test's responder returns for the method.
struct FakeBotAPI {
    static let token = "123456789:AAH-fake_token_for_tests_0123456789ab"

    typealias Responder = @Sendable (_ method: String, _ request: ServerRequest) async -> ServerResponse

    let recorder: RequestRecorder
    let api: BotAPI

    /// Runs `body` against a fresh fake and client, stopping both afterwards.
    static func with<Result>(
        _ responder: @escaping Responder, _ body: (FakeBotAPI) async throws -> Result
    ) async throws -> Result {
        let recorder = RequestRecorder()
        let prefix = "/bot\(token)/"
        let client = HTTPClient(userAgent: "TelegramTests", logger: Logger(label: "TelegramTests"))
        defer { client.shutdown() }
        let handler: LoopbackServer.Handler = { request in
            guard request.method == "POST", request.path.hasPrefix(prefix) else {
                return .json(#"{"ok":false,"error_code":404,"description":"Not Found"}"#, status: 404)
            }
            await recorder.record(request)
            return await responder(String(request.path.dropFirst(prefix.count)), request)
        }
        return try await LoopbackServer.with(handler) { server in
            let configuration = BotAPIConfiguration(token: token, baseURL: server.baseURL + "/")
            let api = BotAPI(
                configuration: configuration, client: client, logger: Logger(label: "TelegramTests"))
            return try await body(FakeBotAPI(recorder: recorder, api: api))
        }
    }

    /// A successful response whose `result` is the given JSON text.
    static func ok(_ resultJSON: String) -> ServerResponse {
        .json(#"{"ok":true,"result":\#(resultJSON)}"#)
    }

    /// The last call's method name and JSON parameters.
    func lastCall() async throws -> (method: String, parameters: [String: Any]) {
        guard let request = await recorder.last else { throw FakeFailure.noCall }
        let method = String(request.path.split(separator: "/").last ?? "")
        guard request.headers["content-type"] == "application/json", let parameters = request.jsonObject
        else {
            throw FakeFailure.notJSON
        }
        return (method, parameters)
    }

    enum FakeFailure: Error {
        case noCall
        case notJSON
    }
}
