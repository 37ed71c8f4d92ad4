import Foundation
import HTTPClient
import Matrix
import MatrixTestSupport
import Testing

/// Members' names on the homeserver: the name shown is the one a member has now, kept between
/// syncs that do not repeat it, and followed when they rename themselves. Part of the
/// homeserver suite, whose tests take turns.
extension MatrixBotHomeserverTests {
    @Test func aMembersCurrentNameIsShownAndARenameIsFollowed() async throws {
        try await HomeserverScene.with(logger: logger) { scene in
            try await aMembersCurrentNameIsShown(scene)
        }
    }

    private func aMembersCurrentNameIsShown(_ scene: HomeserverScene) async throws {
        let bot = scene.bot
        let leo = try await Person.register("leo", in: scene)
        let mia = try await Person.register("mia", in: scene)
        func rename(_ name: String) async throws {
            let path = mia.userID.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? mia.userID
            let response = try await scene.http.send(
                HTTPRequest(
                    method: .put,
                    url: scene.environment.homeserverURL + "/_matrix/client/v3/profile/\(path)/displayname",
                    headers: ["Authorization": "Bearer \(mia.token)"],
                    body: .json(Data(#"{"displayname":"\#(name)"}"#.utf8))))
            #expect((200..<300).contains(response.status))
        }
        try await rename("Mia Alpha")
        let roomID = try await leo.client.createRoom(CreateRoomOptions(invite: [mia.userID, bot]))
        _ = try await mia.client.join(roomID: roomID)
        try await withBot(scene.environment, database: scene.database) {
            try await leo.sync.waitUntil { sync in
                (sync.timelines[roomID] ?? []).contains {
                    $0.stateKey == bot && $0.member?.membership == .join
                }
            }
            _ = try await leo.ask("!challenge Read for 21 days", in: roomID, bot: bot)
            _ = try await mia.ask("!join", in: roomID, bot: bot)
            // A later sync does not name mia again; the bot still knows her name.
            _ = try await mia.ask("!check", in: roomID, bot: bot)
            let board = try await leo.ask("!board", in: roomID, bot: bot)
            #expect(board.message?.body.contains("Mia Alpha") == true, "\(board.message?.body ?? "")")
            // Renamed, without a word from her: the board follows.
            try await rename("Mia Beta")
            try await leo.sync.waitUntil { sync in
                (sync.timelines[roomID] ?? []).contains {
                    $0.stateKey == mia.userID && $0.member?.displayName == "Mia Beta"
                }
            }
            let renamed = try await leo.ask("!board", in: roomID, bot: bot)
            #expect(renamed.message?.body.contains("Mia Beta") == true, "\(renamed.message?.body ?? "")")
            #expect(renamed.message?.body.contains("Mia Alpha") == false)
        }
    }

    @Test func eachRoomShowsTheNameAMemberHasThereAndARoomRenameStaysInItsRoom() async throws {
        try await HomeserverScene.with(logger: logger) { scene in
            try await eachRoomShowsTheNameAMemberHasThere(scene)
        }
    }

    private func eachRoomShowsTheNameAMemberHasThere(_ scene: HomeserverScene) async throws {
        let bot = scene.bot
        let leo = try await Person.register("leo", in: scene)
        let mia = try await Person.register("mia", in: scene)
        func encoded(_ text: String) -> String {
            text.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? text
        }
        /// Sets mia's name in `roomID` alone (a room nickname), and waits until leo sees it.
        func nickname(_ name: String, in roomID: String) async throws {
            let response = try await scene.http.send(
                HTTPRequest(
                    method: .put,
                    url: scene.environment.homeserverURL
                        + "/_matrix/client/v3/rooms/\(encoded(roomID))/state/m.room.member/\(encoded(mia.userID))",
                    headers: ["Authorization": "Bearer \(mia.token)"],
                    body: .json(Data(#"{"membership":"join","displayname":"\#(name)"}"#.utf8))))
            #expect((200..<300).contains(response.status))
            try await leo.sync.waitUntil { sync in
                (sync.timelines[roomID] ?? []).contains {
                    $0.stateKey == mia.userID && $0.member?.displayName == name
                }
            }
        }
        func board(_ roomID: String) async throws -> String {
            try await leo.ask("!board", in: roomID, bot: bot).message?.body ?? ""
        }
        let profile = try await scene.http.send(
            HTTPRequest(
                method: .put,
                url: scene.environment.homeserverURL
                    + "/_matrix/client/v3/profile/\(encoded(mia.userID))/displayname",
                headers: ["Authorization": "Bearer \(mia.token)"],
                body: .json(Data(#"{"displayname":"Mia Own"}"#.utf8))))
        #expect((200..<300).contains(profile.status))
        let book = try await leo.client.createRoom(CreateRoomOptions(invite: [mia.userID, bot]))
        let run = try await leo.client.createRoom(CreateRoomOptions(invite: [mia.userID, bot]))
        for roomID in [book, run] { _ = try await mia.client.join(roomID: roomID) }
        try await nickname("Bookworm Mia", in: book)
        try await nickname("Runner Mia", in: run)
        try await withBot(scene.environment, database: scene.database) {
            for (roomID, habit) in [(book, "Read"), (run, "Run")] {
                try await leo.sync.waitUntil { sync in
                    (sync.timelines[roomID] ?? []).contains {
                        $0.stateKey == bot && $0.member?.membership == .join
                    }
                }
                _ = try await leo.ask("!challenge \(habit) for 21 days", in: roomID, bot: bot)
                _ = try await mia.ask("!join", in: roomID, bot: bot)
            }
            let bookBoard = try await board(book)
            #expect(bookBoard.contains("Bookworm Mia") && !bookBoard.contains("Runner Mia"), "\(bookBoard)")
            let runBoard = try await board(run)
            #expect(runBoard.contains("Runner Mia") && !runBoard.contains("Bookworm Mia"), "\(runBoard)")
            // A new nickname in one room, without a word from her: only that room's board follows.
            try await nickname("Sprinter Mia", in: run)
            let renamed = try await board(run)
            #expect(renamed.contains("Sprinter Mia") && !renamed.contains("Runner Mia"), "\(renamed)")
            let unchanged = try await board(book)
            #expect(unchanged.contains("Bookworm Mia") && !unchanged.contains("Sprinter Mia"), "\(unchanged)")
            // Her direct chat greets her by her own name, no room's nickname, on joining as
            // when she sends !start.
            let direct = try await mia.client.createRoom(
                CreateRoomOptions(invite: [bot], isDirect: true, preset: "trusted_private_chat"))
            try await mia.sync.waitUntil { _ in !mia.messages(from: bot, in: direct).isEmpty }
            let welcome = mia.messages(from: bot, in: direct).first?.message?.body ?? ""
            #expect(welcome.hasPrefix("👋 Hi Mia Own!"), "\(welcome)")
            let hello = try await mia.ask("!start", in: direct, bot: bot).message?.body ?? ""
            #expect(hello.hasPrefix("👋 Hi Mia Own!"), "\(hello)")
        }
    }
}
