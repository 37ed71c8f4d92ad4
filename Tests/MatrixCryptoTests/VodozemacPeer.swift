import Foundation

/// vodozemac's Python binding as the other party of a test: `interop/vodozemac_peer.py`, run
/// with ``python`` and asked one JSON line at a time.
final class VodozemacPeer {
    /// The driver script beside this file.
    static let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("interop/vodozemac_peer.py")

    /// The Python to run: `TRACKERBOT_PYTHON` (a virtual environment's, say), else `python3` on the path.
    static let python = ProcessInfo.processInfo.environment["TRACKERBOT_PYTHON"] ?? "python3"

    /// Whether ``python`` runs here and imports vodozemac; the interop tests are skipped otherwise.
    static let isAvailable: Bool = {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [python, "-c", "import vodozemac"]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return false }
        process.waitUntilExit()
        return process.terminationStatus == 0
    }()

    private let process = Process()
    private let input = Pipe()
    private let output = Pipe()
    private var buffer = Data()

    init() throws {
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [Self.python, Self.script.path]
        process.standardInput = input
        process.standardOutput = output
        try process.run()
    }

    deinit {
        try? input.fileHandleForWriting.close()
        process.waitUntilExit()
    }

    /// The peer's answer to `request`; a Python exception comes back as an error.
    func ask(_ request: [String: Any]) throws -> [String: Any] {
        var line = try JSONSerialization.data(withJSONObject: request)
        line.append(0x0A)
        try input.fileHandleForWriting.write(contentsOf: line)
        while !buffer.contains(0x0A) {
            // `availableData` returns what one read gets; `read(upToCount:)` waits for the full count.
            let chunk = output.fileHandleForReading.availableData
            guard !chunk.isEmpty else {
                throw PeerError(message: "vodozemac peer exited")
            }
            buffer.append(chunk)
        }
        let end = buffer.firstIndex(of: 0x0A) ?? buffer.endIndex
        let answerLine = buffer[buffer.startIndex..<end]
        buffer = Data(buffer[buffer.index(after: end)...])
        guard let answer = try JSONSerialization.jsonObject(with: answerLine) as? [String: Any] else {
            throw PeerError(message: "not a JSON object")
        }
        if let error = answer["error"] as? String { throw PeerError(message: error) }
        return answer
    }

    /// `ask`'s string answer `key`.
    func string(_ key: String, _ request: [String: Any]) throws -> String {
        guard let value = try ask(request)[key] as? String else { throw PeerError(message: "no \(key)") }
        return value
    }
}

/// A failure the peer reported, or a broken exchange with it.
struct PeerError: Error, CustomStringConvertible {
    let message: String
    var description: String { message }
}
