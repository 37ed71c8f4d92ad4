import Foundation
import HTTPClient
import HTTPTestSupport
import Logging

@testable import Matrix

/// A fake homeserver on a loopback server: records every request under `/_matrix/` and
/// answers with what the test's responder returns.
struct FakeHomeserver {
    static let token = "syt_Ym90_fakeAccessToken0123456789_abcdef"
    static let prefix = "/_matrix/client/v3"

    /// Gets the request's path after ``prefix`` (decoded) and the request.
    typealias Responder = @Sendable (_ path: String, _ request: ServerRequest) async -> ServerResponse

    let recorder: RequestRecorder
    let matrix: MatrixClient
    let baseURL: String

    /// Runs `body` against a fresh fake and client, stopping both afterwards.
    @discardableResult
    static func with<Result>(
        requestTimeout: Duration = .seconds(10), _ responder: @escaping Responder,
        _ body: (FakeHomeserver) async throws -> Result
    ) async throws -> Result {
        let recorder = RequestRecorder()
        let client = HTTPClient(userAgent: "MatrixTests", logger: Logger(label: "MatrixTests"))
        defer { client.shutdown() }
        let handler: LoopbackServer.Handler = { request in
            guard request.path.hasPrefix("/_matrix/") else {
                return .json(#"{"errcode":"M_UNRECOGNIZED","error":"Unrecognized request"}"#, status: 404)
            }
            await recorder.record(request)
            // Other APIs (`/_matrix/media/v3`, `/_matrix/client/v1`) keep their whole path.
            let path =
                request.path.hasPrefix(prefix) ? String(request.path.dropFirst(prefix.count)) : request.path
            return await responder(path, request)
        }
        return try await LoopbackServer.with(handler) { server in
            let configuration = MatrixConfiguration(homeserverURL: server.baseURL + "/", accessToken: token)
            let matrix = MatrixClient(
                configuration: configuration, client: client, requestTimeout: requestTimeout,
                logger: Logger(label: "MatrixTests"))
            return try await body(FakeHomeserver(recorder: recorder, matrix: matrix, baseURL: server.baseURL))
        }
    }

    /// Answers every request with `json` and `status`.
    static func always(_ json: String, status: Int = 200, headers: [String: String] = [:]) -> Responder {
        { _, _ in
            var response = ServerResponse.json(json, status: status)
            for (name, value) in headers { response.headers[name] = value }
            return response
        }
    }

    /// The last request, which must exist.
    func last() async throws -> ServerRequest {
        guard let request = await recorder.last else { throw FakeFailure.noRequest }
        return request
    }

    /// The last request's JSON body, which must be an object.
    func lastJSON() async throws -> [String: Any] {
        let request = try await last()
        guard request.headers["content-type"] == "application/json", let object = request.jsonObject else {
            throw FakeFailure.notJSON
        }
        return object
    }

    enum FakeFailure: Error {
        case noRequest
        case notJSON
    }
}
