import Foundation
import TestSupport
import Testing
import TrackerCore
import TrackerStore

/// Reactions that pressed toggles, on each store: kept a week, for their reactor only.
@Suite struct ReactionPressStoreTests {
    let chat = ChatAddress(platform: "matrix", id: "!room")
    let start = Date(timeIntervalSince1970: 1_790_000_000)

    @Test(arguments: StoreKind.available)
    func aPressIsKeptAWeekForItsReactor(_ kind: StoreKind) async throws {
        try await kind.withRows { rows in
            let store = rows.store
            try rows.user("@ann:hs", of: "matrix", named: "Ann")
            let first = ReactionPress(chat: chat, eventID: "$r1", messageID: "$m", data: "1|r.x:1:2")
            let second = ReactionPress(chat: chat, eventID: "$r2", messageID: "$m", data: "1|r.x:1:3")
            try await store.write { tx throws in
                try tx.reactionPresses.remember(first, by: "@ann:hs", at: start)
                // Someone the bot has never seen owns no toggles: nothing to remember.
                try tx.reactionPresses.remember(second, by: "@nobody:hs", at: start)
                // The same reaction again keeps the first press.
                var changed = first
                changed.data = "1|r.x:9:9"
                try tx.reactionPresses.remember(changed, by: "@ann:hs", at: start + 1)
            }
            try await store.read { tx throws in
                #expect(try tx.reactionPresses.press(ofReaction: "$r1", in: chat, by: "@ann:hs") == first)
                #expect(try tx.reactionPresses.press(ofReaction: "$r1", in: chat, by: "@bob:hs") == nil)
                #expect(
                    try tx.reactionPresses.press(
                        ofReaction: "$r1", in: ChatAddress(platform: "matrix", id: "!other"), by: "@ann:hs")
                        == nil)
                #expect(try tx.reactionPresses.press(ofReaction: "$r2", in: chat, by: "@nobody:hs") == nil)
            }
            // A week and a day later the first is forgotten when the next is remembered.
            try await store.write { tx throws in
                try tx.reactionPresses.remember(second, by: "@ann:hs", at: start + 8 * 24 * 3600)
            }
            try await store.read { tx throws in
                #expect(try tx.reactionPresses.press(ofReaction: "$r1", in: chat, by: "@ann:hs") == nil)
                #expect(try tx.reactionPresses.press(ofReaction: "$r2", in: chat, by: "@ann:hs") == second)
            }
        }
    }
}
