import Matrix
import Testing
import TrackerCore

@testable import MatrixBot

/// Which messages notify: what the bot says first goes as text that mentions whom it is for;
/// answers go as notices, replying to the command (in its thread, if it had one).
struct MessageKindTests {
    private let room = ChatAddress(platform: "matrix", id: "!dm")

    @Test func whatTheBotSaysFirstIsTextMentioningItsRecipient() {
        let reminder = MessageKind.content(
            of: Outgoing(chat: room, reply: Reply("☀️ Time for Read")), text: "☀️ Time for Read",
            recipient: "@ann:hs")
        #expect(reminder.msgtype == .text)
        #expect(reminder.mentions?.userIDs == ["@ann:hs"])
        #expect(reminder.relatesTo == nil)
        // A group's last call mentions the members it names, and no one else.
        let text: RichText = "⏰ Still open for \(mention: "Ann", userID: "@ann:hs")"
        let lastCall = MessageKind.content(
            of: Outgoing(chat: room, reply: Reply(text)), text: text, recipient: nil)
        #expect(lastCall.msgtype == .text && lastCall.mentions?.userIDs == ["@ann:hs"])
    }

    @Test func answersAreNoticesReplyingInTheCommandsThread() {
        let answer = Outgoing(chat: room, reply: Reply("📝 Added"), inReplyTo: "$command")
        let plain = MessageKind.content(of: answer, text: "📝 Added", recipient: "@ann:hs")
        #expect(plain.msgtype == .notice)
        #expect(plain.relatesTo?.repliedToEventID == "$command" && plain.threadRootID == nil)
        let threaded = MessageKind.content(of: answer, text: "📝 Added", recipient: "@ann:hs", thread: "$root")
        #expect(threaded.msgtype == .notice)
        #expect(threaded.threadRootID == "$root" && threaded.relatesTo?.repliedToEventID == "$command")
    }
}
