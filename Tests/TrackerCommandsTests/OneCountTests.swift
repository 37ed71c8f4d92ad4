import Foundation
import TestSupport
import Testing
import TrackerCommands
import TrackerCore

/// One definition per number: a partly done day, an extra check-in and a weekly target's
/// optional days count the same in every view. (A broken run asking for nothing more is in
/// ``HeatmapCommandTests``.)
struct OneCountTests {
    @discardableResult
    private func say(_ conversation: PrivateConversation, _ text: String) throws -> String {
        try #require(try conversation.say(text)).text.plain
    }

    /// 3 of 8 glasses is partly done: not a check-in in `/calendar` nor in `/calendar year`.
    @Test func aPartlyDoneDayIsNoCheckInAnywhere() throws {
        let chat = try PrivateConversation(at: .iso("2026-03-02T09:00:00Z"))
        try say(chat, "/habit add Water 8 glasses a day")
        try say(chat, "/check water 3")
        #expect(try say(chat, "/calendar").contains("0 reached, 0 check-ins."))
        #expect(try say(chat, "/calendar year").contains("0 days with a check-in"))
        #expect(try say(chat, "/habit 1 history").contains("Done on 0 of 1 due day, partly on 1"))
    }

    /// Piano on Mon, Wed, Fri from Monday 2 March: 6 of its 7 due days through Wednesday the
    /// 18th (its first day, skipped, asked for nothing), and a Saturday check-in, which is an
    /// extra and not a due day.
    @Test func anExtraCheckInIsNotADueDay() throws {
        let chat = try PrivateConversation(at: .iso("2026-03-02T09:00:00Z"))
        try say(chat, "/habit add Piano on mon,wed,fri for 8 weeks")
        for day in ["03-04", "03-06", "03-07", "03-09", "03-11", "03-13", "03-16"] {
            chat.clock.set(.iso("2026-\(day)T09:00:00Z"))
            try say(chat, "/check piano")
        }
        chat.clock.set(.iso("2026-03-18T09:00:00Z"))
        let history = try say(chat, "/habit 1 history")
        #expect(history.contains("\nMar 6/7\n"), "\(history)")
        #expect(history.contains("Done on 6 of 7 due days + 1 extra"), "\(history)")
        #expect(try say(chat, "/habit 1").contains("1 extra"))
        #expect(try say(chat, "/calendar").contains("7 check-ins."))
    }

    /// A weekly target's days are each optional: its months count days checked in, with no
    /// denominator of every day.
    @Test func aWeeklyTargetCountsDaysCheckedIn() throws {
        let chat = try PrivateConversation(at: .iso("2026-03-02T09:00:00Z"))
        try say(chat, "/habit add Gym 3 times a week")
        for day in ["03-02", "03-03", "03-05", "03-09", "03-10", "03-12", "03-16"] {
            chat.clock.set(.iso("2026-\(day)T09:00:00Z"))
            try say(chat, "/check gym")
        }
        let history = try say(chat, "/habit 1 history")
        #expect(history.contains("\nMar 7\n"), "\(history)")
        #expect(history.contains("Checked in on 7 days"), "\(history)")
    }
}
