import Foundation
import GRDB
import SQLiteStore
import TestSupport
import Testing
import TrackerCommands
import TrackerCore

/// Two Matrix group rooms and one direct chat on one dispatcher, where a member may show a
/// different name in each room.
private final class RoomsHarness {
    let directory: TemporaryDirectory
    let database: TrackerDatabase
    let clock = ManualClock(.iso("2026-11-23T09:00:00Z"))
    let dispatcher: Dispatcher
    let book = ChatAddress(platform: "matrix", id: "!book:localhost")
    let run = ChatAddress(platform: "matrix", id: "!run:localhost")
    let direct = ChatAddress(platform: "matrix", id: "!dm:localhost")
    private var sequence = 0

    init() throws {
        directory = try TemporaryDirectory()
        database = try TrackerDatabase(path: directory.file("bot.sqlite"))
        dispatcher = Dispatcher(database: database, clock: clock)
    }

    deinit { directory.remove() }

    /// Sends `text` in `chat` as `sender`, who shows `name` there; returns the reply's text.
    @discardableResult
    func send(_ text: String, in chat: ChatAddress, as sender: String, named name: String) throws -> String {
        sequence += 1
        try dispatcher.apply([
            Incoming(
                key: "k\(sequence)", chat: chat, isGroup: chat != direct,
                sender: Sender(id: sender, displayName: name), kind: .text(text))
        ])
        let last = try database.read { db in
            try OutboxEntry.order(OutboxEntry.Columns.id.desc).fetchOne(db)
        }
        return try #require(last?.outgoing.reply).text.plain
    }

    /// Applies platform events, as an adapter would.
    func apply(_ events: [PlatformEvent]) throws {
        try dispatcher.apply(events, checkpoint: nil)
    }

    func count(_ sql: String) throws -> Int {
        try database.read { db in try Int.fetchOne(db, sql: sql) ?? 0 }
    }
}

/// What a group shows of a member is the name they have in that group; their private chat
/// keeps their own name.
struct MemberNameTests {
    /// Alice as "Ally" in the book room and "Alice R." in the run room, "Alice" privately;
    /// Bob runs both challenges.
    private func twoRooms() throws -> RoomsHarness {
        let rooms = try RoomsHarness()
        try rooms.send("/start", in: rooms.direct, as: "@alice:localhost", named: "Alice")
        try rooms.send("/challenge Read", in: rooms.book, as: "@bob:localhost", named: "Bob")
        try rooms.send("/challenge Run", in: rooms.run, as: "@bob:localhost", named: "Bob")
        try rooms.send("/join", in: rooms.book, as: "@alice:localhost", named: "Ally")
        try rooms.send("/join", in: rooms.run, as: "@alice:localhost", named: "Alice R.")
        return rooms
    }

    @Test func eachGroupShowsTheNameAMemberHasThere() throws {
        let rooms = try twoRooms()
        let book = try rooms.send("/board", in: rooms.book, as: "@bob:localhost", named: "Bob")
        #expect(book.contains("Ally") && !book.contains("Alice R."), "\(book)")
        let run = try rooms.send("/board", in: rooms.run, as: "@bob:localhost", named: "Bob")
        #expect(run.contains("Alice R.") && !run.contains("Ally"), "\(run)")
        let standings = try rooms.send("/challenge", in: rooms.run, as: "@bob:localhost", named: "Bob")
        #expect(standings.contains("Alice R.") && !standings.contains("Ally"), "\(standings)")
        // A reply in a group names the sender as that group knows them.
        let left = try rooms.send("/leave", in: rooms.book, as: "@alice:localhost", named: "Ally")
        #expect(left.hasPrefix("👋 Ally left the Read challenge."), "\(left)")
        // Her private chat keeps her own name.
        let start = try rooms.send("/start", in: rooms.direct, as: "@alice:localhost", named: "Alice")
        #expect(start.hasPrefix("👋 Hi Alice!"), "\(start)")
    }

    @Test func aRenameInOneRoomChangesOnlyThatRoom() throws {
        let rooms = try twoRooms()
        try rooms.apply([.renamed(rooms.run, Sender(id: "@alice:localhost", displayName: "Speedy"))])
        let run = try rooms.send("/board", in: rooms.run, as: "@bob:localhost", named: "Bob")
        #expect(run.contains("Speedy") && !run.contains("Alice R."), "\(run)")
        let book = try rooms.send("/board", in: rooms.book, as: "@bob:localhost", named: "Bob")
        #expect(book.contains("Ally") && !book.contains("Speedy"), "\(book)")
        let own = try rooms.database.read { db in
            try User.find(platform: "matrix", externalID: "@alice:localhost", in: db)?.displayName
        }
        #expect(own == "Alice")
        // A rename in her direct chat is a new name of her own, and no group's.
        try rooms.apply([.renamed(rooms.direct, Sender(id: "@alice:localhost", displayName: "Alicia"))])
        let renamed = try rooms.database.read { db in
            try User.find(platform: "matrix", externalID: "@alice:localhost", in: db)?.displayName
        }
        #expect(renamed == "Alicia")
        let after = try rooms.send("/board", in: rooms.book, as: "@bob:localhost", named: "Bob")
        #expect(after.contains("Ally") && !after.contains("Alicia"), "\(after)")
    }

    @Test func aGroupThatMovesKeepsItsMembersNames() throws {
        let rooms = try twoRooms()
        let moved = ChatAddress(platform: "matrix", id: "!book2:localhost")
        try rooms.apply([.migrated(from: rooms.book, to: moved)])
        let board = try rooms.send("/board", in: moved, as: "@bob:localhost", named: "Bob")
        #expect(board.contains("Ally") && !board.contains("Alice R."), "\(board)")
    }

    @Test func aMemberWithNoNameInARoomIsShownByTheirOwn() throws {
        let rooms = try RoomsHarness()
        try rooms.send("/challenge Read", in: rooms.book, as: "@bob:localhost", named: "Bob")
        // A name from before names were kept per room: the user's own stands in.
        try rooms.database.write { db in try db.execute(sql: "DELETE FROM memberName") }
        try rooms.apply([.renamed(rooms.direct, Sender(id: "@bob:localhost", displayName: "Robert"))])
        let board = try rooms.send("/board", in: rooms.book, as: "@carol:localhost", named: "Carol")
        #expect(board.contains("Robert"), "\(board)")
    }

    @Test func namesInGroupsAreExportedAndGoWithTheUser() throws {
        let rooms = try twoRooms()
        let exported = try rooms.send("/export", in: rooms.direct, as: "@alice:localhost", named: "Alice")
        #expect(exported.hasPrefix("📦 Your data is exported"), "\(exported)")
        let folder = try #require(
            try FileManager.default.contentsOfDirectory(atPath: rooms.directory.file("exports")).first)
        let data = try Data(
            contentsOf: URL(fileURLWithPath: rooms.directory.file("exports/\(folder)/trackerbot-export.json"))
        )
        let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let user = try #require(json["user"] as? [String: Any])
        #expect(user["name"] as? String == "Alice")
        #expect(
            user["namesInGroups"] as? [String: String]
                == ["!book:localhost": "Ally", "!run:localhost": "Alice R."])

        // Leaving a room forgets the name shown there.
        try rooms.apply([.memberLeft(rooms.book, userID: "@alice:localhost")])
        let aliceNames = "SELECT COUNT(*) FROM memberName JOIN user ON user.id = memberName.userID"
        #expect(try rooms.count("\(aliceNames) WHERE user.externalID = '@alice:localhost'") == 1)
        try rooms.database.write { db in
            let alice = try #require(
                try User.find(platform: "matrix", externalID: "@alice:localhost", in: db))
            try User.erase(alice, in: db)
        }
        #expect(try rooms.count("\(aliceNames) WHERE user.externalID = '@alice:localhost'") == 0)
        #expect(try rooms.count("SELECT COUNT(*) FROM memberName") == 2)
    }
}
