import Foundation
import Testing
import TrackerCore
import TrackerStore

@testable import TrackerCommands

/// A reminder keeps what is left to press after a ✅: each habit checked in from it is
/// marked done, and its button goes, or stays in its place where keys stay on the message.
struct ReminderCheckedInTests {
    private let day = LocalDate(year: 2027, month: 1, day: 4)!

    private func habit(_ id: Int64, _ name: String) -> Habit {
        Habit(id: id, userID: 1, name: name, runStartedOn: day, createdAt: .init(timeIntervalSince1970: 0))
    }

    private func nudge(_ habits: [Habit]) -> Reply {
        var digest = ReminderDigest(day: day)
        digest.unchecked = habits
        return ReminderReplies.reply(digest, owner: 1, Localizer(.english))
    }

    @Test func theButtonGoesWhereKeysAreListedAnew() throws {
        let (read, water) = (habit(1, "Read"), habit(2, "Water"))
        let sent = try #require(MessageReplies([nudge([read, water])]))
        let kept = try #require(
            ReminderReplies.checkedIn(
                [read], from: sent, answer: Reply("Read: done."),
                keepingPlaces: false))
        #expect(kept.buttons.joined().map(\.label) == ["✅ Water"])
        #expect(kept.text.plain.contains("• ✅ Read") && kept.text.plain.hasSuffix("\n\nRead: done."))
        #expect(kept.text.spans.contains(RichText.Span("Read", .strike)))
    }

    @Test func theButtonKeepsItsPlaceWhereKeysStayOnTheMessage() throws {
        let (read, water) = (habit(1, "Read"), habit(2, "Water"))
        let sent = try #require(MessageReplies([nudge([read, water])]))
        let kept = try #require(
            ReminderReplies.checkedIn(
                [read], from: sent, answer: Reply("Read: done."),
                keepingPlaces: true))
        #expect(kept.buttons.joined().map(\.label) == ["☑️ Read", "✅ Water"])
        #expect(kept.buttons.joined().map(\.data) == sent.first.buttons.joined().map(\.data))
    }

    @Test func theLastOneToPressLeavesTheAnswerAlone() throws {
        let (read, water) = (habit(1, "Read"), habit(2, "Water"))
        let sent = try #require(MessageReplies([nudge([read, water])]))
        #expect(
            ReminderReplies.checkedIn(
                [water, read], from: sent, answer: Reply("Water: done."),
                keepingPlaces: false) == nil)
    }
}
