import Foundation
import TestSupport
import Testing
import TrackerCommands
import TrackerCore

/// A run counted in weeks pictures the week under way as far as it got, and says that its
/// circles are weeks, so that they are drawn in even rows.
struct WeekRunPictureTests {
    @Test func theWeekUnderWayIsFilledAsFarAsItGot() throws {
        // Monday 23 November 2026, the default week start.
        let conversation = try PrivateConversation(at: .iso("2026-11-23T09:00:00Z"))
        _ = try conversation.say("/habit add Gym 3 times a week for 8 weeks")
        _ = try conversation.say("/check gym")
        conversation.clock.advance(by: 86_400)
        _ = try conversation.say("/check gym")
        let card = try #require(try conversation.say("/habit 1"))
        guard case .habitRun(let run)? = card.picture else {
            Issue.record("the card has no run picture")
            return
        }
        #expect(run.cells.first == .partial(2.0 / 3.0))
        #expect(run.cells.dropFirst().allSatisfy { $0 == .open })
        #expect(run.cells.count == 8 && run.circlesAreWeeks == true)
        #expect(card.text.plain.contains("2 of 3 this week"))
    }

    @Test func daysAreNotWeeks() throws {
        let conversation = try PrivateConversation(at: .iso("2026-11-23T09:00:00Z"))
        _ = try conversation.say("/habit add Read for 8 days")
        guard case .habitRun(let run)? = try conversation.say("/habit 1")?.picture else {
            Issue.record("the card has no run picture")
            return
        }
        #expect(run.circlesAreWeeks == false)
    }
}
