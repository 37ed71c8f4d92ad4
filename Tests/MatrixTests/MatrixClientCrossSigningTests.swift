import Foundation
import HTTPClient
import HTTPTestSupport
import Testing

@testable import Matrix

/// Cross-signing uploads: a replacement answers the server's user-interactive authentication
/// with the password, and refused signatures are an error, though the server answers 200.
@Suite struct MatrixClientCrossSigningTests {
    static let keys: JSONValue = ["master_key": ["user_id": "@bot:x"]]

    /// Asks for authentication unless the request carries it.
    static let askingForPassword: FakeHomeserver.Responder = { _, request in
        guard request.jsonObject?["auth"] == nil else { return .json("{}") }
        return .json(
            #"{"session":"uia1","flows":[{"stages":["m.login.password"]}],"params":{}}"#, status: 401)
    }

    @Test func aReplacementSendsThePasswordInTheServersSession() async throws {
        try await FakeHomeserver.with(Self.askingForPassword) { fake in
            try await fake.matrix.uploadCrossSigningKeys(Self.keys, userID: "@bot:x", password: "secret")
            let requests = await fake.recorder.requests
            #expect(requests.count == 2)
            #expect(requests.first?.path.hasSuffix("/keys/device_signing/upload") == true)
            #expect(requests.first?.jsonObject?["auth"] == nil)
            let auth = try #require(requests.last?.jsonObject?["auth"] as? [String: Any])
            #expect(auth["type"] as? String == "m.login.password")
            #expect(auth["session"] as? String == "uia1")
            #expect(auth["password"] as? String == "secret")
            #expect((auth["identifier"] as? [String: Any])?["user"] as? String == "@bot:x")
            #expect(requests.last?.jsonObject?["master_key"] != nil)
        }
    }

    @Test func withoutAPasswordTheAuthenticationRequestIsTheError() async throws {
        try await FakeHomeserver.with(Self.askingForPassword) { fake in
            do {
                try await fake.matrix.uploadCrossSigningKeys(Self.keys, userID: "@bot:x", password: nil)
                Issue.record("the upload succeeded")
            } catch let error as MatrixError {
                #expect(error.authenticationSession == "uia1")
                #expect(error.status == 401)
            }
            #expect(await fake.recorder.requests.count == 1)
        }
    }

    @Test func refusedSignaturesThrow() async throws {
        let answer = #"{"failures":{"@bot:x":{"DEV":{"errcode":"M_INVALID_SIGNATURE","error":"bad"}}}}"#
        try await FakeHomeserver.with(FakeHomeserver.always(answer)) { fake in
            await #expect(throws: SignatureUploadFailure.self) {
                try await fake.matrix.uploadSignatures(["@bot:x": ["DEV": [:]]])
            }
        }
        try await FakeHomeserver.with(FakeHomeserver.always(#"{"failures":{}}"#)) { fake in
            try await fake.matrix.uploadSignatures(["@bot:x": ["DEV": [:]]])
        }
    }
}
