import Foundation
import HTTPClient
import Matrix
import MatrixTestSupport
import SQLiteStore
import Testing
import TrackerCore

/// A room upgraded on the homeserver: the bot follows it to its replacement. Part of the
/// homeserver suite, whose tests take turns with the bot's account.
extension MatrixBotHomeserverTests {
    @Test func anUpgradedRoomGoesOnInItsReplacement() async throws {
        try await HomeserverScene.with(logger: logger) { scene in
            try await anUpgradedRoomGoesOnInItsReplacement(scene)
        }
    }

    private func anUpgradedRoomGoesOnInItsReplacement(_ scene: HomeserverScene) async throws {
        let (environment, alice, aliceSync, bot) = (
            scene.environment, scene.alice, scene.aliceSync, scene.bot
        )
        func notices(in roomID: String) -> [String] {
            (aliceSync.timelines[roomID] ?? []).compactMap { event in
                event.sender == bot ? event.message?.body : nil
            }
        }
        try await withBot(environment, database: scene.database) {
            let old = try await alice.createRoom(CreateRoomOptions(invite: [bot], preset: "public_chat"))
            try await aliceSync.waitUntil { _ in
                (aliceSync.timelines[old] ?? []).contains {
                    $0.stateKey == bot && $0.member?.membership == .join
                }
            }
            _ = try await alice.sendMessage(
                roomID: old, txnID: UUID().uuidString,
                content: MessageContent(msgtype: .text, body: "!todo add Milk"))
            try await aliceSync.waitUntil { _ in notices(in: old).contains { $0.hasPrefix("📝 Added") } }

            let encoded = old.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? old
            let response = try await scene.http.send(
                HTTPRequest(
                    method: .post,
                    url: environment.homeserverURL + "/_matrix/client/v3/rooms/\(encoded)/upgrade",
                    headers: ["Authorization": "Bearer \(environment.aliceToken)"],
                    body: .json(Data(#"{"new_version":"12"}"#.utf8))))
            let replacement = try #require(
                (try JSONSerialization.jsonObject(with: response.body) as? [String: Any])?["replacement_room"]
                    as? String)
            // The bot follows the tombstone, and answers there.
            try await aliceSync.waitUntil { _ in
                (aliceSync.timelines[replacement] ?? []).contains {
                    $0.stateKey == bot && $0.member?.membership == .join
                }
            }
            _ = try await alice.sendMessage(
                roomID: replacement, txnID: UUID().uuidString,
                content: MessageContent(msgtype: .text, body: "!todos"))
            try await aliceSync.waitUntil { _ in notices(in: replacement).contains { $0.contains("Milk") } }
        }
    }
}
