import Foundation
import TestSupport
import Testing
import TrackerCommands
import TrackerCore
import TrackerStore

/// A habit's card carries its run as a picture: what the circles show is what the text says.
struct HabitPictureTests {
    @Test func theCardDrawsTheRunAsItStands() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let database = try TrackerDatabase(path: directory.file("bot.sqlite"))
        let clock = ManualClock(.iso("2026-11-23T09:00:00Z"))
        let dispatcher = Dispatcher(database: database, clock: clock)
        var key = 0
        func say(_ text: String) throws -> Reply? {
            key += 1
            try dispatcher.apply([
                Incoming(
                    key: "t:\(key)", chat: ChatAddress(platform: "test", id: "1"),
                    sender: Sender(id: "1", displayName: "Ann"), kind: .text(text))
            ])
            return try database.read { db in
                try OutboxEntry.order(OutboxEntry.Columns.id.desc).fetchOne(db)?.outgoing.reply
            }
        }
        _ = try say("/habit add Water 8 glasses a day for 5 days")
        _ = try say("/check water 8")
        clock.advance(by: 86_400)
        _ = try say("/check water 3")
        let card = try #require(try say("/habit 1"))
        guard case .habitRun(let run)? = card.picture else {
            Issue.record("the card has no run picture")
            return
        }
        #expect(run.title == "Water")
        #expect(run.cells == [.done, .partial(3.0 / 8.0), .open, .open, .open])
        #expect(run.today == 1)
        #expect(card.text.plain.contains(run.caption) && run.caption.hasPrefix("Day 2 of 5"))
    }
}
