import Testing
import TrackerCommands
import TrackerCore

/// Reminders, pauses, views and data commands, parsed on Saturday 2026-11-21.
struct SettingsAndViewsParserTests {
    private let harness = ParserHarness()

    @Test func reminderTimes() throws {
        #expect(try harness.parse("/remind 7:30") == .settings(.remind(TimeOfDay(hour: 7, minute: 30))))
        #expect(try harness.parse("/remind 8pm") == .settings(.remind(TimeOfDay(hour: 20, minute: 0))))
        #expect(try harness.parse("/remind off") == .settings(.remind(nil)))
        #expect(try harness.parse("/warn 21:15") == .settings(.warn(TimeOfDay(hour: 21, minute: 15))))
        #expect(try harness.parse("/warn OFF") == .settings(.warn(nil)))
        #expect(harness.failure("/remind") == "Give a time such as 09:00, or off.\nUsage: \(Usage.remind)")
        #expect(
            harness.failure("/warn soonish")
                == "I couldn't read “soonish” as a time. Try 09:00, 7:30am or off.\nUsage: \(Usage.warn)")
    }

    @Test func weekStartAndSettings() throws {
        #expect(try harness.parse("/weekstart sun") == .settings(.weekStart(.sunday)))
        #expect(try harness.parse("/weekstart Sunday") == .settings(.weekStart(.sunday)))
        #expect(try harness.parse("/weekstart mon") == .settings(.weekStart(.monday)))
        #expect(
            harness.failure("/weekstart wed")
                == "Weeks can start on Monday or Sunday.\nUsage: \(Usage.weekStart)")
        #expect(harness.failure("/weekstart").hasSuffix("Usage: \(Usage.weekStart)"))
        #expect(try harness.parse("/settings") == .settings(.show))
    }

    @Test func pauseForms() throws {
        let today = harness.date("2026-11-21")
        #expect(
            try harness.parse("/pause until friday")
                == .pause(.pause(from: today, through: harness.date("2026-11-27"))))
        #expect(
            try harness.parse("/pause till 2026-12-01")
                == .pause(.pause(from: today, through: harness.date("2026-12-01"))))
        #expect(
            try harness.parse("/pause tomorrow")
                == .pause(.pause(from: today, through: harness.date("2026-11-22"))))
        #expect(try harness.parse("/pause until today") == .pause(.pause(from: today, through: today)))
        #expect(
            try harness.parse("/pause from monday until friday")
                == .pause(.pause(from: harness.date("2026-11-23"), through: harness.date("2026-11-27"))))
        #expect(
            try harness.parse("/pause from today to dec 24")
                == .pause(.pause(from: today, through: harness.date("2026-12-24"))))
        #expect(try harness.parse("/resume") == .pause(.resume))
    }

    @Test func pausesAreNeverBackdated() {
        let usage = "\nUsage: \(Usage.pause)"
        #expect(
            harness.failure("/pause from yesterday until friday")
                == "A pause can't start in the past (yesterday): those days have already counted. "
                + "Start it today: /pause until <date>" + usage)
        #expect(
            harness.failure("/pause until yesterday")
                == "Yesterday has already passed: a pause lasts until today or later." + usage)
        #expect(
            harness.failure("/pause from friday until monday") == "That pause would end before it starts."
                + usage)
        #expect(
            harness.failure("/pause until in 2 years") == "That pause is 732 days; keep it to 366." + usage)
        #expect(harness.failure("/pause") == "Until when? For example: /pause until sunday" + usage)
        #expect(harness.failure("/pause from monday").hasPrefix("Say until when"))
        #expect(harness.failure("/pause until someday").hasPrefix("I couldn't read “someday” as a date."))
    }

    @Test func views() throws {
        #expect(try harness.parse("/me") == .view(.profile))
        #expect(try harness.parse("/today") == .view(.today))
        #expect(try harness.parse("/progress") == .view(.progress))
        #expect(try harness.parse("/history") == .view(.history(search: nil)))
        #expect(try harness.parse("/history Marathon run") == .view(.history(search: "Marathon run")))
        #expect(
            harness.failure("/history " + String(repeating: "x", count: 201)).hasPrefix(
                "That is 201 characters"))
        #expect(try harness.parse("/calendar") == .view(.calendar(month: harness.date("2026-11-01"))))
        #expect(try harness.parse("/calendar 2026-03") == .view(.calendar(month: harness.date("2026-03-01"))))
        #expect(try harness.parse("/calendar dec") == .view(.calendar(month: harness.date("2026-12-01"))))
        #expect(
            try harness.parse("/calendar next month") == .view(.calendar(month: harness.date("2026-12-01"))))
        #expect(
            harness.failure("/calendar someday")
                == "I couldn't read “someday” as a month. "
                + "Try 2026-12, dec, december 2026, next month, or year for the last 12 months.\n"
                + "Usage: \(Usage.calendar)")
        #expect(try harness.parse("/calendar year") == .view(.year))
        #expect(try harness.parse("/cal  YEAR ") == .view(.year))
        #expect(harness.failure("/calendar yaer").hasPrefix("I couldn't read “yaer” as a month."))
        #expect(harness.failure("/calendar year 2025").hasSuffix("Usage: \(Usage.calendar)"))
    }

    @Test func dataAndTips() throws {
        #expect(try harness.parse("/export") == .data(.export))
        #expect(try harness.parse("/forget") == .data(.forget))
        #expect(try harness.parse("/tip") == .tip)
    }
}
