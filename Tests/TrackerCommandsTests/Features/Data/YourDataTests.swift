import Foundation
import GRDB
import SQLiteStore
import TestSupport
import Testing
import TrackerCommands
import TrackerCore

/// `/export` writes everything a user has; `/forget` deletes every row of theirs, in every table.
@Suite(.enabled(if: StoreKind.harnessesUseSQLite, "reads the SQLite file"))
struct YourDataTests {
    private static let start = Date.iso("2026-11-21T09:00:00Z")

    /// Gives Alice (the console's user) one of everything, with "Alice" in every text.
    private func fillAlicesData(_ console: ScriptedConsole) throws {
        try console.send("/goal add Alice marathon, \"fast\" by dec 31\\\nAlice why")
        try console.send("/goal step 1 Alice shoes")
        try console.send("/goal tick 1 1")
        try console.send("/goal add Alice done goal")
        try console.send("/goal done 2")
        try console.send("/habit add Alice reading")
        try console.send("/check")
        try console.send("/todo add Alice milk\\\nAlice call")
        try console.send("/todo done 2")
        try console.send("/routine add Alice morning on daily at 7:00\\\nAlice water\\\nAlice stretch")
        try console.send("/routine 1")
        try console.send("a")
        try console.send("/pause from tomorrow until friday")
        try console.send("/history Alice")
        try console.send("/timezone Alice Springs Nowhere")
        try console.send("/tip")
    }

    @Test func exportWritesPrivateFilesWithEverything() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let console = try ScriptedConsole(
            databasePath: directory.file("bot.sqlite"), clock: ManualClock(Self.start))
        try fillAlicesData(console)

        let folder = directory.file("exports/user-1-20261121T090000Z")
        let archive = folder + "/trackerbot-export-2026-11-21.zip"
        #expect(
            try console.send("/export") == """
                📦 Your data is exported: 2 goals, 1 habit, 2 to-dos, 1 routine.
                trackerbot-export-2026-11-21.zip holds trackerbot-export.json, goals.csv, checkpoints.csv, \
                habits.csv, check-ins.csv, todos.csv, routines.csv, routine-steps.csv, pauses.csv: \
                the JSON file has everything; each CSV file holds one kind.
                📎 \(archive)
                """)
        let entry = try #require(
            try console.database.read { db in try OutboxEntry.order(OutboxEntry.Columns.id.desc).fetchOne(db)
            })
        #expect(
            entry.outgoing.attachment
                == Attachment(fileName: "trackerbot-export-2026-11-21.zip", path: archive))
        // The one file sent holds every file, as written beside it.
        let entries = try ZipEntry.read(archive)
        #expect(
            entries.map(\.name) == [
                "trackerbot-export.json", "goals.csv", "checkpoints.csv", "habits.csv", "check-ins.csv",
                "todos.csv", "routines.csv", "routine-steps.csv", "pauses.csv",
            ])
        for file in entries {
            #expect(
                file.contents == FileManager.default.contents(atPath: folder + "/" + file.name),
                "\(file.name)")
        }

        let fileManager = FileManager.default
        #expect(
            try fileManager.attributesOfItem(atPath: directory.file("exports"))[.posixPermissions] as? Int
                == 0o700)
        #expect(try fileManager.attributesOfItem(atPath: folder)[.posixPermissions] as? Int == 0o700)
        for name in try fileManager.contentsOfDirectory(atPath: folder) {
            #expect(
                try fileManager.attributesOfItem(atPath: folder + "/" + name)[.posixPermissions] as? Int
                    == 0o600,
                "\(name)")
        }

        let data = try Data(contentsOf: URL(fileURLWithPath: folder + "/trackerbot-export.json"))
        let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        // Version 2: habits' lengths have a unit and check-ins an amount (see the README).
        #expect(json["schemaVersion"] as? Int == 2)
        #expect(json["exportedAt"] as? String == "2026-11-21T09:00:00Z")
        let user = try #require(json["user"] as? [String: Any])
        #expect(user["name"] as? String == "Alice")
        #expect(user["remindAt"] as? String == "09:00")
        let goals = try #require(json["goals"] as? [[String: Any]])
        #expect(goals.map { $0["title"] as? String } == ["Alice marathon, \"fast\"", "Alice done goal"])
        #expect(goals[0]["why"] as? String == "Alice why")
        #expect(goals[0]["deadline"] as? String == "2026-12-31")
        #expect(goals[0]["completedAt"] == nil)
        #expect(goals[1]["completedAt"] as? String == "2026-11-21T09:00:00Z")
        let checkpoints = try #require(goals[0]["checkpoints"] as? [[String: Any]])
        #expect(checkpoints.first?["title"] as? String == "Alice shoes")
        #expect(checkpoints.first?["doneOn"] as? String == "2026-11-21")
        let habits = try #require(json["habits"] as? [[String: Any]])
        #expect(habits.first?["name"] as? String == "Alice reading")
        #expect((habits.first?["checkIns"] as? [[String: Any]])?.first?["date"] as? String == "2026-11-21")
        let todos = try #require(json["todos"] as? [[String: Any]])
        #expect(todos.map { $0["text"] as? String } == ["Alice milk", "Alice call"])
        #expect(todos[1]["doneAt"] as? String == "2026-11-21T09:00:00Z")
        let routines = try #require(json["routines"] as? [[String: Any]])
        #expect(routines.first?["title"] as? String == "Alice morning")
        #expect(routines.first?["time"] as? String == "07:00")
        #expect((routines.first?["days"] as? [String])?.count == 7)
        let steps = try #require(routines.first?["steps"] as? [[String: Any]])
        #expect(steps.map { $0["title"] as? String } == ["Alice water", "Alice stretch"])
        #expect(steps[0]["doneOn"] as? [String] == ["2026-11-21"])
        #expect((json["challenges"] as? [Any])?.isEmpty == true)
        let pauses = try #require(json["pauses"] as? [[String: Any]])
        #expect(pauses.first?["startsOn"] as? String == "2026-11-22")
        #expect(pauses.first?["endsOn"] as? String == "2026-11-27")

        let goalsCSV = try String(contentsOfFile: folder + "/goals.csv", encoding: .utf8)
        #expect(
            goalsCSV == "id,title,why,deadline,createdAt,completedAt\r\n"
                + "1,\"Alice marathon, \"\"fast\"\"\",Alice why,2026-12-31,2026-11-21T09:00:00Z,\r\n"
                + "2,Alice done goal,,,2026-11-21T09:00:00Z,2026-11-21T09:00:00Z\r\n")
        let stepsCSV = try String(contentsOfFile: folder + "/routine-steps.csv", encoding: .utf8)
        #expect(
            stepsCSV
                == "routineID,position,title,doneOn\r\n1,1,Alice water,2026-11-21\r\n1,2,Alice stretch,\r\n")
        #expect(
            try String(contentsOfFile: folder + "/check-ins.csv", encoding: .utf8)
                == "habitID,run,date,amount,note\r\n1,1,2026-11-21,1,\r\n")
    }

    @Test func forgetLeavesNothingOfTheUserInAnyTable() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let clock = ManualClock(Self.start)
        let console = try ScriptedConsole(databasePath: directory.file("bot.sqlite"), clock: clock)
        let database = console.database
        try fillAlicesData(console)
        try console.send("/export")
        // Alice and Bob also talk in a shared chat; Bob has data of his own.
        let dispatcher = Dispatcher(database: database, clock: clock)
        let team = ChatAddress(platform: "console", id: "team")
        func say(_ text: String, as sender: String, in chat: ChatAddress) throws {
            try dispatcher.apply([
                Incoming(
                    key: UUID().uuidString, chat: chat, isGroup: chat == team,
                    sender: Sender(id: sender, displayName: sender == "local" ? "Alice" : sender.capitalized),
                    kind: .text(text))
            ])
        }
        // Personal commands are refused in a group, but the refusal is still a message to Alice.
        try say("/todo add Alice in the team chat", as: "local", in: team)
        try say("/todo add Bob's todo", as: "bob", in: ChatAddress(platform: "console", id: "bob"))
        try say("/habit add Bob's habit", as: "bob", in: ChatAddress(platform: "console", id: "bob"))
        // Alice starts a challenge in the team chat; Bob joins, and the group's messages name her.
        try say("/challenge Read", as: "local", in: team)
        try say("/join", as: "bob", in: team)
        try say("/nudgeme on", as: "local", in: team)
        try say("/check", as: "local", in: team)
        try say("/board", as: "bob", in: team)
        try console.wait(until: .iso("2026-11-21T21:00:00Z"))
        try database.write { db in
            let teamRows = try OutboxEntry.filter(OutboxEntry.Columns.chatID == team.id).fetchAll(db)
            #expect(teamRows.contains { $0.outgoing.reply?.text.plain.hasPrefix("📣 Read challenge") == true })
            // The team chat's messages went out, as they would within moments on a platform.
            for row in teamRows { try OutboxEntry.markSent(row.id ?? 0, messageID: "1", in: db) }
        }

        let aliceID = try #require(
            try database.read { db in try User.filter(User.Columns.externalID == "local").fetchOne(db)?.id })
        // Every id of Alice's rows, by table, to look for in every column that refers to one.
        let alicesIDs: [String: Set<Int64>] = try database.read { db in
            func ids(_ sql: String) throws -> Set<Int64> {
                Set(try Int64.fetchAll(db, sql: sql, arguments: [aliceID]))
            }
            return [
                "user": [aliceID],
                "goal": try ids("SELECT id FROM goal WHERE userID = ?"),
                "checkpoint": try ids(
                    "SELECT checkpoint.id FROM checkpoint JOIN goal ON goal.id = goalID WHERE goal.userID = ?"
                ),
                "habit": try ids("SELECT id FROM habit WHERE userID = ?"),
                "todo": try ids("SELECT id FROM todo WHERE userID = ?"),
                "routine": try ids("SELECT id FROM routine WHERE userID = ?"),
                "routineStep": try ids(
                    "SELECT routineStep.id FROM routineStep JOIN routine ON routine.id = routineID WHERE routine.userID = ?"
                ),
                "pause": try ids("SELECT id FROM pause WHERE userID = ?"),
            ]
        }
        #expect(alicesIDs.values.allSatisfy { !$0.isEmpty })
        #expect(
            FileManager.default.fileExists(atPath: directory.file("exports/user-\(aliceID)-20261121T090000Z"))
        )

        #expect(try console.send("/forget").hasSuffix("[a] 🗑 Delete everything   [b] Keep my data"))
        #expect(try console.send("b") == "OK, nothing changed.")
        try console.send("/forget")
        #expect(
            try console.send("a")
                == "🗑 Done: everything I stored about you is gone. If you come back, /start begins afresh.\n"
                + "The messages already in our chats stay visible there: delete the chat in your app to remove them."
        )

        // The farewell is the one row left that was made for Alice.
        let farewell = try #require(
            try database.read { db in
                try OutboxEntry.filter(OutboxEntry.Columns.userExternalID == "local").fetchAll(db)
            }.first)
        #expect(farewell.outgoing.reply?.text.plain.hasPrefix("🗑 Done") == true)

        try database.read { db in
            let tables = try String.fetchAll(db, sql: "SELECT name FROM sqlite_master WHERE type = 'table'")
            #expect(tables.contains("stepCompletion"))
            #expect(tables.contains("pause"))
            for table in tables {
                let references = try Row.fetchAll(db, sql: "PRAGMA foreign_key_list(\"\(table)\")").map {
                    (column: $0["from"] as String, table: $0["table"] as String)
                }
                for row in try Row.fetchAll(db, sql: "SELECT * FROM \"\(table)\"") {
                    if table == "outbox", row["id"] as Int64? == farewell.id {
                        #expect(row["userExternalID"] as String? == "local")
                        continue
                    }
                    for (column, value) in zip(row.columnNames, row.databaseValues) {
                        let text: String?
                        switch value.storage {
                        case .string(let string): text = string
                        case .blob(let data): text = String(decoding: data, as: UTF8.self)
                        default: text = nil
                        }
                        #expect(text?.contains("Alice") != true, "\(table).\(column) still has \(text ?? "")")
                        #expect(
                            !(table == "outbox" && column == "userExternalID" && text == "local"),
                            "an outbox row of Alice's is left")
                    }
                    if let id = row["id"] as Int64?, alicesIDs[table]?.contains(id) == true {
                        Issue.record("\(table) still has Alice's row \(id)")
                    }
                    // Only ids of Alice's rows matter (a group's key is text, not an id).
                    for reference in references where alicesIDs[reference.table] != nil {
                        if let id = row[reference.column] as Int64?,
                            alicesIDs[reference.table]?.contains(id) == true
                        {
                            Issue.record(
                                "\(table).\(reference.column) still refers to Alice's \(reference.table) \(id)"
                            )
                        }
                    }
                }
            }
            // Bob's rows are untouched; the challenge goes on without its starter's name.
            #expect(try String.fetchAll(db, sql: "SELECT text FROM todo") == ["Bob's todo"])
            #expect(
                try String.fetchAll(db, sql: "SELECT name FROM habit ORDER BY id") == ["Bob's habit", "Read"])
            #expect(try OutboxEntry.filter(OutboxEntry.Columns.userExternalID == "bob").fetchCount(db) == 2)
            let challenge = try #require(try Challenge.running(in: team, db: db))
            #expect(challenge.startedBy == nil)
            #expect(try challenge.members(in: db).count == 1)
            #expect(try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM groupMention") == 0)
        }
        #expect(
            !FileManager.default.fileExists(
                atPath: directory.file("exports/user-\(aliceID)-20261121T090000Z")))

        // Coming back is starting afresh, as a new user.
        #expect(try console.send("/start").hasPrefix("👋 Hi Alice!"))
        let newID = try database.read { db in
            try User.filter(User.Columns.externalID == "local").fetchOne(db)?.id
        }
        #expect(newID != nil && newID != aliceID)
        #expect(try console.send("/todos") == "Your to-do list is empty. Add one: /todo add Buy milk")
    }
}
