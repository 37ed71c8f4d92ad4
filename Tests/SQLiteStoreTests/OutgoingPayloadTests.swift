import Foundation
import GRDB
import TestSupport
import Testing
import TrackerCore
import TrackerStore

@testable import SQLiteStore

struct OutgoingPayloadTests {
    private static let chat = ChatAddress(platform: "telegram", id: "-1001234567890")

    /// Every field and every case set, with text that is not plain ASCII.
    private static let examples: [Outgoing] = [
        Outgoing(
            chat: chat,
            reply: Reply(
                RichText(spans: [
                    .init("Day 3/21 of “Read” 🔥 ", .plain), .init("<b>&", .bold), .init("é", .italic),
                    .init("12", .code), .init("old", .strike), .mention("Zoë", userID: "42"), .init(""),
                    .init("/check", .command),
                ]),
                buttons: [
                    [Button("✅ Read", data: "42|h.c:7"), Button("Later", data: "*|x")], [],
                    [Button("", data: "")],
                ]
            ),
            delivery: .edit(messageID: "981"),
            callbackAnswer: .init(callbackID: "4382bfdwdsb323b2d9", text: "Checked in", alert: true),
            attachment: Attachment(
                fileName: "export.zip", path: "/var/lib/trackerbot/exports/1/export.zip", language: .persian),
            inReplyTo: "$event:example.org"),
        Outgoing(chat: chat, reply: nil, callbackAnswer: .init(callbackID: "1")),
        Outgoing(chat: chat, reply: Reply(""), delivery: .replace(outboxID: Int64.max)),
        Outgoing(chat: chat, reply: Reply("x"), delivery: .replace(outboxID: -1)),
        Outgoing(chat: ChatAddress(platform: "", id: ""), reply: Reply("plain")),
        Outgoing(
            chat: chat,
            reply: Reply(
                "Day 2 of 3",
                picture: .habitRun(
                    HabitRunPicture(
                        title: "Read “daily” <b>", cells: [.done, .partial(0.5), .broken, .paused, .open],
                        today: 1,
                        caption: "Day 2 of 3 · streak 1 day")))),
    ]

    @Test(arguments: examples)
    func roundTripsEveryField(_ outgoing: Outgoing) throws {
        #expect(try OutgoingPayload.decode(OutgoingPayload.encode(outgoing)) == outgoing)
    }

    @Test func isMuchSmallerThanJSON() throws {
        let outgoing = Self.examples[0]
        #expect(OutgoingPayload.encode(outgoing).count * 2 < (try JSONEncoder().encode(outgoing)).count)
    }

    /// Rows queued by a version that stored JSON are still delivered after an upgrade.
    @Test func readsPayloadsStoredAsJSON() throws {
        for outgoing in Self.examples {
            #expect(try OutgoingPayload.decode(JSONEncoder().encode(outgoing)) == outgoing)
        }
    }

    @Test func rejectsEveryTruncationAndTrailingBytesWithoutCrashing() throws {
        let encoded = OutgoingPayload.encode(Self.examples[0])
        for length in 0..<encoded.count {
            #expect(throws: (any Error).self) { try OutgoingPayload.decode(encoded.prefix(length)) }
        }
        #expect(throws: (any Error).self) { try OutgoingPayload.decode(encoded + [0]) }
    }

    @Test func rejectsUnknownVersionsAndCodes() throws {
        var encoded = OutgoingPayload.encode(Self.examples[1])
        encoded[0] = OutgoingPayload.version + 1
        #expect(throws: (any Error).self) { try OutgoingPayload.decode(encoded) }
        // A huge count where a short string's length belongs.
        #expect(throws: (any Error).self) {
            try OutgoingPayload.decode(Data([1, 0xFF, 0xFF, 0xFF, 0xFF, 0x0F, 0x41]))
        }
    }

    /// Rows queued by the versions before `inReplyTo` (1) and before pictures (2) are still
    /// delivered after an upgrade.
    @Test func readsTheEarlierVersions() throws {
        for outgoing in Self.examples where outgoing.inReplyTo == nil && outgoing.reply?.picture == nil {
            var second = OutgoingPayload.encode(outgoing)
            #expect(second.removeLast() == 0, "no picture, the last field")
            second[0] = 2
            #expect(try OutgoingPayload.decode(second) == outgoing)
            var first = second
            #expect(first.removeLast() == 0, "no reply-to, the field before")
            first[0] = 1
            #expect(try OutgoingPayload.decode(first) == outgoing)
        }
    }

    /// An attachment queued by version 3, before attachments had a language, is English; a
    /// language this version does not know reads as English too.
    @Test func anAttachmentWithoutAKnownLanguageIsEnglish() throws {
        let outgoing = Outgoing(
            chat: Self.chat, reply: Reply("Your data"),
            attachment: Attachment(fileName: "a.json", path: "/a.json"))
        var encoded = OutgoingPayload.encode(outgoing)
        #expect(encoded.suffix(3) == Data([2, UInt8(ascii: "e"), UInt8(ascii: "n")]))
        var third = encoded.dropLast(3)
        third[third.startIndex] = 3
        #expect(try OutgoingPayload.decode(Data(third)) == outgoing)
        encoded.replaceSubrange(encoded.count - 2..<encoded.count, with: Array("xx".utf8))
        #expect(try OutgoingPayload.decode(encoded) == outgoing)
    }

    /// Random bytes never trap the decoder, and whatever it accepts survives a round trip.
    @Test func survivesRandomBytes() throws {
        let seed = SeededGenerator.seed(97)
        var generator = SeededGenerator(state: seed)
        for _ in 0..<2000 {
            let bytes = (0..<Int.random(in: 1...40, using: &generator)).map { _ in
                UInt8.random(in: 0...255, using: &generator)
            }
            guard let decoded = try? OutgoingPayload.decode(Data([1] + bytes)) else { continue }
            #expect(
                try OutgoingPayload.decode(OutgoingPayload.encode(decoded)) == decoded,
                "\(bytes), \(SeededGenerator.replay(seed))")
        }
    }

    @Test func outboxRowsStoreTheCompactForm() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let database = try TrackerDatabase(path: directory.file("bot.sqlite"))
        let outgoing = Self.examples[0]
        let id = try database.write { db in
            try OutboxEntry.enqueue(outgoing, userExternalID: "42", at: Date(), in: db)
        }
        let (payload, entry) = try database.read { db in
            (
                try Data.fetchOne(db, sql: "SELECT payload FROM outbox WHERE id = ?", arguments: [id]),
                try OutboxEntry.fetchOne(db, key: id)
            )
        }
        #expect(payload?.first == OutgoingPayload.version)
        #expect(entry?.outgoing == outgoing)
    }
}
