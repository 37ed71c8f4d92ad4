import Foundation
import TestSupport
import Testing
import TrackerCore

@testable import TrackerCommands

/// The CSV files of `/export` are safe to open in a spreadsheet: a cell that would run as a
/// formula is shown as text.
struct ExportCSVTests {
    @Test func cellsThatStartLikeAFormulaGetAQuoteInFront() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let console = try ScriptedConsole(
            databasePath: directory.file("bot.sqlite"), clock: ManualClock(.iso("2026-11-21T09:00:00Z")))
        try console.send(
            "/todo add =HYPERLINK(\"http://x.test\",\"click\")\\\n+1 more\\\n-2 less\\\n@SUM(A1)\\\nplain = fine"
        )
        try console.send("/goal add =1+2\\\n-why")
        try console.send("/export")

        let folder = directory.file("exports/user-1-20261121T090000Z")
        let todos = try String(contentsOfFile: folder + "/todos.csv", encoding: .utf8)
        #expect(
            todos == "id,text,createdAt,doneAt\r\n"
                + "1,\"'=HYPERLINK(\"\"http://x.test\"\",\"\"click\"\")\",2026-11-21T09:00:00Z,\r\n"
                + "2,'+1 more,2026-11-21T09:00:00Z,\r\n"
                + "3,'-2 less,2026-11-21T09:00:00Z,\r\n"
                + "4,'@SUM(A1),2026-11-21T09:00:00Z,\r\n"
                + "5,plain = fine,2026-11-21T09:00:00Z,\r\n")
        let goals = try String(contentsOfFile: folder + "/goals.csv", encoding: .utf8)
        #expect(goals.contains("\r\n1,'=1+2,'-why,,2026-11-21T09:00:00Z,\r\n"))
        // The JSON file keeps the text as it was typed.
        let json = try String(contentsOfFile: folder + "/trackerbot-export.json", encoding: .utf8)
        #expect(json.contains("\"text\":\"+1 more\"") || json.contains("\"text\" : \"+1 more\""))
    }

    @Test func aLeadingTabOrCarriageReturnIsGuardedToo() {
        let table = CSVTable(fileName: "t.csv", header: ["a"], rows: [["\tx"], ["\ry"], ["x-y"], [""]])
        #expect(table.text == "a\r\n'\tx\r\n\"'\ry\"\r\nx-y\r\n\r\n")
    }
}
