/// What the user typed, said back in a reply. Every reply that repeats input cuts it here,
/// so a long paste (a 5,000-character `/check`) is never sent back whole.
public enum Echo {
    /// `text` cut to `limit` characters, the last of them an ellipsis when anything was cut.
    public static func clipped(_ text: some StringProtocol, to limit: Int = 32) -> String {
        guard text.count > limit else { return String(text) }
        return text.prefix(max(0, limit - 1)) + "…"
    }
}
