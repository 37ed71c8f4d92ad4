import Testing
import TrackerCommands
import TrackerCore

/// What the parser makes of awkward input: control characters, unknown subcommands, missing
/// values and long pastes. Parsed on Saturday 2026-11-21.
struct ParserInputTests {
    private let harness = ParserHarness()

    @Test func controlCharactersAreRemovedBeforeParsing() throws {
        #expect(try harness.parse("/todo add a\u{0}b") == .todo(.add(["ab"])))
        #expect(
            try harness.parse("/todo add x\u{7}y\u{1B}[31mz\u{7F}\u{85}\u{9F}") == .todo(.add(["xy[31mz"])))
        // CR and CRLF still end lines; tabs stay.
        #expect(
            try harness.parse("/todo add one\r\ntwo\rthree\tfour")
                == .todo(.add(["one", "two", "three\tfour"])))
        #expect(try harness.parse("/go\u{0}als") == .goal(.list))
        #expect(try harness.parse("\u{0}/todos\u{0}") == .todo(.list))
        #expect(harness.failure("/todo add \u{0}\u{1}").hasPrefix("Say what to do."))
        #expect(
            try harness.parse("/goal add Run\u{0} by dec 31\nbecause\u{8}")
                == .goal(.add(title: "Run", deadline: harness.date("2026-12-31"), why: "because")))
    }

    @Test func unknownTodoSubcommandsGetTheUsageInsteadOfBecomingToDos() {
        let usage = "\nUsage: \(Usage.todo)"
        #expect(harness.failure("/todo 1") == "There is no /todo 1." + usage)
        #expect(harness.failure("/todo dne 1") == "There is no /todo dne." + usage)
        #expect(harness.failure("/todo frobnicate") == "There is no /todo frobnicate." + usage)
        #expect(harness.failure("/todo clear all").hasSuffix(usage))
        #expect(
            harness.failure("/todo\nBuy milk")
                == "To add to-dos, start with /todo add.\nUsage: \(Usage.todoAdd)")
        #expect(harness.failure("/goal abc") == "There is no /goal abc.\nUsage: \(Usage.goal)")
        #expect(harness.failure("/habit abc") == "There is no /habit abc.\nUsage: \(Usage.habit)")
        #expect(harness.failure("/routine abc") == "There is no /routine abc.\nUsage: \(Usage.routine)")
    }

    @Test func aGoalEditNeedsAValueAndNoneClearsDeadlineAndWhyAlike() throws {
        #expect(
            harness.failure("/goal edit 1 by")
                == "Give the new deadline, or none to remove it.\nUsage: \(Usage.goalEdit)")
        #expect(
            harness.failure("/goal edit 1 why")
                == "Give the new why, or none to remove it.\nUsage: \(Usage.goalEdit)")
        #expect(harness.failure("/goal edit 1 why   ").hasPrefix("Give the new why"))
        #expect(try harness.parse("/goal edit 1 by none") == .goal(.editDeadline(.position(1), nil)))
        #expect(try harness.parse("/goal edit 1 by None") == .goal(.editDeadline(.position(1), nil)))
        #expect(try harness.parse("/goal edit 1 why none") == .goal(.editWhy(.position(1), nil)))
        #expect(try harness.parse("/goal edit 1 why NONE") == .goal(.editWhy(.position(1), nil)))
        #expect(
            try harness.parse("/goal edit 1 why none of this is easy")
                == .goal(.editWhy(.position(1), "none of this is easy")))
    }

    @Test func aGoalTitleIsUnquotedWhenEditedAsWhenAdded() throws {
        #expect(
            try harness.parse("/goal edit 1 title \"Stand by me\"")
                == .goal(.editTitle(.position(1), "Stand by me")))
        #expect(
            try harness.parse("/goal edit 1 title “Stand by me”")
                == .goal(.editTitle(.position(1), "Stand by me")))
        #expect(
            try harness.parse("/goal add \"Stand by me\"")
                == .goal(.add(title: "Stand by me", deadline: nil, why: nil)))
        #expect(
            harness.failure("/goal edit 1 title \"Stand by me").hasPrefix(
                "The title's closing quote is missing."))
        #expect(harness.failure("/goal edit 1 title \"\"").hasPrefix("Give the new title."))
        #expect(
            harness.failure("/goal edit 1 title \"Stand\" by me").hasPrefix(
                "Put the whole title inside the quotes."))
    }

    @Test func aDeadlineWithoutATitleAsksForTheTitle() {
        let expected = "Give the goal a title.\nUsage: \(Usage.goalAdd)"
        #expect(harness.failure("/goal add by friday") == expected)
        #expect(harness.failure("/goal add BY friday") == expected)
        #expect(harness.failure("/goal add   by dec 31\nmy why") == expected)
    }

    @Test func wordsAfterEndOrStopNeverNameAChallenge() throws {
        #expect(harness.failure("/challenge end now").hasPrefix("To end the challenge, send /challenge end."))
        #expect(harness.failure("/challenge stop it").hasSuffix("Usage: \(Usage.challenge)"))
        #expect(harness.failure("/challenge Stop snacking for 30 days").hasPrefix("To end the challenge"))
        #expect(
            try harness.parse("/challenge \"Stop snacking\" for 30 days")
                == .group(.startChallenge(habit: "Stop snacking", length: 30)))
        #expect(try harness.parse("/challenge end") == .group(.endChallenge))
    }

    @Test func aLongUnknownNameIsEchoedCut() {
        let long = String(repeating: "x", count: 5000)
        let clipped = String(repeating: "x", count: 31) + "…"
        #expect(harness.failure("/" + long) == "I don't know /\(clipped). Send /help to see what I can do.")
        #expect(harness.failure("/goal " + long) == "There is no /goal \(clipped).\nUsage: \(Usage.goal)")
        #expect(harness.failure("/todo " + long).hasPrefix("There is no /todo \(clipped)."))
        #expect(
            harness.failure("/" + String(repeating: "y", count: 32)).contains(
                String(repeating: "y", count: 32) + "."))
    }
}

extension ParserInputTests {
    @Test func valuesThatCannotBeReadAreEchoedCutToo() {
        let long = String(repeating: "z", count: 500)
        let clipped = "“" + String(repeating: "z", count: 31) + "…”"
        for command in [
            "/remind ", "/timezone ", "/calendar ", "/routine edit 1 time ", "/routine edit 1 days ",
        ] {
            let reply = harness.failure(command + long)
            #expect(reply.contains(clipped), "\(command)")
            #expect(!reply.contains(String(repeating: "z", count: 33)), "\(command)")
        }
    }
}
