import Foundation
import SQLiteStore
import TestSupport
import Testing
import TrackerCommands
import TrackerCore

/// A habit's card carries its run as a picture: what the circles show is what the text says.
/// Check-ins that complete a week or the program carry it too; other check-ins do not.
struct HabitPictureTests {
    /// A conversation that starts on Monday 23 November 2026, 09:00 UTC.
    private func conversation() throws -> PrivateConversation {
        try PrivateConversation(at: .iso("2026-11-23T09:00:00Z"))
    }

    @Test func theCardDrawsTheRunAsItStands() throws {
        let conversation = try conversation()
        func say(_ text: String) throws -> Reply? { try conversation.say(text) }
        let clock = conversation.clock
        _ = try say("/habit add Water 8 glasses a day for 5 days")
        _ = try say("/check water 8")
        clock.advance(by: 86_400)
        _ = try say("/check water 3")
        let card = try #require(try say("/habit 1"))
        guard case .habitRun(let run)? = card.picture else {
            Issue.record("the card has no run picture")
            return
        }
        #expect(run.title == "Water")
        #expect(run.cells == [.done, .partial(3.0 / 8.0), .open, .open, .open])
        #expect(run.today == 1)
        #expect(card.text.plain.contains(run.caption) && run.caption.hasPrefix("Day 2 of 5"))
    }

    @Test func aDailyRunsSeventhDayAndItsLastCarryTheRun() throws {
        let conversation = try conversation()
        _ = try conversation.say("/habit add Stretch for 14 days")
        var pictured: [Int] = []
        for day in 1...14 {
            let reply = try #require(try conversation.say("/check stretch"))
            if case .habitRun(let run)? = reply.picture {
                pictured.append(day)
                #expect(run.today == day - 1)
                #expect(run.cells.prefix(day).allSatisfy { $0 == .done })
                #expect(reply.text.plain.contains(run.caption))
                #expect(!run.caption.contains("Stretch"))
            }
            // A second check-in the same day is answered in words.
            #expect(try conversation.say("/check stretch")?.picture == nil)
            conversation.clock.advance(by: 86_400)
        }
        #expect(pictured == [7, 14])
    }

    @Test func aWeeklyTargetPicturesTheCheckInThatMeetsTheWeek() throws {
        let conversation = try conversation()
        // 2026-11-23 is a Monday, the default week start.
        _ = try conversation.say("/habit add Gym 2 times a week for 4 weeks")
        #expect(try conversation.say("/check gym")?.picture == nil)
        conversation.clock.advance(by: 86_400)
        let reply = try #require(try conversation.say("/check gym"))
        guard case .habitRun(let run)? = reply.picture else {
            Issue.record("meeting the week's target carries no picture: \(reply.text.plain)")
            return
        }
        #expect(run.cells == [.done, .open, .open, .open])
        #expect(run.today == 0)
        conversation.clock.advance(by: 86_400)
        // An extra check-in in a week already met is not a milestone.
        #expect(try conversation.say("/check gym")?.picture == nil)
    }

    @Test func aMeasurableDayPartlyDoneIsNotAMilestone() throws {
        let conversation = try conversation()
        _ = try conversation.say("/habit add Water 8 glasses a day for 7 days")
        for _ in 1...6 {
            _ = try conversation.say("/check water 8")
            conversation.clock.advance(by: 86_400)
        }
        #expect(try conversation.say("/check water 3")?.picture == nil)
        let last = try #require(try conversation.say("/check water 5"))
        guard case .habitRun(let run)? = last.picture else {
            Issue.record("the program's last day carries no picture: \(last.text.plain)")
            return
        }
        #expect(run.cells == Array(repeating: .done, count: 7))
    }
}
