import Foundation
import HTTPClient
import HTTPTestSupport
import Logging
import Testing

@testable import Matrix

@Suite struct MatrixErrorTests {
    /// Runs `whoAmI` against a server answering `json` with `status` and returns its error.
    private func failure(
        _ json: String, status: Int, headers: [String: String] = [:]
    ) async throws -> MatrixError {
        try await FakeHomeserver.with(FakeHomeserver.always(json, status: status, headers: headers)) { fake in
            do {
                _ = try await fake.matrix.whoAmI()
            } catch let error as MatrixError {
                return error
            }
            Issue.record("whoAmI succeeded")
            return MatrixError(kind: .invalidResponse)
        }
    }

    @Test func anUnknownTokenIsNotRetryable() async throws {
        let error = try await failure(
            #"{"errcode":"M_UNKNOWN_TOKEN","error":"Invalid access token passed.","soft_logout":true}"#,
            status: 401)
        #expect(error.kind == .unknownToken)
        #expect(error.status == 401)
        #expect(error.errcode == "M_UNKNOWN_TOKEN")
        #expect(error.message == "Invalid access token passed.")
        #expect(error.softLogout)
        #expect(!error.isRetryable)
        #expect(
            "\(error)"
                == "Matrix: unknown or missing access token (HTTP 401: M_UNKNOWN_TOKEN: Invalid access token passed.)"
        )
    }

    @Test func aMissingTokenCountsAsUnknown() async throws {
        let error = try await failure(
            #"{"errcode":"M_MISSING_TOKEN","error":"Missing access token"}"#, status: 401)
        #expect(error.kind == .unknownToken)
    }

    @Test func forbiddenAndNotFoundAreFinal() async throws {
        let forbidden = try await failure(#"{"errcode":"M_FORBIDDEN","error":"not in room"}"#, status: 403)
        #expect(forbidden.kind == .forbidden && !forbidden.isRetryable)
        let notFound = try await failure(#"{"errcode":"M_NOT_FOUND","error":"Unknown room"}"#, status: 404)
        #expect(notFound.kind == .notFound && !notFound.isRetryable)
        let badJSON = try await failure(#"{"errcode":"M_NOT_JSON","error":"Content not JSON."}"#, status: 400)
        #expect(badJSON.kind == .badRequest && !badJSON.isRetryable)
    }

    @Test func rateLimitsCarryTheirWaitFromTheBody() async throws {
        let error = try await failure(
            #"{"errcode":"M_LIMIT_EXCEEDED","error":"Too Many Requests","retry_after_ms":1454}"#, status: 429,
            headers: ["Retry-After": "2"])
        #expect(error.kind == .rateLimited)
        #expect(error.retryAfterMilliseconds == 1454)
        #expect(error.retryAfter == .milliseconds(1454))
        #expect(error.isRetryable)
    }

    @Test func rateLimitsFallBackToTheRetryAfterHeader() async throws {
        let error = try await failure(
            #"{"errcode":"M_LIMIT_EXCEEDED","error":"Slow down"}"#, status: 429, headers: ["Retry-After": "3"]
        )
        #expect(error.retryAfterMilliseconds == 3000)
        let proxy = try await failure(
            "<html>busy</html>", status: 429, headers: ["Retry-After": "99999999999999999"])
        #expect(proxy.kind == .rateLimited && proxy.errcode == nil)
        #expect(proxy.retryAfterMilliseconds == .max)
    }

    @Test func serverErrorsAndProxyPagesAreRetryable() async throws {
        let synapse = try await failure(
            #"{"errcode":"M_UNKNOWN","error":"Internal server error"}"#, status: 500)
        #expect(synapse.kind == .server && synapse.isRetryable)
        let proxy = try await failure("<html>Bad Gateway</html>", status: 502)
        #expect(proxy.kind == .server && proxy.status == 502 && proxy.errcode == nil && proxy.message == nil)
        #expect(proxy.isRetryable)
    }

    @Test func anUndecodableSuccessIsAnInvalidResponse() async throws {
        let error = try await failure("not json", status: 200)
        #expect(error.kind == .invalidResponse && !error.isRetryable)
    }

    @Test func noResponseIsARetryableTransportError() async throws {
        let client = HTTPClient(userAgent: "MatrixTests", logger: Logger(label: "MatrixTests"))
        defer { client.shutdown() }
        // Port 9 on loopback refuses connections.
        let matrix = MatrixClient(
            configuration: MatrixConfiguration(
                homeserverURL: "http://127.0.0.1:9", accessToken: "syt_secret"),
            client: client, logger: Logger(label: "MatrixTests"))
        await #expect {
            _ = try await matrix.whoAmI()
        } throws: { error in
            guard let error = error as? MatrixError else { return false }
            return error.kind == .transport && error.isRetryable && error.status == nil
                && !"\(error)".contains("syt_secret") && !"\(error)".contains("whoami")
        }
        client.shutdown()
        await #expect {
            _ = try await matrix.whoAmI()
        } throws: { error in
            (error as? MatrixError).map { $0.kind == .transport && !$0.isRetryable } ?? false
        }
    }

    @Test func secretsEchoedByTheServerAreRedacted() async throws {
        let echo: FakeHomeserver.Responder = { _, request in
            let password = (request.jsonObject?["password"] as? String) ?? ""
            let token = request.headers["authorization"] ?? ""
            return .json(
                #"{"errcode":"M_FORBIDDEN","error":"bad password \#(password) or token \#(token)"}"#,
                status: 403)
        }
        try await FakeHomeserver.with(echo) { fake in
            await #expect {
                _ = try await fake.matrix.login(user: "bot", password: "hunter2-secret")
            } throws: { error in
                let text = "\(error)"
                return (error as? MatrixError)?.kind == .forbidden && !text.contains("hunter2-secret")
                    && text.contains("<redacted>")
            }
            await #expect {
                _ = try await fake.matrix.send(
                    roomID: "!r", txnID: "1", eventType: "x", content: JSONValue.null)
            } throws: { error in
                !"\(error)".contains(FakeHomeserver.token)
            }
        }
    }

    @Test func theErrcodeWinsOverAnOddStatus() {
        let body = try? JSONDecoder().decode(
            MatrixErrorBody.self, from: Data(#"{"errcode":"M_UNKNOWN_TOKEN","retry_after_ms":"x"}"#.utf8))
        let error = MatrixError.classify(status: 403, body: body, retryAfterHeader: nil)
        #expect(error.kind == .unknownToken)
        #expect(error.retryAfterMilliseconds == nil)
    }
}
