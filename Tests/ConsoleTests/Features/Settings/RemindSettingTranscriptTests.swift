import Foundation
import GRDB
import TestSupport
import Testing
import TrackerCore

/// Reminders and warnings switched off and on again, and the default time when none is kept.
struct RemindSettingTranscriptTests: ConsoleOnNovember21 {
    @Test func remindAndWarnComeBackOnAfterOff() throws {
        let console = try makeConsole()
        try console.send("/habit add Read")
        try console.send("/remind 7:30")
        try console.send("/remind off")
        #expect(
            try console.send("/remind on")
                == "⏰ I'll nudge you every day at 07:30 with what's on for the day.")
        #expect(
            try console.send("/remind ON")
                == "The daily nudge is already on, at 07:30. Change the time with /remind <HH:MM>.")
        // The warning kept its default time: on after off brings that back.
        try console.send("/warn off")
        #expect(try console.send("/warn on").hasPrefix("⚠️ At 21:00 I'll warn you"))
        let settings = try console.send("/settings")
        #expect(settings.contains("Daily nudge: 07:30 — /remind\nStreak warning: 21:00 — /warn"))
        // The nudge is scheduled again, for tomorrow morning.
        #expect(try console.wait(until: .iso("2026-11-22T07:30:00Z")).contains("Read"))
    }

    @Test func remindOnWithNoTimeKeptUsesTheDefault() throws {
        let console = try makeConsole()
        // As after an upgrade: the reminder is off and no time was kept for it.
        try console.send("/remind off")
        try console.database.write { db in try db.execute(sql: "DELETE FROM reminderTimeOff") }
        #expect(
            try console.send("/remind on")
                == "⏰ I'll nudge you every day at 09:00 with what's on for the day.")
        // A kept time is used once: off and on again keeps the time the reminder had.
        try console.send("/remind 6:45")
        try console.send("/remind off")
        try console.send("/remind on")
        #expect(try console.send("/settings").contains("Daily nudge: 06:45 — /remind"))
    }
}
