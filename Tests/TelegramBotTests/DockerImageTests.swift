import Foundation
import HTTPTestSupport
import TestSupport
import Testing

/// `deploy/Dockerfile`, checked without Docker: its build stage installs the README's
/// packages, which CI installs too; and its runtime stage's packages, installed alone into a
/// Debian root of the runtime image's release (made by `debootstrap`, which `.ci/run` does),
/// run the statically linked binary there: a console script that draws a picture, and `run`
/// until `/readyz` answers.
@Suite(.serialized, .timeLimit(.minutes(10)))
struct DockerImageTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    static func text(_ path: String) throws -> String {
        try String(contentsOf: repository.appendingPathComponent(path), encoding: .utf8)
    }

    /// The Dockerfile's stages, in order: each one's base image and the packages its
    /// `apt-get install` names.
    static func stages() throws -> [(base: String, packages: [String])] {
        let joined = try text("deploy/Dockerfile").replacingOccurrences(of: "\\\n", with: " ")
        return joined.components(separatedBy: "\nFROM ").dropFirst().map { stage in
            let base = String(stage.prefix { $0 != " " && $0 != "\n" })
            var packages: [String] = []
            if let install = stage.range(of: "apt-get install") {
                let command = stage[install.upperBound...].prefix { $0 != "&" && $0 != "\n" }
                packages = command.split(separator: " ").map(String.init).filter { !$0.hasPrefix("-") }
            }
            return (base, packages)
        }
    }

    /// The packages of the README's quick start.
    static func readmePackages() throws -> [String] {
        let line = try #require(
            try text("README.md").split(separator: "\n").first { $0.hasPrefix("sudo apt-get install -y ") })
        return line.dropFirst("sudo apt-get install -y ".count).split(separator: " ").map(String.init)
    }

    /// The packages `.ci/run` installs.
    static func ciPackages() throws -> [String] {
        let script = try text(".ci/run")
        let list = try #require(script.firstMatch(of: /\npackages=\(([^)]*)\)/)?.1)
        return list.split(separator: " ").map(String.init)
    }

    @Test func theBuildStageInstallsTheREADMEsPackagesAndCIDoesToo() throws {
        let stages = try Self.stages()
        #expect(stages.count == 2)
        let build = try #require(stages.first)
        let readme = try Self.readmePackages()
        #expect(build.packages == readme, "the build stage installs what the quick start does")
        #expect(Set(readme).isSubset(of: try Self.ciPackages()), "CI installs what the quick start does")
        // The image builds with the toolchain this package is tested with.
        #expect(build.base.hasPrefix("swift:6.3-"), "\(build.base)")
    }

    /// A Debian root of the runtime image's release, and the statically linked binary, both
    /// made by `.ci/run`; the root is changed (the runtime stage's packages are installed).
    static let root = ProcessInfo.processInfo.environment["TRACKERBOT_TEST_DEBIAN_ROOT"]
    static let binary = ProcessInfo.processInfo.environment["TRACKERBOT_STATIC_BINARY"]
    static let skipReason: Comment =
        "no Debian root or static binary: .ci/run makes them (debootstrap, and swift build --static-swift-stdlib)"

    @Test(.enabled(if: root != nil && binary != nil && getuid() == 0, skipReason))
    func theRuntimeStagesPackagesRunTheBinary() async throws {
        let root = try #require(Self.root)
        let runtime = try #require(try Self.stages().last)
        // debian:bookworm-slim is bookworm: the root must be of the same release.
        let release = try #require(runtime.base.firstMatch(of: /^debian:([a-z]+)/)?.1)
        let osRelease = try String(contentsOfFile: root + "/etc/os-release", encoding: .utf8)
        #expect(osRelease.contains("VERSION_CODENAME=\(release)\n"), "\(osRelease)")

        let install = try await Self.chroot(
            root,
            [
                "/bin/sh", "-c",
                "apt-get update -qq && apt-get install -y -qq --no-install-recommends \"$@\"", "-",
            ]
                + runtime.packages, environment: ["DEBIAN_FRONTEND": "noninteractive"])
        #expect(install.status == 0, "\(install.output)")
        try? FileManager.default.removeItem(atPath: root + "/usr/local/bin/trackerbot")
        try FileManager.default.copyItem(
            atPath: try #require(Self.binary), toPath: root + "/usr/local/bin/trackerbot")
        try? FileManager.default.removeItem(atPath: root + "/data")
        try FileManager.default.createDirectory(atPath: root + "/data", withIntermediateDirectories: true)
        // A container has /proc, where the Swift runtime reads the command line.
        #expect(
            try await ChildProcess.run("/usr/bin/mount", ["-t", "proc", "proc", root + "/proc"]).status == 0)
        defer { _ = try? Self.runNow("/usr/bin/umount", [root + "/proc"]) }

        // A console script whose habit card is drawn: Cairo, Pango and the fonts work.
        let console = try await Self.chroot(
            root, ["/usr/local/bin/trackerbot", "console", "--db", "/data/console.sqlite"],
            input: "/habit add Read\n/habit 1\n")
        #expect(console.status == 0, "\(console.output)")
        let picture = try #require(
            console.output.firstMatch(of: /(\/data\/[^\s]*\.png)/)?.1, "\(console.output)")
        let png = try Data(contentsOf: URL(fileURLWithPath: root + picture))
        #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]) && png.count > 1000)

        // `run` against the fake Bot API, until /readyz answers 200, then SIGTERM.
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try await FakeTelegram.with { fake in
            let port = try LoopbackSockets.unusedPort()
            let bot = try ProcessTests.BotProcess(
                apiURL: fake.baseURL, databasePath: "/data/bot.sqlite", directory: directory,
                environment: ["HTTP_LISTEN": "127.0.0.1:\(port)"],
                command: ["/usr/sbin/chroot", root, "/usr/local/bin/trackerbot", "run"])
            var ready: ChildProcess?
            for _ in 0..<300 {
                // The image's health check's curl, from inside the root.
                let answer = try await Self.chroot(
                    root, ["curl", "--silent", "--max-time", "2", "http://127.0.0.1:\(port)/readyz"])
                if answer.status == 0, answer.output.contains("\"ready\":true") {
                    ready = answer
                    break
                }
                try await Task.sleep(for: .milliseconds(100))
            }
            #expect(ready != nil, "\(bot.log)")
            #expect(await bot.terminate() == 0, "\(bot.log)")
        }
    }

    /// Runs `command` in the Debian root at `root`, with `input` on its standard input.
    static func chroot(
        _ root: String, _ command: [String], input: String = "", environment: [String: String] = [:]
    ) async throws -> ChildProcess {
        try await ChildProcess.run(
            "/usr/sbin/chroot", [root] + command, input: Data(input.utf8), environment: environment)
    }

    /// Runs `program` with `arguments` on the calling thread, for a `defer`.
    static func runNow(_ program: String, _ arguments: [String]) throws -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: program)
        process.arguments = arguments
        try process.run()
        process.waitUntilExit()
        return process.terminationStatus
    }
}
