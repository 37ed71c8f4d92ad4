import Foundation
import TestSupport
import Testing

/// A script of `e2e/` run on matrix-nio (vodozemac inside), the other party of the encryption
/// tests: `TRACKERBOT_PYTHON` names a Python that has it.
enum NioScript {
    static let python = ProcessInfo.processInfo.environment["TRACKERBOT_PYTHON"] ?? "python3"
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
        "e2e")

    /// Whether the Python has matrix-nio and vodozemac.
    static let isAvailable: Bool = {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [python, "-c", "import nio, vodozemac"]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return false }
        process.waitUntilExit()
        return process.terminationStatus == 0
    }()

    /// Runs `script` with `arguments` to its end and gives back the one line it printed; a
    /// failing script's traceback is recorded as an issue.
    static func run(_ script: String, _ arguments: [String]) async throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [python, folder.appendingPathComponent(script).path] + arguments
        let (output, errors) = (Pipe(), Pipe())
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        async let printed = output.fileHandleForReading.readToEndOnThread()
        async let logged = errors.fileHandleForReading.readToEndOnThread()
        let (data, failure) = await (printed, logged)
        await process.waitUntilExitOnThread()
        // The client's traceback says which of its steps failed.
        #expect(process.terminationStatus == 0, "\(String(decoding: failure, as: UTF8.self))")
        return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Runs `script` and gives back the JSON object it printed.
    static func summary(_ script: String, _ arguments: [String]) async throws -> [String: Any] {
        let output = try await run(script, arguments)
        return try #require(
            try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any], "\(output)")
    }
}
