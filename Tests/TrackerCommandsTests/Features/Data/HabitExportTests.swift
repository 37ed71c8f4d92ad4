import Foundation
import GRDB
import SQLiteStore
import TestSupport
import Testing
import TrackerCommands
import TrackerCore

/// The export of habits of every kind (schema version 2), and `/forget` taking their
/// amounts and notes along.
struct HabitExportTests {
    @Test func theExportHasSchedulesAmountsAndNotes() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let console = try ScriptedConsole(
            databasePath: directory.file("bot.sqlite"), clock: ManualClock(.iso("2026-11-23T09:00:00Z")))
        try console.send("/habit add Piano on mon,wed,fri for 4 weeks")
        try console.send("/habit add Run 5 km 3 times a week")
        try console.send("/check run 3\\\nfelt slow, \"but\" fine")
        try console.send("/check run 2")
        try console.send("/export")
        let folder = directory.file("exports/user-1-20261123T090000Z")

        let data = try Data(contentsOf: URL(fileURLWithPath: folder + "/trackerbot-export.json"))
        let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(json["schemaVersion"] as? Int == 2)
        let habits = try #require(json["habits"] as? [[String: Any]])
        #expect(habits[0]["frequency"] as? String == "days")
        #expect(habits[0]["days"] as? [String] == ["monday", "wednesday", "friday"])
        #expect(habits[0]["length"] as? Int == 4)
        #expect(habits[0]["lengthUnit"] as? String == "weeks")
        #expect(habits[0]["unit"] == nil && habits[0]["timesPerWeek"] == nil)
        #expect(habits[1]["frequency"] as? String == "weekly")
        #expect(habits[1]["timesPerWeek"] as? Int == 3)
        #expect(habits[1]["unit"] as? String == "km")
        #expect(habits[1]["target"] as? Int == 5)
        let checkIns = try #require(habits[1]["checkIns"] as? [[String: Any]])
        #expect(checkIns.map { $0["amount"] as? Int } == [3, 2])
        #expect(checkIns.map { $0["note"] as? String } == ["felt slow, \"but\" fine", nil])
        #expect(checkIns.map { $0["date"] as? String } == ["2026-11-23", "2026-11-23"])

        #expect(
            try String(contentsOfFile: folder + "/habits.csv", encoding: .utf8)
                == "id,name,length,run,runStartedOn,completedOn,createdAt,lengthUnit,frequency,days,timesPerWeek,"
                + "unit,target\r\n"
                + "1,Piano,4,1,2026-11-23,,2026-11-23T09:00:00Z,weeks,days,monday wednesday friday,,,\r\n"
                + "2,Run,8,1,2026-11-23,,2026-11-23T09:00:00Z,weeks,weekly,,3,km,5\r\n")
        #expect(
            try String(contentsOfFile: folder + "/check-ins.csv", encoding: .utf8)
                == "habitID,run,date,amount,note\r\n2,1,2026-11-23,3,\"felt slow, \"\"but\"\" fine\"\r\n"
                + "2,1,2026-11-23,2,\r\n")

        try console.send("/forget")
        try console.send("a")
        let left = try console.database.read { db in
            try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM checkIn") ?? -1
        }
        #expect(left == 0)
    }

    /// A day's total stops short of overflowing: the billionth glass is refused, not added.
    @Test(.enabled(if: StoreKind.harnessesUseSQLite, "writes the SQLite file"))
    func aDaysTotalHasALimit() throws {
        let console = try ScriptedConsole(clock: ManualClock(.iso("2026-11-23T09:00:00Z")))
        try console.send("/habit add Water 8 glasses a day")
        try console.send("/check water 1000000")
        try console.database.write { db in
            try db.execute(sql: "UPDATE checkIn SET amount = 999999999")
        }
        #expect(
            try console.send("/check water 2")
                == "That would take today's total of Water past 1,000,000,000.\nUsage: \(Usage.checkAmount)")
        #expect(try console.send("/check water 1").hasPrefix("✅ Water: 1,000,000,000/8 glasses today"))
    }
}
