import Foundation
import TestSupport
import Testing

/// `trackerbot console` as a real process with `TRACKER_DB` a PostgreSQL database of the test
/// cluster: one console at a time, its pictures in the files folder, its data kept across runs.
@Suite(.enabled(if: TestPostgres.isAvailable, TestPostgres.skipReason), .serialized, .timeLimit(.minutes(2)))
struct PostgresConsoleProcessTests {
    typealias Console = ConsoleProcessTests.Console

    @Test func itServesFromPostgreSQLOneConsoleAtATimeAndKeepsItsData() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try await TestPostgres.withDatabaseAsync { url in
            let environment = ["TRACKER_DB": url.withoutPassword]
            let console = try Console(arguments: [], directory: directory, environment: environment)
            console.type("/habit add Read")
            console.type("/habit 1")
            #expect(
                await console.waitFor("Recent check-ins", "No check-ins yet"), "printed: \(console.printed)")

            let second = try Console(arguments: [], directory: directory, environment: environment)
            #expect(await second.exit() == 1)
            #expect(
                second.logged
                    == "trackerbot: another trackerbot console is already using \(url). Leave that one first, or use another database with --db.\n"
            )
            #expect(second.printed.isEmpty)
            #expect(await console.finish() == 0)
            #expect(console.logged.isEmpty, "stderr: \(console.logged)")
            // No folder beside a PostgreSQL database: pictures go to the files folder.
            #expect(console.printed.contains("🖼"), "printed: \(console.printed)")
            #expect(FileManager.default.fileExists(atPath: directory.file("trackerbot-files/pictures")))

            let files = directory.file("elsewhere")
            let again = try Console(
                arguments: ["--db", url.withoutPassword], directory: directory,
                environment: ["TRACKER_FILES": files])
            again.type("/habit 1")
            #expect(await again.waitFor("🌱 Read — every day, 21 days"), "printed: \(again.printed)")
            #expect(await again.finish() == 0)
            #expect(FileManager.default.fileExists(atPath: files + "/pictures"))
        }
    }
}
