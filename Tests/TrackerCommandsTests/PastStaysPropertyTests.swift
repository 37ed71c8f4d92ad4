import Foundation
import TestSupport
import Testing
import TrackerCommands
import TrackerCore

/// No setting or edit rewrites the past: over random check-ins, pauses and resets, every
/// `/habit edit` of days or target and every `/weekstart` leaves each day before today as
/// `/habit <n> history` and `/calendar year` showed it, and a running run still running.
struct PastStaysPropertyTests {
    /// The squares before today of the heatmap in the reply to `text`, by date: a new week
    /// start lays the grid out from another day.
    private static func past(_ chat: PrivateConversation, _ text: String, today: LocalDate) throws
        -> [LocalDate: HeatmapPicture.Day]
    {
        guard case .heatmap(let heatmap)? = try chat.say(text)?.picture else { return [:] }
        var days: [LocalDate: HeatmapPicture.Day] = [:]
        for (index, day) in heatmap.days.enumerated() where heatmap.date(index) < today {
            days[heatmap.date(index)] = day
        }
        return days
    }

    @Test(arguments: Array(UInt64(1)...30))
    func editsAndWeekStartsLeaveThePastAsItWas(seed argument: UInt64) throws {
        let script = try HabitScript(seed: argument)
        let (start, chat) = (script.start, script.chat)
        @discardableResult func say(_ text: String) throws -> String { try script.say(text) }
        let changes = [
            "/habit edit 1 days mon,wed,fri", "/habit edit 1 days daily", "/habit edit 1 days 3 times a week",
            "/habit edit 1 days tue,sat", "/habit edit 1 target 5 glasses", "/habit edit 1 target none",
            "/weekstart sun", "/weekstart mon",
        ]
        var changed = 0
        for offset in 0..<Int.random(in: 20...60, using: &script.random) {
            let today = start.adding(days: offset)
            script.move(to: today)
            switch Int.random(in: 0..<100, using: &script.random) {
            case 0..<55: try say("/check 1")
            case 55..<68: try say("/check 1 \(Int.random(in: 1...9, using: &script.random))")
            case 68..<72:
                let from = today.adding(days: Int.random(in: 0...3, using: &script.random))
                try say("/pause from \(from.iso) until \(from.adding(days: 2).iso)")
            case 72..<75:
                try script.reset()
            case 75..<90:
                let change = changes[Int.random(in: 0..<changes.count, using: &script.random)]
                let history = try Self.past(chat, "/habit 1 history", today: today)
                let year = try Self.past(chat, "/calendar year", today: today)
                let wasRunning = !(try say("/habit 1").contains("broke"))
                let reply = try say(change)
                let context = Comment(
                    rawValue: "\(script.context)\n\(reply)")
                // Days shown both before and after: a new week start shifts the grid's edges.
                for (before, text) in [(history, "/habit 1 history"), (year, "/calendar year")] {
                    let after = try Self.past(chat, text, today: today)
                    for (day, square) in before where after[day] != nil {
                        #expect(
                            after[day] == square, Comment(rawValue: "\(text) on \(day), \(context.rawValue)"))
                    }
                }
                if wasRunning { #expect(!(try say("/habit 1").contains("broke")), context) }
                changed += 1
            default: break
            }
        }
        #expect(
            changed > 0 || script.log.count < 30, "\(SeededGenerator.replay(script.seed)) changed nothing")
    }
}
