import Foundation
import TestSupport
import Testing
import TrackerCommands
import TrackerCore

/// A move west puts the clock's local day before days the user already lived: those days
/// stay lived, and nothing is ever dated in the future.
struct ZoneChangeTests {
    @discardableResult
    private func say(_ conversation: PrivateConversation, _ text: String) throws -> String {
        try #require(try conversation.say(text)).text.plain
    }

    @Test func movingWestNeverShowsACheckInInTheFuture() throws {
        // 10:00 on Monday 23 November in Tokyo.
        let chat = try PrivateConversation(at: .iso("2026-11-23T01:00:00Z"))
        try say(chat, "/timezone Asia/Tokyo")
        try say(chat, "/habit add Read")
        try say(chat, "/check read")
        // 08:00 on Tuesday in Tokyo, then New York, where it is 18:00 on Monday.
        chat.clock.set(.iso("2026-11-23T23:00:00Z"))
        try say(chat, "/check read")
        try say(chat, "/timezone America/New_York")
        let card = try say(chat, "/habit 1")
        #expect(!card.contains("tomorrow"), "\(card)")
        #expect(card.contains("Day 2 of 21 · streak 2 days"), "\(card)")
        #expect(try say(chat, "/check read").contains("already"))
        // Tuesday in New York is the same Tuesday; Wednesday comes as usual.
        chat.clock.set(.iso("2026-11-25T14:00:00Z"))
        #expect(try say(chat, "/check read").contains("day 3 of 21"))
    }
}
