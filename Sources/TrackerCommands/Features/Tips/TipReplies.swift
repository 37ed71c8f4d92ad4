import TrackerCore

/// How a tip is shown, alone or under another reply.
enum TipReplies {
    static func tip(_ tip: String, _ localizer: Localizer) -> Reply {
        Reply(line(tip) + "\n" + localizer.rich(.tipAnother))
    }

    /// The tip as one line to add to a reply.
    static func line(_ tip: String) -> RichText {
        "💡 \(italic: tip)"
    }
}
