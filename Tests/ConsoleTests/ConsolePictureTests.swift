import Console
import Foundation
import TestSupport
import Testing
import TrackerCore

/// The console draws a reply's picture into a private file and names it under the text.
struct ConsolePictureTests {
    @Test func aPicturedReplyNamesItsPrivateFile() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let folder = directory.file("pictures")
        let console = try ScriptedConsole(
            databasePath: directory.file("bot.sqlite"), clock: ManualClock(.iso("2026-11-23T09:00:00Z")),
            pictures: ConsolePictures { _ in Data("png".utf8) })
        try console.send("/habit add Read for 5 days")
        let card = try console.send("/habit 1")
        let path = try #require(card.split(separator: "\n").last { $0.hasPrefix("🖼 ") }?.dropFirst(2))
        #expect(path.hasPrefix(folder) && path.hasSuffix(".png"))
        #expect(FileManager.default.contents(atPath: String(path)) == Data("png".utf8))
        let file = try FileManager.default.attributesOfItem(atPath: String(path))
        let folderMode = try FileManager.default.attributesOfItem(atPath: folder)
        #expect((file[.posixPermissions] as? Int) == 0o600)
        #expect((folderMode[.posixPermissions] as? Int) == 0o700)
        // Text-only replies name no file.
        #expect(!(try console.send("/todos")).contains("🖼"))
    }
}
