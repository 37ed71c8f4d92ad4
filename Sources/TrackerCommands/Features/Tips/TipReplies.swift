import TrackerCore

/// How a tip is shown, alone or under another reply.
enum TipReplies {
    static func tip(_ tip: String) -> Reply {
        Reply(line(tip) + "\nAnother one: /tip")
    }

    /// The tip as one line to add to a reply.
    static func line(_ tip: String) -> RichText {
        "💡 \(italic: tip)"
    }
}
