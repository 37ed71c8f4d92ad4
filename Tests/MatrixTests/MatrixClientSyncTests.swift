import Foundation
import HTTPTestSupport
import Testing

@testable import Matrix

@Suite struct MatrixClientSyncTests {
    @Test func syncSendsSinceTimeoutFilterAndFullState() async throws {
        try await FakeHomeserver.with(FakeHomeserver.always(#"{"next_batch":"s2"}"#)) { fake in
            let response = try await fake.matrix.sync(
                since: "s1_2 3", timeout: .milliseconds(1500), filter: .id("7"), fullState: true)
            #expect(response.nextBatch == "s2")
            #expect(
                response.rooms.join.isEmpty && response.rooms.invite.isEmpty && response.rooms.leave.isEmpty)
            let request = try await fake.last()
            #expect(request.method == "GET")
            #expect(request.path == "/_matrix/client/v3/sync")
            #expect(
                request.query == ["since": "s1_2 3", "timeout": "1500", "filter": "7", "full_state": "true"])
            #expect(request.headers["authorization"] == "Bearer \(FakeHomeserver.token)")
        }
    }

    @Test func anInitialSyncHasNoSinceAndAnInlineFilterIsJSON() async throws {
        try await FakeHomeserver.with(FakeHomeserver.always(#"{"next_batch":"s1"}"#)) { fake in
            _ = try await fake.matrix.sync(timeout: .zero, filter: .inline(.bot(timelineLimit: 5)))
            let request = try await fake.last()
            #expect(request.query["since"] == nil && request.query["full_state"] == nil)
            #expect(request.query["timeout"] == "0")
            let filter = try #require(request.query["filter"])
            let object = try #require(
                try JSONSerialization.jsonObject(with: Data(filter.utf8)) as? [String: Any])
            let timeline = (object["room"] as? [String: Any])?["timeline"] as? [String: Any]
            #expect(timeline?["limit"] as? Int == 5)
        }
    }

    @Test func theHTTPTimeoutOutlastsTheServersLongPoll() async throws {
        // The server holds the poll for 4 s; an HTTP timeout of only `requestTimeout` (2 s) would
        // cut it off. The sum (12 s) leaves room for a machine busy with other tests.
        let responder: FakeHomeserver.Responder = { _, _ in
            try? await Task.sleep(for: .seconds(4))
            return .json(#"{"next_batch":"late"}"#)
        }
        try await FakeHomeserver.with(requestTimeout: .seconds(2), responder) { fake in
            let response = try await fake.matrix.sync(since: "s1", timeout: .seconds(10))
            #expect(response.nextBatch == "late")
        }
    }

    @Test func aSyncWithoutNextBatchIsAnInvalidResponse() async throws {
        try await FakeHomeserver.with(FakeHomeserver.always(#"{"rooms":{}}"#)) { fake in
            await #expect(throws: MatrixError(kind: .invalidResponse, status: 200)) {
                _ = try await fake.matrix.sync(timeout: .zero)
            }
        }
    }

    @Test func timeoutsAreBoundedMilliseconds() {
        #expect(MatrixClient.milliseconds(.seconds(-5)) == 0)
        #expect(MatrixClient.milliseconds(.milliseconds(30_000)) == 30_000)
        #expect(MatrixClient.milliseconds(.seconds(Int64.max)) == 86_400_000)
    }
}
