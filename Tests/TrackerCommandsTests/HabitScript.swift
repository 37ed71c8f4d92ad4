import Foundation
import TestSupport
import Testing
import TrackerCore

/// What the habit property tests share: one private chat about one habit of a kind the seed
/// picks, from 2 March 2026, with a log of everything said for the failure message.
final class HabitScript {
    /// The kinds of habit the tests run over: daily, on chosen days, weekly targets, amounts.
    static let kinds = [
        "Read for 300 days", "Piano on mon,wed,fri for 40 weeks", "Gym 3 times a week for 40 weeks",
        "Water 8 glasses a day for 300 days", "Run 5 km 2 times a week for 40 weeks",
    ]

    /// The seed the test runs with (``SeededGenerator/seed(_:)``), for the failure message.
    let seed: UInt64
    /// The test's random numbers, from `seed`.
    var random: SeededGenerator
    /// The day the habit was added.
    let start = LocalDate(iso: "2026-03-02")!
    /// The chat with the dispatcher.
    let chat: PrivateConversation
    /// Everything said so far, in order.
    private(set) var log: [String] = []

    /// A chat in which habit 1, of a kind the seed picks, was added on ``start``.
    init(seed argument: UInt64) throws {
        seed = SeededGenerator.seed(argument)
        random = SeededGenerator(state: seed)
        chat = try PrivateConversation(at: .iso("2026-03-02T09:00:00Z"))
        try say("/habit add \(Self.kinds[Int.random(in: 0..<Self.kinds.count, using: &random)])")
    }

    /// The failure message's note: how to replay, and what was said.
    var context: String { "\(SeededGenerator.replay(seed)): \(log.joined(separator: "\n"))" }

    /// Moves the clock to 09:00 UTC on `day`.
    func move(to day: LocalDate) { chat.clock.set(.iso("\(day.iso)T09:00:00Z")) }

    /// Says `text`; the reply's text.
    @discardableResult
    func say(_ text: String) throws -> String {
        log.append(text)
        return try #require(try chat.say(text)).text.plain
    }

    /// Starts habit 1's run over: a broken run at once, a running one by confirming with the
    /// button its question offers.
    func reset() throws {
        log.append("/habit reset 1")
        let asked = try #require(try chat.say("/habit reset 1"))
        guard let confirm = asked.buttons.joined().first(where: { $0.label == "↺ Start over" }) else {
            return
        }
        log.append("(pressed \(confirm.label))")
        try chat.press(confirm)
    }
}
