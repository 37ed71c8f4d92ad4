import Foundation
import GRDB
import SQLiteStore
import TestSupport
import Testing
import TrackerCore

/// A platform is stored and encoded as its plain tag, as it was before it had a type: rows and
/// queued messages written then read the same, and no migration is needed.
struct PlatformStorageTests {
    private let now = Date(timeIntervalSince1970: 1_795_338_000)
    private let group = ChatAddress(platform: Platform("telegram"), id: "-1001")

    @Test func aChatAddressEncodesItsPlatformAsThePlainTag() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let json = String(decoding: try encoder.encode(group), as: UTF8.self)
        #expect(json == #"{"id":"-1001","platform":"telegram"}"#)
        let decoded = try JSONDecoder().decode(
            ChatAddress.self, from: Data(#"{"platform":"matrix","id":"!r"}"#.utf8))
        #expect(decoded == ChatAddress(platform: Platform("matrix"), id: "!r"))
        #expect(decoded.description == "matrix:!r")
    }

    @Test func rowsKeepThePlainTagAndReadBackAsThePlatform() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let database = try TrackerDatabase(path: directory.file("bot.sqlite"))
        try database.write { db in
            _ = try User.findOrCreate(
                platform: group.platform, externalID: "7", displayName: "Ann", now: now, in: db)
            _ = try GroupChat.findOrCreate(group, now: now, in: db)
            try OutboxEntry.enqueue(
                Outgoing(chat: group, reply: Reply("hi")), userExternalID: nil, at: now, in: db)
        }
        try database.read { db in
            for table in ["user", "groupChat", "outbox"] {
                let stored = try DatabaseValue.fetchOne(db, sql: "SELECT platform FROM \(table)")
                #expect(stored == "telegram".databaseValue, "\(table)")
            }
            #expect(
                try User.find(platform: Platform("telegram"), externalID: "7", in: db)?.platform
                    == group.platform)
            #expect(try GroupChat.find(group, in: db)?.chat == group)
            #expect(
                try OutboxEntry.pending(platform: Platform("telegram"), in: db).map(\.outgoing.chat) == [
                    group
                ])
            #expect(try OutboxEntry.pending(platform: Platform("matrix"), in: db).isEmpty)
        }
    }
}
