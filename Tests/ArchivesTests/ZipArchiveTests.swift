import Archives
import Foundation
import TestSupport
import Testing

/// ZIP archives as another implementation reads them (``ZipEntry``): Python's `zipfile` checks
/// every CRC and reads back the names, contents, dates and modes.
struct ZipArchiveTests {
    @Test func anotherUnzipReadsEveryFileBack() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let large = Data(String(repeating: "day,habit,amount\n2026-12-01,Read,1\n", count: 30_000).utf8)
        let files: [(name: String, contents: Data)] = [
            ("export.json", Data(#"{"habits":[]}"#.utf8)), ("empty.csv", Data()),
            ("привычки – ✅.csv", Data("Лес,1\n".utf8)), ("checkins.csv", large),
        ]
        let archive = try ZipArchive.archive(files, modified: .iso("2026-12-01T09:30:17Z"))
        #expect(archive.count < large.count / 20, "deflated")
        let path = directory.file("export.zip")
        try archive.write(to: URL(fileURLWithPath: path))
        let entries = try ZipEntry.read(path)
        #expect(entries.map(\.name) == files.map(\.name))
        #expect(entries.map(\.contents) == files.map(\.contents))
        #expect(Set(entries.map(\.method)) == [8])
        #expect(Set(entries.map(\.date)) == ["2026-12-01 09:30:16"], "two-second steps, in UTC")
        #expect(Set(entries.map(\.mode)) == ["0o100600"])
        #expect(Set(entries.map(\.utf8)) == [true])
    }

    @Test func anEmptyArchiveAndDatesOutsideTheFormatsYearsAreStillValid() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        for (name, instant) in [("empty", Date.iso("2026-12-01T00:00:00Z")), ("old", .distantPast)] {
            let files: [(name: String, contents: Data)] = name == "empty" ? [] : [("a.txt", Data("a".utf8))]
            let path = directory.file("\(name).zip")
            try ZipArchive.archive(files, modified: instant).write(to: URL(fileURLWithPath: path))
            let entries = try ZipEntry.read(path)
            #expect(entries.count == files.count)
            if name == "old" { #expect(entries.first?.date == "1980-01-01 00:00:00") }
        }
    }
}
