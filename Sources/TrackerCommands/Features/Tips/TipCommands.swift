import TrackerCore

/// `/tip`: one habit-building tip at a time.
enum TipCommands {
    static let all = [
        Command(
            "tip", aliases: ["tips"], place: .anywhere, help: [.init(nil, "💡 /tip — a habit-building tip")],
            action: .tip)
    ]
}
