import Foundation
import HTTPTestSupport
import TestSupport
import Testing

/// The shipped systemd unit, as systemd would run the bot: `systemd-analyze verify` accepts it,
/// and `trackerbot run` under the unit's own system call filter (expanded by
/// `systemd-analyze`, applied with libseccomp by `deploy/unit_seccomp.py`) as an unprivileged
/// user serves a command and stops cleanly on SIGTERM.
@Suite(.serialized, .timeLimit(.minutes(2)))
struct SystemdUnitProcessTests {
    static let unit = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../deploy/trackerbot.service").standardized.path
    static let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("deploy/unit_seccomp.py").path
    /// Debian's Python, which has Debian's libseccomp binding (python3-seccomp).
    static let python = "/usr/bin/python3"
    static let analyze = "/usr/bin/systemd-analyze"

    /// Whether systemd-analyze and the libseccomp binding are installed (.ci/run installs them).
    static let isAvailable: Bool = {
        guard FileManager.default.isExecutableFile(atPath: analyze) else { return false }
        let check = Process()
        check.executableURL = URL(fileURLWithPath: python)
        check.arguments = ["-c", "import seccomp"]
        check.standardError = FileHandle.nullDevice
        guard (try? check.run()) != nil else { return false }
        check.waitUntilExit()
        return check.terminationStatus == 0
    }()

    static let skipReason: Comment =
        "systemd-analyze or libseccomp's Python binding is missing: apt-get install systemd python3-seccomp"

    @Test(.enabled(if: isAvailable, skipReason))
    func systemdAnalyzeVerifiesTheUnit() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        // The unit as installed, its binary where the build put it.
        let text = try String(contentsOfFile: Self.unit, encoding: .utf8)
            .replacingOccurrences(of: "/usr/local/bin/trackerbot", with: BuiltProducts.trackerbot.path)
        let installed = directory.file("trackerbot.service")
        try text.write(toFile: installed, atomically: true, encoding: .utf8)
        let verify = try await ChildProcess.run(Self.analyze, ["verify", installed])
        #expect(verify.status == 0, "\(verify.output)")
    }

    @Test(.enabled(if: isAvailable, skipReason))
    func theBotServesACommandUnderTheUnitsSystemCallFilter() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        // The launcher becomes nobody when run as root: the database's folder must be theirs.
        try FileManager.default.setAttributes([.posixPermissions: 0o777], ofItemAtPath: directory.path)
        try await FakeTelegram.with { fake in
            let bot = try ProcessTests.BotProcess(
                apiURL: fake.baseURL, databasePath: directory.file("data/bot.sqlite"), directory: directory,
                command: [Self.python, Self.script, Self.unit, BuiltProducts.trackerbot.path, "run"])
            await fake.enqueue([FakeTelegram.message("/todo add Ship the unit", from: 4242)])
            try await fake.waitFor(timeout: .seconds(30)) {
                $0.contains { $0.method == "sendMessage" && $0.text == "📝 Added to-do 1: Ship the unit" }
            }
            #expect(await bot.terminate() == 0, "\(bot.log)")
            #expect(!bot.log.contains("Bad system call"))
            #expect(bot.log.contains("Stopped"), "\(bot.log)")
        }
    }
}
