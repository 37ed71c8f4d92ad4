import Testing
import TrackerCommands
import TrackerCore

/// The group commands, parsed on Saturday 2026-11-21.
struct GroupParserTests {
    private let harness = ParserHarness()

    @Test func challengeForms() throws {
        #expect(try harness.parse("/challenge Read") == .group(.startChallenge(habit: "Read", length: 21)))
        #expect(
            try harness.parse("/challenge Read 10 pages for 30 days")
                == .group(.startChallenge(habit: "Read 10 pages", length: 30)))
        #expect(
            try harness.parse("/challenge@TrackerBot Walk for 1 day")
                == .group(.startChallenge(habit: "Walk", length: 1)))
        #expect(try harness.parse("/challenge") == .group(.challengeStatus))
        #expect(try harness.parse("/challenge status") == .group(.challengeStatus))
        #expect(try harness.parse("/challenge END") == .group(.endChallenge))
        #expect(try harness.parse("/challenge stop") == .group(.endChallenge))
        // Words after "end" never name a habit; such a name goes in quotes.
        #expect(
            try harness.parse("/challenge \"End the day with a walk\"")
                == .group(.startChallenge(habit: "End the day with a walk", length: 21)))
    }

    @Test func challengeErrorsShowTheUsage() {
        #expect(
            harness.failure("/challenge Read for 0 days")
                == "A program lasts 1 to 365 days.\nUsage: \(Usage.challenge)")
        #expect(harness.failure("/challenge Read for 400 days").hasPrefix("A program lasts 1 to 365 days."))
        #expect(
            harness.failure("/challenge for 5 days") == "Give the habit a name.\nUsage: \(Usage.challenge)")
        #expect(
            harness.failure("/challenge " + String(repeating: "x", count: 201)).hasPrefix(
                "That is 201 characters"))
    }

    @Test func membershipAndBoard() throws {
        #expect(try harness.parse("/join") == .group(.join))
        #expect(try harness.parse("/JOIN@TrackerBot") == .group(.join))
        #expect(try harness.parse("/leave") == .group(.leave))
        #expect(try harness.parse("/board") == .group(.board))
        #expect(try harness.parse("/leaderboard") == .group(.board))
        #expect(try harness.parse("/nudgeme on") == .group(.mentions(true)))
        #expect(try harness.parse("/nudgeme OFF") == .group(.mentions(false)))
        #expect(harness.failure("/nudgeme") == "Say on or off.\nUsage: \(Usage.nudgeMe)")
        #expect(harness.failure("/nudgeme loudly") == "Say on or off.\nUsage: \(Usage.nudgeMe)")
    }

    @Test func groupSettings() throws {
        #expect(try harness.parse("/group") == .group(.settings))
        #expect(try harness.parse("/group settings") == .group(.settings))
        #expect(
            try harness.parse("/group time 20:30") == .group(.summaryTime(TimeOfDay(hour: 20, minute: 30)!)))
        #expect(try harness.parse("/group time 8pm") == .group(.summaryTime(TimeOfDay(hour: 20, minute: 0)!)))
        guard
            case .timeZone(let zone) = try harness.parse("/group timezone Berlin").unwrapped(
                as: GroupAction.self)
        else {
            Issue.record("not a zone")
            return
        }
        #expect(zone.identifier == "Europe/Berlin")
        guard
            case .timeZone(let offset) = try harness.parse("/group tz UTC-3").unwrapped(as: GroupAction.self)
        else {
            Issue.record("not a zone")
            return
        }
        #expect(offset.identifier == "UTC-3")
        #expect(harness.failure("/group time").hasSuffix("Usage: \(Usage.groupTime)"))
        #expect(harness.failure("/group time late").hasPrefix("I couldn't read “late” as a time."))
        #expect(
            harness.failure("/group timezone Atlantis")
                == "I don't know the time zone “Atlantis”.\nUsage: \(Usage.groupTimeZone)")
        #expect(harness.failure("/group fly") == "There is no /group fly.\nUsage: \(Usage.group)")
    }

    @Test func thePlatformIsAskedForAdminStatusOnlyWhereItMatters() async {
        /// Whether preparing `text`, sent in a group, asks the platform about its sender.
        func asks(_ text: String) async -> Bool {
            let incoming = Incoming(
                key: "k", chat: ChatAddress(platform: "telegram", id: "-1"), isGroup: true,
                sender: Sender(id: "1", displayName: "A"), kind: .text(text))
            let prepared = await GroupPermissions.prepare([.incoming(incoming)]) { _, _ in true }
            guard case .incoming(let result) = prepared.first?.event else { return false }
            return result.senderIsAdmin != nil
        }
        for text in ["/group time 20:00", "/group timezone Berlin", "/challenge end", "/GROUP@Bot tz UTC"] {
            #expect(await asks(text), "\(text)")
        }
        for text in [
            "/group", "/challenge", "/challenge Read", "/join", "/check", "hello", "/group time soon",
        ] {
            #expect(!(await asks(text)), "\(text)")
        }
    }
}
