import TrackerCommands
import TrackerCore

/// Parses relative to a fixed day, Saturday 2026-11-21, and reads refusals as text.
struct ParserHarness {
    let parser = CommandParser(today: LocalDate(iso: "2026-11-21")!)

    func date(_ text: String) -> LocalDate { LocalDate(iso: text)! }

    func parse(_ text: String) throws -> Action { try parser.parse(text) }

    /// The error's text and usage, for a command expected to fail.
    func failure(_ text: String) -> String {
        do {
            let action = try parser.parse(text)
            return "parsed as \(action)"
        } catch {
            return error.reply.text.plain
        }
    }
}
