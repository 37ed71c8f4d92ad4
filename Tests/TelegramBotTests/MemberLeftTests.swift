import Foundation
import Telegram
import Testing
import TrackerCore

@testable import TelegramBot

/// Telegram's note that someone left a group becomes the event that takes them out of its
/// challenge, as on Matrix.
struct MemberLeftTests {
    private func update(_ json: String) throws -> Update {
        try JSONDecoder().decode(Update.self, from: Data(json.utf8))
    }

    @Test func someoneLeavingAGroupLeavesIt() throws {
        let left = try update(
            #"""
            {"update_id":7,"message":{"message_id":3,"date":1767225600,"chat":{"id":-100,"type":"supergroup"},"from":{"id":222,"is_bot":false,"first_name":"Bob"},"left_chat_member":{"id":222,"is_bot":false,"first_name":"Bob"}}}
            """#)
        guard
            case .memberLeft(let chat, let userID) = UpdateTranslator(botUsername: "TrackerBot").translate(
                left)
        else {
            Issue.record("not a member leaving")
            return
        }
        #expect(chat == ChatAddress(platform: "telegram", id: "-100"))
        #expect(userID == "222")
    }
}
