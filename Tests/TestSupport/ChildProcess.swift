import Foundation

/// A program run to its end: what it printed, standard output and error together, and its
/// exit status.
public struct ChildProcess: Sendable {
    /// The exit status.
    public let status: Int32
    /// What it printed, standard output and error interleaved.
    public let output: String

    /// Runs `program` with `arguments`, `input` on its standard input, and waits for it to end
    /// without blocking a thread of the concurrency pool. `environment` is all it gets, with a
    /// `PATH` of the usual folders unless it names one.
    public static func run(
        _ program: String, _ arguments: [String], input: Data = Data(), environment: [String: String] = [:]
    ) async throws -> ChildProcess {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: program)
        process.arguments = arguments
        process.environment = ["PATH": "/usr/local/bin:/usr/bin:/bin:/usr/sbin:/sbin"].merging(environment) {
            $1
        }
        let output = Pipe()
        let standardInput = Pipe()
        process.standardOutput = output
        process.standardError = output
        process.standardInput = standardInput
        try process.run()
        standardInput.fileHandleForWriting.write(input)
        try standardInput.fileHandleForWriting.close()
        let printed = await output.fileHandleForReading.readToEndOnThread()
        await process.waitUntilExitOnThread()
        return ChildProcess(
            status: process.terminationStatus, output: String(decoding: printed, as: UTF8.self))
    }
}
