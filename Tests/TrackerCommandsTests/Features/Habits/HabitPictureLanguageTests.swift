import Foundation
import TestSupport
import Testing
import TrackerCommands
import TrackerCore

/// A habit's pictures are drawn in the chat's language, with the card's words on where the
/// run stands as their caption.
struct HabitPictureLanguageTests {
    @Test func aHabitsCardAndItsMilestoneAreDrawnInTheChatsLanguage() throws {
        let conversation = try PrivateConversation(at: .iso("2026-11-23T09:00:00Z"))
        _ = try conversation.say("/language ru")
        _ = try conversation.say("/habit add Вода 8 стаканов a day for 1 day")
        let card = try #require(try conversation.say("/habit 1"))
        guard case .habitRun(let run)? = card.picture else {
            Issue.record("the card has no run picture")
            return
        }
        #expect(run.language == .russian)
        #expect(run.caption == "День 1 из 1")
        let done = try #require(try conversation.say("/check вода 8"))
        guard case .habitRun(let finished)? = done.picture else {
            Issue.record("the finished program has no picture")
            return
        }
        #expect(finished.language == .russian)
        #expect(finished.caption.hasPrefix("1 день — выполнено!"))
    }
}
