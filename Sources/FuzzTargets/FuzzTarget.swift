import Foundation

/// One fuzz target: what is done with one input. A trap in `run` is a finding; anything else,
/// thrown errors and refusals included, is the input handled.
///
/// `trackerbot-fuzz <name>` runs a target under libFuzzer (`scripts/fuzz.sh`), and the
/// regression tests replay the committed inputs through the same `run`.
public struct FuzzTarget: Sendable {
    /// The name `trackerbot-fuzz` takes and the corpus folder is named after.
    public let name: String
    /// What the target feeds its input to.
    public let summary: String
    /// Handles one input; trapping is the only failure.
    public let run: @Sendable (Data) -> Void

    init(_ name: String, _ summary: String, run: @escaping @Sendable (Data) -> Void) {
        self.name = name
        self.summary = summary
        self.run = run
    }

    /// Every target, by name.
    public static let all: [FuzzTarget] = [
        .commands, .dates, .timeZones, .environmentFile, .updates, .buttons, .outboxPayload, .sync, .pictures,
        .crypto, .encrypted,
    ]

    /// The target called `name`, or `nil` when there is none.
    public static func named(_ name: String) -> FuzzTarget? {
        all.first { $0.name == name }
    }
}

extension Data {
    /// The input as text, as a chat platform would hand it over: invalid UTF-8 repaired.
    var text: String { String(decoding: self, as: UTF8.self) }
}
