import Foundation
import FuzzTargets
import Testing

/// Replays every committed fuzz input (the seed corpus, and each finding kept as a
/// regression) through its target: none may trap. CI runs these; it does not fuzz.
struct FuzzInputReplayTests {
    /// `Fuzz/` at the top of the repository.
    static let fuzzFolder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fuzz")

    static func inputs(of target: FuzzTarget) -> [URL] {
        ["corpus", "regressions"].flatMap { kind in
            let folder = fuzzFolder.appendingPathComponent(kind).appendingPathComponent(target.name)
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
            return names.sorted().map { folder.appendingPathComponent($0) }
        }
    }

    @Test(arguments: FuzzTarget.all.map(\.name))
    func everyCommittedInputIsHandled(target name: String) throws {
        let target = try #require(FuzzTarget.named(name))
        let inputs = Self.inputs(of: target)
        #expect(!inputs.isEmpty, "\(name) has a seed corpus")
        for input in inputs {
            target.run(try Data(contentsOf: input))
        }
    }
}
