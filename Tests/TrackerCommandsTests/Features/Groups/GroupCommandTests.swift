import Foundation
import GRDB
import SQLiteStore
import TestSupport
import Testing
import TrackerCommands
import TrackerCore

/// Group commands through the dispatcher: who may do what, joining and leaving, and what a
/// group never sees.
struct GroupCommandTests {
    @Test func startingAChallengeAnnouncesItAndJoinsTheStarter() throws {
        let chat = try GroupChatHarness()
        let announcement = try chat.say("/challenge Read for 3 days", as: "alice")
        #expect(
            announcement.text.plain == """
                📣 Alice started a challenge: Read for 3 days, until Wed 25 Nov.
                Choose Join or send /join to take part, then check in once a day with /check, here or in private. \
                Miss a day and your run starts over.
                Members: Alice
                """)
        let join = try #require(announcement.buttons.first?.first)
        #expect(join.label == "🙋 Join")
        #expect(join.data.hasPrefix("*|"))
        #expect(try chat.groupRows().keys.sorted() == [.summary])
        #expect(
            try chat.say("/challenge Run", as: "bob").text.plain.hasPrefix(
                "The Read challenge is on: day 1 of 3."))

        #expect(
            try chat.say("/start", as: "carol").text.plain
                == "👋 Hi! The Read challenge is on: day 1 of 3. Send /join to take part; /challenge shows where everyone stands."
        )

        // Anyone may press Join, for themselves; the announcement shows who is in.
        let pressed = try chat.press(join, as: "bob")
        #expect(pressed.delivery == .edit(messageID: "77"))
        #expect(pressed.callbackAnswer?.text == "You're in! Check in once a day with /check.")
        #expect(pressed.reply?.text.plain.hasSuffix("Members: Alice, Bob") == true)
        #expect(try chat.press(join, as: "bob").callbackAnswer?.text == "You're already in.")
        let habits = try chat.database.read { db in try Habit.fetchAll(db).map { "\($0.name) \($0.length)" } }
        #expect(habits == ["Read 3", "Read 3"])
    }

    @Test func joiningReusesARunningHabitOfTheNameAndRestartsABrokenRun() throws {
        let chat = try GroupChatHarness()
        try chat.tell("/habit add read for 30 days", as: "bob")
        try chat.tell("/check", as: "bob")
        try chat.say("/challenge Read for 10 days", as: "alice")
        #expect(
            try chat.say("/join", as: "bob").text.plain
                == "🙋 Bob joined the Read challenge with the run they already have going.")
        #expect(try chat.database.read { db in try Habit.fetchCount(db) } == 2)
        #expect(
            try chat.say("/join", as: "bob").text.plain
                == "You're already in, and checked in today. ✅ See you tomorrow!")

        // Two days later Bob's run has broken: joining again starts it over.
        chat.clock.set(.iso("2026-11-25T09:00:00Z"))
        #expect(try chat.say("/check", as: "bob").text.plain.hasPrefix("Your run of read broke yesterday"))
        let restart = try chat.say("/join", as: "bob")
        #expect(restart.text.plain == "↺ Bob starts read over: day 1 of 30 is today.")
        let checkIn = try #require(restart.buttons.first?.first)
        #expect(
            try chat.press(checkIn, as: "bob").reply?.text.plain.hasPrefix("Bob: ✅ read: day 1 of 30 done.")
                == true)
    }

    @Test func onlyAdminsChangeTheGroupsSettings() throws {
        let chat = try GroupChatHarness()
        try chat.say("/challenge Read", as: "alice")
        #expect(
            try chat.say("/group time 08:00", as: "bob", admin: false).text.plain
                == "🔒 Only the group's admins can change its settings.")
        #expect(
            try chat.say("/group timezone Berlin", as: "bob", admin: nil).text.plain.hasPrefix(
                "I couldn't check whether you're an admin"))
        #expect(try chat.groupRows()[.summary]?.fireAt == .iso("2026-11-23T21:00:00Z"))

        #expect(
            try chat.say("/group timezone Europe/Berlin", as: "carol", admin: true).text.plain
                == "🌍 The group's time zone is Europe/Berlin; it is 10:00 there now. The summary comes at 21:00 there."
        )
        #expect(
            try chat.say("/group time 19:30", as: "carol", admin: true).text.plain
                == "🕘 The daily summary now comes at 19:30 (Europe/Berlin).")
        #expect(try chat.groupRows()[.summary]?.fireAt == .iso("2026-11-23T18:30:00Z"))
        #expect(
            try chat.say("/group", as: "bob").text.plain.contains(
                "Daily summary: 19:30 — /group time <HH:MM>"))
    }

    @Test func theStarterOrAnAdminEndsTheChallenge() throws {
        let chat = try GroupChatHarness()
        try chat.say("/challenge Read", as: "alice")
        try chat.say("/join", as: "bob")
        #expect(
            try chat.say("/challenge end", as: "bob", admin: false).text.plain
                == "🔒 Only Alice, who started it, or an admin can end the challenge.")
        #expect(
            try chat.say("/challenge end", as: "alice", admin: false).text.plain.hasPrefix(
                "🏁 Alice ended the Read challenge on day 1 of 21."))
        #expect(try chat.groupRows().isEmpty)
        #expect(try chat.say("/challenge", as: "bob").text.plain.hasPrefix("No challenge is running here."))

        try chat.say("/challenge Run", as: "bob")
        #expect(
            try chat.say("/challenge end", as: "carol", admin: true).text.plain.hasPrefix("🏁 Carol ended"))
    }

    @Test func mentionsAreOptInAndBringTheLastCall() throws {
        let chat = try GroupChatHarness()
        try chat.say("/challenge Read", as: "alice")
        #expect(try chat.groupRows().keys.sorted() == [.summary])
        #expect(
            try chat.say("/nudgeme on", as: "alice").text.plain
                == "🔔 OK Alice: when your check-in is still open at 23:00, I'll mention you here.")
        #expect(try chat.groupRows().keys.sorted() == [.summary, .lastCall])
        try chat.say("/nudgeme off", as: "alice")
        #expect(try chat.groupRows().keys.sorted() == [.summary])
    }

    @Test func leavingKeepsTheHabitPrivateAndDropsTheMembership() throws {
        let chat = try GroupChatHarness()
        try chat.say("/challenge Read", as: "alice")
        try chat.say("/nudgeme on", as: "alice")
        #expect(
            try chat.say("/leave", as: "alice").text.plain
                == "👋 Alice left the Read challenge. The habit stays in your private /habits; /join brings you back."
        )
        #expect(try chat.groupRows().keys.sorted() == [.summary])
        #expect(try chat.say("/leave", as: "alice").text.plain.hasPrefix("You're not in the Read challenge."))
        #expect(try chat.tell("/habits", as: "alice").text.plain.contains("1. Read — day 1 of 21"))
        let board = try chat.say("/board", as: "bob").text.plain
        #expect(board == "🏆 Read · day 1 of 21\nNobody has joined yet: send /join to take part.")
    }

    @Test func aMemberWhoLeavesTheGroupLeavesItsChallenge() throws {
        let chat = try GroupChatHarness()
        try chat.say("/challenge Read", as: "alice")
        try chat.say("/join", as: "bob")
        try chat.say("/nudgeme on", as: "bob")
        #expect(try chat.say("/board", as: "alice").text.plain.contains("Bob"))
        _ = try chat.database.store.write { tx in
            try chat.dispatcher.apply([.memberLeft(chat.group, userID: "bob")], in: tx)
        }
        let board = try chat.say("/board", as: "alice").text.plain
        #expect(board.contains("Alice") && !board.contains("Bob"))
        // Bob's habit stays his; someone who never joined leaving changes nothing.
        #expect(try chat.tell("/habits", as: "bob").text.plain.contains("1. Read — day 1 of 21"))
        _ = try chat.database.store.write { tx in
            try chat.dispatcher.apply([.memberLeft(chat.group, userID: "carol")], in: tx)
        }
        #expect(try chat.say("/board", as: "alice").text.plain == board)
    }

    @Test func anExportHoldsTheChallengesTakenPartIn() throws {
        let chat = try GroupChatHarness()
        try chat.say("/challenge Read for 5 days", as: "alice")
        try chat.say("/nudgeme on", as: "alice")
        #expect(try chat.tell("/export", as: "alice").text.plain.hasPrefix("📦 Your data is exported"))
        let folder = try #require(
            try FileManager.default.contentsOfDirectory(atPath: chat.directory.file("exports")).first)
        let data = try Data(
            contentsOf: URL(fileURLWithPath: chat.directory.file("exports/\(folder)/trackerbot-export.json")))
        let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let challenges = try #require(json["challenges"] as? [[String: Any]])
        #expect(challenges.count == 1)
        #expect(challenges.first?["groupChatID"] as? String == "-100")
        #expect(challenges.first?["habit"] as? String == "Read")
        #expect(challenges.first?["length"] as? Int == 5)
        #expect(challenges.first?["startedOn"] as? String == "2026-11-23")
        #expect(challenges.first?["joinedOn"] as? String == "2026-11-23")
        #expect(challenges.first?["mentionsInGroup"] as? Bool == true)
        #expect(challenges.first?["endedOn"] == nil)
    }

    @Test func groupCommandsStayInGroupsAndPrivateThingsStayPrivate() throws {
        let chat = try GroupChatHarness()
        #expect(try chat.tell("/join", as: "alice").text.plain.hasPrefix("👥 That works in a group chat"))
        #expect(try chat.say("/start", as: "alice").text.plain.hasPrefix("👋 Hi everyone!"))
        let welcome = try chat.tell("/start", as: "alice")
        let goals = try #require(welcome.buttons.first?.first)
        // A personal button pressed in a group is refused, and the message stays as it is.
        let refused = try chat.press(goals, as: "alice")
        #expect(refused.reply == nil)
        #expect(refused.callbackAnswer?.alert == true)
        #expect(refused.callbackAnswer?.text?.hasPrefix("🔒 I keep your goals") == true)
    }

    @Test func helpInAGroupListsOnlyWhatWorksThere() throws {
        let chat = try GroupChatHarness()
        for command in ["/help", "/help goals", "/help todos"] {
            let help = try chat.say(command, as: "alice").text.plain
            #expect(help.hasPrefix("What I can do in this group\n/challenge <habit> [for <N> days]"))
            #expect(help.contains("\n/check — "))
            #expect(help.contains("/board"))
            for personal in ["/goal", "/todo", "/habit", "/routine", "/export", "/remind", "/today"] {
                #expect(!help.contains(personal), "\(command) lists \(personal)")
            }
        }
        // In private, help is the whole overview.
        #expect(try chat.tell("/help", as: "alice").text.plain.contains("/todo add"))
    }

    @Test func theBoardAfterAChallengeEndedShowsItsFinalStanding() throws {
        let chat = try GroupChatHarness()
        #expect(try chat.say("/board", as: "alice").text.plain.hasPrefix("No challenge is running here."))
        try chat.say("/challenge Read", as: "alice")
        try chat.say("/join", as: "bob")
        try chat.say("/check", as: "alice")
        try chat.say("/challenge end", as: "alice")
        let board = try chat.say("/board", as: "bob").text.plain
        #expect(
            board == """
                🏁 Read ended on day 1 of 21. Final board:
                1. Alice · streak 1 · 1 check-in
                2. Bob · streak 0 · 0 check-ins
                Start the next one: /challenge <habit> [for <N> days]
                """)
        // A check-in made after the end does not change the final board.
        chat.clock.set(.iso("2026-11-24T09:00:00Z"))
        try chat.tell("/check Read", as: "alice")
        try chat.tell("/check Read", as: "bob")
        #expect(try chat.say("/board", as: "alice").text.plain == board)
        // A new challenge has its own board again.
        try chat.say("/challenge Run", as: "bob")
        #expect(try chat.say("/board", as: "alice").text.plain.hasPrefix("🏆 Run · day 1 of 21"))
    }
}
