import Foundation
import Testing
import TrackerCore
import TrackerStore

@testable import TrackerCommands

/// A reminder keeps what is left to press after a ✅: each habit checked in from it is
/// marked done, its button goes, and the check-in's answer comes under it.
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

    @Test func theButtonGoesAndTheAnswerComesUnderIt() throws {
        let (read, water) = (habit(1, "Read"), habit(2, "Water"))
        let sent = try #require(MessageReplies([nudge([read, water])]))
        let kept = try #require(
            ReminderReplies.checkedIn(
                [read], from: sent, answer: Reply("Read: done.")))
        #expect(kept.buttons.joined().map(\.label) == ["✅ Water"])
        #expect(kept.text.plain.contains("• ✅ Read") && kept.text.plain.hasSuffix("\n\nRead: done."))
        #expect(kept.text.spans.contains(RichText.Span("Read", .strike)))
    }

    @Test func aCelebrationsPictureComesWithTheReminder() throws {
        let (read, water) = (habit(1, "Read"), habit(2, "Water"))
        let sent = try #require(MessageReplies([nudge([read, water])]))
        let run = Picture.habitRun(
            HabitRunPicture(title: "Read", cells: [.done, .done], today: 1, caption: "2 of 2 days"))
        let kept = try #require(
            ReminderReplies.checkedIn(
                [read], from: sent, answer: Reply("🎉 Read: all 2 days done!", picture: run)))
        #expect(kept.picture == run && kept.text.plain.hasSuffix("\n\n🎉 Read: all 2 days done!"))
        #expect(kept.buttons.joined().map(\.label) == ["✅ Water"])
    }

    @Test func theLastOneToPressLeavesTheAnswerAlone() throws {
        let (read, water) = (habit(1, "Read"), habit(2, "Water"))
        let sent = try #require(MessageReplies([nudge([read, water])]))
        #expect(
            ReminderReplies.checkedIn(
                [water, read], from: sent, answer: Reply("Water: done.")) == nil)
    }
}
