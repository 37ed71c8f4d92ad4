import Foundation
import SQLiteStore
import TestSupport
import Testing
import TrackerCommands
import TrackerCore

/// Every view counts a habit's days the same way: over random check-ins, amounts, pauses,
/// edits of days and targets and week-start changes, `/habits`, `/habit <n>`,
/// `/habit <n> history`, `/calendar`, `/calendar year`, `/me` and the export agree. A failure
/// names its seed, the commands it sent and what each view said.
struct CountsAgreePropertyTests {
    /// What the views said, each number read from its text (or the export's JSON).
    private struct Said: CustomStringConvertible {
        var historyDone = 0
        var historyDue: Int?
        var historyChecked: Int?
        var historyPartly = 0
        var historyExtra = 0
        var historyStreak = 0
        var meStreak = 0
        var yearStreak = 0
        var yearChecked = 0
        var calendarCheckIns = 0
        var cardExtras: Int?
        var cardStreak: Int?
        var listedStreak: Int?
        var listed = false
        var export: [String: Any] = [:]

        var description: String {
            "history done \(historyDone) due \(historyDue.map(String.init) ?? "-") checked "
                + "\(historyChecked.map(String.init) ?? "-") partly \(historyPartly) extra \(historyExtra) "
                + "streak \(historyStreak); /me streak \(meStreak); year streak \(yearStreak) checked "
                + "\(yearChecked); /calendar \(calendarCheckIns); card extras "
                + "\(cardExtras.map(String.init) ?? "-") streak \(cardStreak.map(String.init) ?? "-"); /habits "
                + "streak \(listedStreak.map(String.init) ?? "-"); export \(export)"
        }
    }

    /// The first whole number after `prefix` in `text`, or `nil`.
    private static func number(after prefix: String, in text: String) -> Int? {
        guard let range = text.range(of: prefix) else { return nil }
        return Int(text[range.upperBound...].prefix { $0.isNumber })
    }

    /// The number captured by the first match of `pattern` (one group of digits) in `text`.
    private static func number(matching pattern: String, in text: String) throws -> Int? {
        let regex = try Regex(pattern)
        guard let match = text.firstMatch(of: regex), let group = match.output[1].substring else {
            return nil
        }
        return Int(group)
    }

    @Test(arguments: Array(UInt64(1)...30))
    func everyViewCountsTheSameDays(seed argument: UInt64) throws {
        let script = try HabitScript(seed: argument)
        let start = script.start
        @discardableResult func say(_ text: String) throws -> String { try script.say(text) }
        let days = Int.random(in: 20...70, using: &script.random)
        for offset in 0..<days {
            let today = start.adding(days: offset)
            script.move(to: today)
            switch Int.random(in: 0..<100, using: &script.random) {
            case 0..<55: try say("/check 1")
            case 55..<70: try say("/check 1 \(Int.random(in: 1...9, using: &script.random))")
            case 70..<74:
                let from = today.adding(days: Int.random(in: 0...3, using: &script.random))
                let until = from.adding(days: Int.random(in: 0...4, using: &script.random))
                try say("/pause from \(from.iso) until \(until.iso)")
            case 74..<77: try say("/resume")
            case 77..<80:
                let edits = [
                    "days mon,wed,fri", "days daily", "days 3 times a week", "days tue,sat",
                    "target 5 glasses",
                    "target none",
                ]
                try say("/habit edit 1 \(edits[Int.random(in: 0..<edits.count, using: &script.random)])")
            case 80..<83: try say(Bool.random(using: &script.random) ? "/weekstart sun" : "/weekstart mon")
            case 83..<88:
                try script.reset()
            default: break
            }
        }

        var said = Said()
        let history = try say("/habit 1 history")
        said.historyDone = Self.number(after: "Done on ", in: history) ?? 0
        said.historyDue = Self.number(after: "Done on \(said.historyDone) of ", in: history)
        said.historyChecked = Self.number(after: "Checked in on ", in: history)
        said.historyPartly = Self.number(after: "partly on ", in: history) ?? 0
        said.historyExtra = Self.number(after: "+ ", in: history) ?? 0
        said.historyStreak = Self.number(after: "best streak ", in: history) ?? -1
        let me = try say("/me")
        let isWeekly = history.contains("Checked in on")
        let weeks = #"(\d+) weeks? of a weekly target"#
        said.meStreak =
            isWeekly
            ? try Self.number(matching: weeks, in: me) ?? 0
            : Self.number(after: "Best streak ever: ", in: me) ?? -1
        let year = try say("/calendar year")
        said.yearStreak =
            isWeekly
            ? try Self.number(matching: weeks, in: year) ?? 0
            : Self.number(after: "best streak ", in: year) ?? -1
        said.yearChecked = try Self.number(matching: #"(\d+) days? with a check-in"#, in: year) ?? -1
        var month = start
        while month <= start.adding(days: days) {
            let calendar = try say("/calendar \(month.iso.prefix(7))")
            said.calendarCheckIns += Self.number(after: "reached, ", in: calendar) ?? 0
            month = try #require(month.adding(months: 1))
        }
        let card = try say("/habit 1")
        if !card.contains("broke") {
            said.cardExtras = try Self.number(matching: #"(\d+) extras?"#, in: card) ?? 0
        }
        said.cardStreak = try Self.number(matching: #"streak (\d+)"#, in: card)
        let list = try say("/habits")
        said.listed = list.contains("1.")
        said.listedStreak = try Self.number(matching: #"streak (\d+)"#, in: list)
        try say("/export")
        let exported = try #require(try script.chat.newestOutgoing()?.attachment?.path)
        let document = try #require(try ZipEntry.read(exported).first { $0.name == "trackerbot-export.json" })
        let json = try JSONSerialization.jsonObject(with: document.contents)
        let habits = try #require((json as? [String: Any])?["habits"] as? [[String: Any]])
        said.export = try #require(habits.first?["dayCounts"] as? [String: Any])

        let context = Comment(
            rawValue: "\(script.context)\n\(said)\n\(history)")
        let export = said.export.compactMapValues { $0 as? Int }
        #expect(said.listed, context)
        #expect(said.historyStreak == export["bestStreak"], context)
        #expect(said.meStreak == export["bestStreak"], context)
        #expect(said.yearStreak == export["bestStreak"], context)
        let checked = (export["done"] ?? -1) + (export["extra"] ?? -1)
        #expect(said.yearChecked == checked, context)
        #expect(said.calendarCheckIns == checked, context)
        if isWeekly {
            #expect(said.historyChecked == checked, context)
        } else {
            #expect(said.historyDone == export["done"], context)
            #expect(said.historyDue == export["due"], context)
            #expect(said.historyExtra == export["extra"], context)
        }
        #expect(said.historyPartly == export["partly"], context)
        // The card counts the current run's extras; the export every run's.
        if let extras = said.cardExtras { #expect(extras <= export["extra"] ?? -1, context) }
        // The current streak is one number in the list and on the card, never above the best.
        #expect(said.cardStreak == said.listedStreak, context)
        if let streak = said.cardStreak { #expect(streak <= export["bestStreak"] ?? -1, context) }
    }
}
