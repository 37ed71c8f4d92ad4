import Foundation
import TestSupport
import Testing
import TrackerCore

/// Conversations where a reply used to say one thing and do another: what is echoed is what
/// is stored, and a long unknown command is echoed cut.
struct RepliesThatKeepTheirWordTranscriptTests: ConsoleOnNovember21 {
    @Test func controlCharactersAreNeitherStoredNorEchoed() throws {
        let console = try makeConsole()
        #expect(try console.send("/todo add a\u{0}b") == "📝 Added to-do 1: ab")
        #expect(try console.send("/todo add x\u{1B}[2Jy\u{7}") == "📝 Added to-do 2: x[2Jy")
        let stored = try console.store.read { tx -> [String] in
            guard let id = try tx.users.find(platform: .console, externalID: "local")?.id else { return [] }
            return try tx.todos.listed(of: id).map(\.text)
        }
        #expect(stored == ["ab", "x[2Jy"])
    }

    @Test func aLongUnknownCommandIsEchoedCut() throws {
        let console = try makeConsole()
        let reply = try console.send("/" + String(repeating: "a", count: 5000))
        #expect(
            reply == "I don't know /\(String(repeating: "a", count: 31))…. Send /help to see what I can do.")
    }
}
