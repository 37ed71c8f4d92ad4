import Foundation
import TestSupport
import Testing
import TrackerCommands
import TrackerCore

/// A goal's picture is drawn in the chat's language, with the card's words on the deadline as
/// its caption.
struct GoalPictureLanguageTests {
    @Test func aGoalsCardIsDrawnInTheChatsLanguage() throws {
        let conversation = try PrivateConversation(at: .iso("2026-11-23T09:00:00Z"))
        _ = try conversation.say("/language de")
        _ = try conversation.say("/goal add Marathon by tomorrow")
        let card = try #require(try conversation.say("/goal 1"))
        guard case .goalCard(let picture)? = card.picture else {
            Issue.record("the card has no picture")
            return
        }
        #expect(picture.language == .german)
        #expect(picture.caption == "Frist: morgen")
    }
}
