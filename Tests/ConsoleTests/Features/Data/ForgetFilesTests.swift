import Console
import Foundation
import SQLiteStore
import TestSupport
import Testing
import TrackerCore

/// `/forget` removes every file made for the user, once their rows are gone, and no one else's.
struct ForgetFilesTests {
    private static let start = Date.iso("2026-11-21T09:00:00Z")

    @Test func forgetRemovesTheUsersPicturesAndExportsAndKeepsOthers() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let clock = ManualClock(Self.start)
        let pictures = ConsolePictures { _ in Data("png".utf8) }
        let alice = try ScriptedConsole(
            databasePath: directory.file("bot.sqlite"), clock: clock, pictures: pictures)
        let bob = try ScriptedConsole(
            databasePath: directory.file("bot.sqlite"), clock: clock, userID: "bob", name: "Bob",
            pictures: pictures)
        var drawn = 0
        for console in [alice, bob] {
            for line in [
                "/goal add Marathon by dec 31", "/goal step 1 Shoes", "/goal 1", "/habit add Read",
                "/habit 1",
            ] {
                drawn += try console.send(line).split(separator: "\n").filter { $0.hasPrefix("🖼 ") }.count
            }
            try console.send("/export")
        }
        func names(_ folder: String) throws -> [String] {
            try FileManager.default.contentsOfDirectory(atPath: directory.file(folder)).sorted()
        }
        let bobsPictures = try names("pictures").filter { $0.hasPrefix("user-2-") }
        #expect(drawn >= 4 && bobsPictures.count == drawn / 2)
        #expect(try names("pictures").count == drawn)
        #expect(try names("exports") == ["user-1-20261121T090000Z", "user-2-20261121T090000Z"])

        // Pictures drawn before they were named after their user are named after their reply.
        func legacyPicture(of user: String) throws -> String {
            let id = try alice.store.read { tx in
                try tx.users.find(platform: .console, externalID: user).map { try tx.users.outboxIDs(of: $0) }
            }?.first
            let name = "reply-\(try #require(id)).png"
            #expect(
                FileManager.default.createFile(atPath: directory.file("pictures/" + name), contents: Data()))
            return name
        }
        let alicesOld = try legacyPicture(of: "local")
        let bobsOld = try legacyPicture(of: "bob")

        try alice.send("/forget")
        try alice.send("a")

        // Only Bob's files are left, in both folders.
        #expect(try names("pictures") == (bobsPictures + [bobsOld]).sorted())
        #expect(!(try names("pictures")).contains(alicesOld))
        #expect(try names("exports") == ["user-2-20261121T090000Z"])
    }
}
