import TestSupport
import Testing
import TrackerCommands
import TrackerCore

/// Every command form, parsed relative to a fixed day: Saturday 2026-11-21.
struct CommandParserTests {
    private let parser = CommandParser(today: LocalDate(iso: "2026-11-21")!)

    private func date(_ text: String) -> LocalDate { LocalDate(iso: text)! }

    private func parse(_ text: String) throws -> Action { try parser.parse(text) }

    /// The error's text and usage, for a command expected to fail.
    private func failure(_ text: String) -> String {
        do {
            let action = try parser.parse(text)
            return "parsed as \(action)"
        } catch {
            return error.reply.text.plain
        }
    }

    @Test func basicsAreCaseInsensitiveAndAcceptABotName() throws {
        #expect(try parse("/start") == .start)
        #expect(try parse("/START") == .start)
        #expect(try parse("/goals@TrackerBot") == .goal(.list))
        #expect(try parse("/Help goals") == .help(topic: "goals"))
        #expect(try parse("/help") == .help(topic: nil))
        #expect(try parse("  /habits  ") == .habit(.list))
        #expect(try parse("/todos") == .todo(.list))
    }

    @Test(arguments: [
        ("/goal add Run a marathon by june 1", "Run a marathon", "2027-06-01"),
        ("/goal add Finish report by 2026-12-31", "Finish report", "2026-12-31"),
        ("/goal add Finish report by 31.12.2026", "Finish report", "2026-12-31"),
        ("/goal add Finish report by dec 31", "Finish report", "2026-12-31"),
        ("/goal add Finish report by 31 december", "Finish report", "2026-12-31"),
        ("/goal add Tidy up by today", "Tidy up", "2026-11-21"),
        ("/goal add Tidy up by tomorrow", "Tidy up", "2026-11-22"),
        ("/goal add Call by friday", "Call", "2026-11-27"),
        ("/goal add Call by next friday", "Call", "2026-11-27"),
        ("/goal add Ship by in 3 weeks", "Ship", "2026-12-12"),
        ("/goal add Pay rent by end of month", "Pay rent", "2026-11-30"),
        ("/goal add \"Stand by me\" by friday", "Stand by me", "2026-11-27"),
        ("/GOAL ADD Learn Swift By Dec 31", "Learn Swift", "2026-12-31"),
    ])
    func goalAddReadsTitleAndDeadline(text: String, title: String, deadline: String) throws {
        #expect(try parse(text) == .goal(.add(title: title, deadline: date(deadline), why: nil)))
    }

    @Test func goalAddTakesTheFollowingLinesAsTheWhy() throws {
        #expect(
            try parse("/goal add Run a marathon\nI want to be fit\n\nand see Berlin")
                == .goal(
                    .add(title: "Run a marathon", deadline: nil, why: "I want to be fit\nand see Berlin")))
        #expect(
            try parse("/goal add \"Stand by me\"")
                == .goal(.add(title: "Stand by me", deadline: nil, why: nil)))
    }

    @Test func goalCommandsTakeListNumbers() throws {
        #expect(try parse("/goal 2") == .goal(.show(.position(2))))
        #expect(try parse("/goal #2") == .goal(.show(.position(2))))
        #expect(try parse("/goal") == .goal(.list))
        #expect(try parse("/goal done 1") == .goal(.complete(.position(1))))
        #expect(try parse("/goal reopen 3") == .goal(.reopen(.position(3))))
        #expect(try parse("/goal delete 3") == .goal(.delete(.position(3))))
        #expect(try parse("/goal step 1 Buy shoes") == .goal(.addStep(.position(1), "Buy shoes")))
        #expect(try parse("/goal tick 1 2") == .goal(.tick(.position(1), step: 2)))
        #expect(
            try parse("/goal edit 1 title Run two marathons")
                == .goal(.editTitle(.position(1), "Run two marathons")))
        #expect(try parse("/goal edit 1 by dec 31") == .goal(.editDeadline(.position(1), date("2026-12-31"))))
        #expect(try parse("/goal edit 1 by none") == .goal(.editDeadline(.position(1), nil)))
        #expect(
            try parse("/goal edit 1 why For my kids\nand me")
                == .goal(.editWhy(.position(1), "For my kids\nand me")))
        #expect(try parse("/goal edit 1 why none") == .goal(.editWhy(.position(1), nil)))
    }

    @Test func goalErrorsSayWhatIsWrongAndShowTheUsage() throws {
        #expect(failure("/goal add") == "Give the goal a title.\nUsage: \(Usage.goalAdd)")
        #expect(failure("/goal add Run by 2020-01-01").hasPrefix("Wed 1 Jan 2020 is in the past"))
        #expect(failure("/goal add Learn by someday").hasPrefix("I couldn't read “someday” as a date"))
        #expect(failure("/goal add Learn by someday").contains("/goal add \"Stand by me\""))
        #expect(failure("/goal add Run by 31.04.2027").hasSuffix("Usage: \(Usage.goalAdd)"))
        #expect(failure("/goal add \"Unclosed by friday").hasPrefix("The title's closing quote is missing."))
        #expect(
            failure("/goal add " + String(repeating: "x", count: 201)).hasPrefix("That is 201 characters"))
        #expect(
            failure("/goal add Run\n" + String(repeating: "y", count: 2001)).hasPrefix(
                "The why is 2001 characters"))
        #expect(
            failure("/goal done") == "Which one? Give its number from the list.\nUsage: \(Usage.goalDone)")
        #expect(try parse("/goal done Run a marathon") == .goal(.complete(.name("Run a marathon"))))
        #expect(
            failure("/goal tick abc 1") == "“abc” is not a number from your list.\nUsage: \(Usage.goalTick)")
        #expect(failure("/goal done 0").hasPrefix("Numbers in lists start at 1."))
        #expect(failure("/goal tick 1").hasSuffix("Usage: \(Usage.goalTick)"))
        #expect(failure("/goal step 1").hasPrefix("Say what the checkpoint is."))
        #expect(
            failure("/goal edit 1 colour red").hasPrefix("You can edit a goal's title, by (deadline) or why.")
        )
        #expect(failure("/goal edit 1 by yesterday").hasPrefix("Yesterday is in the past"))
        #expect(failure("/goal fly 1") == "There is no /goal fly.\nUsage: \(Usage.goal)")
    }

    @Test func habitForms() throws {
        #expect(try parse("/habit add Read") == .habit(.add(name: "Read", length: 21)))
        #expect(
            try parse("/habit add Read 10 pages for 30 days")
                == .habit(.add(name: "Read 10 pages", length: 30)))
        #expect(try parse("/habit add Floss for 1 day") == .habit(.add(name: "Floss", length: 1)))
        #expect(try parse("/check") == .habit(.check(nil)))
        #expect(try parse("/check 2") == .habit(.check(.position(2))))
        #expect(try parse("/check read 10 pages") == .habit(.check(.name("read 10 pages"))))
        #expect(try parse("/habit reset 1") == .habit(.reset(.position(1))))
        #expect(try parse("/habit delete 1") == .habit(.delete(.position(1))))
    }

    @Test func habitErrors() {
        #expect(failure("/habit add") == "Give the habit a name.\nUsage: \(Usage.habitAdd)")
        #expect(failure("/habit add   for 5 days") == "Give the habit a name.\nUsage: \(Usage.habitAdd)")
        #expect(
            failure("/habit add Read for 0 days")
                == "A program lasts 1 to 365 days.\nUsage: \(Usage.habitAdd)")
        #expect(failure("/habit add Read for 366 days").hasPrefix("A program lasts 1 to 365 days."))
        #expect(failure("/habit add Read for many days").hasPrefix("Write the length in digits 0–9"))
        #expect(failure("/habit reset").hasSuffix("Usage: \(Usage.habitReset)"))
        #expect(failure("/habit jump").hasPrefix("There is no /habit jump."))
    }

    @Test func habitHistoryForms() throws {
        #expect(try parse("/habit 2 history") == .habit(.history(.position(2))))
        #expect(try parse("/habit #2 History") == .habit(.history(.position(2))))
        #expect(try parse("/habit history 3") == .habit(.history(.position(3))))
        #expect(try parse("/habit 2") == .habit(.show(.position(2))))
        #expect(failure("/habit x history") == "There is no /habit x.\nUsage: \(Usage.habit)")
        #expect(failure("/habit 0 history") == "Numbers in lists start at 1.\nUsage: \(Usage.habitShow)")
        #expect(failure("/habit 2 histroy").hasSuffix("Usage: \(Usage.habitHistory)"))
        #expect(failure("/habit history").hasSuffix("Usage: \(Usage.habitHistory)"))
    }

    @Test func todoForms() throws {
        #expect(try parse("/todo add Buy milk") == .todo(.add(["Buy milk"])))
        #expect(
            try parse("/todo add Buy milk\nCall mom\n\n  Pay rent ")
                == .todo(.add(["Buy milk", "Call mom", "Pay rent"])))
        #expect(try parse("/todo add\nBuy milk\nCall mom") == .todo(.add(["Buy milk", "Call mom"])))
        #expect(failure("/todo Buy milk") == "There is no /todo Buy.\nUsage: \(Usage.todo)")
        #expect(try parse("/todo done 2") == .todo(.done(.position(2))))
        #expect(try parse("/todo undo 2") == .todo(.undo(.position(2))))
        #expect(try parse("/todo delete 2") == .todo(.delete(.position(2))))
        #expect(try parse("/todo clear") == .todo(.clearDone))
        #expect(try parse("/todo") == .todo(.list))
        #expect(failure("/todo add") == "Say what to do.\nUsage: \(Usage.todoAdd)")
        #expect(try parse("/todo done milk") == .todo(.done(.name("milk"))))
        #expect(try parse("/todo done 2 milk") == .todo(.done(.position(2))))
        #expect(failure("/todo delete x").hasSuffix("Usage: \(Usage.todoDelete)"))
    }

    @Test func settingsForms() throws {
        guard
            case .timeZone(let berlin) = try parse("/timezone Europe/Berlin").unwrapped(
                as: SettingsAction.self)
        else {
            Issue.record("not a time zone")
            return
        }
        #expect(berlin.identifier == "Europe/Berlin")
        guard case .timeZone(let city) = try parse("/timezone berlin").unwrapped(as: SettingsAction.self)
        else {
            Issue.record("not a time zone")
            return
        }
        #expect(city.identifier == "Europe/Berlin")
        guard case .timeZone(let offset) = try parse("/timezone UTC+2").unwrapped(as: SettingsAction.self)
        else {
            Issue.record("not a time zone")
            return
        }
        #expect(offset.timeZone.secondsFromGMT() == 7200)
        #expect(
            failure("/timezone Atlantis")
                == "I don't know the time zone “Atlantis”.\nUsage: \(Usage.timeZone)")
        #expect(failure("/timezone").hasPrefix("Which time zone?"))
        #expect(try parse("/daystart 3") == .settings(.dayStart(hour: 3)))
        #expect(try parse("/daystart 0") == .settings(.dayStart(hour: 0)))
        #expect(failure("/daystart 7").hasSuffix("Usage: \(Usage.dayStart)"))
        #expect(failure("/daystart soon").hasSuffix("Usage: \(Usage.dayStart)"))
    }

    @Test func unknownCommandsAndPlainTextPointToHelp() {
        #expect(failure("/fly") == "I don't know /fly. Send /help to see what I can do.")
        #expect(failure("hello there").contains("/help"))
        #expect(failure("/").contains("/help"))
        #expect(failure("").contains("/help"))
    }

    /// Random mixes of command words never trap the parser, and every refusal says something.
    @Test func randomInputNeverCrashes() {
        let seed = SeededGenerator.seed(197)
        var generator = SeededGenerator(state: seed)
        let pieces = [
            "/goal", "/habit", "/todo", "/check", "add", "by", "for", "days", "edit", "1", "-5",
            "99999999999999999999", "\"", "“", "\n", " ", "dec", "31", "in", "weeks", "🎯", "@bot", "/", "#",
            "/routine", "/pause", "/calendar", "/remind", "/history", "/weekstart", "on", "at", "from",
            "until",
            "mon-fri", "25:99", "7pm", "steps", "off", "yesterday", "next month", "/challenge", "/join",
            "/leave", "/board", "/group", "/nudgeme", "end", "time", "timezone",
        ]
        for _ in 0..<3000 {
            let text = (0..<Int.random(in: 1...8, using: &generator)).map { _ in
                pieces.randomElement(using: &generator)!
            }.joined(separator: Bool.random(using: &generator) ? " " : "")
            #expect(!failure(text).isEmpty, "\(text.debugDescription), \(SeededGenerator.replay(seed))")
        }
    }
}
