/// The colours of the pictures: a light card with dark text, which reads on Telegram's light
/// theme and stands out as a card on its dark one; states differ by shape as well as colour
/// (a fill, a pie, a cross, dots, a plain ring) so they read without colour vision too.
enum Palette {
    /// The card behind everything.
    static let background = Color(hex: 0xFAF8F3)
    /// Titles and today's ring.
    static let text = Color(hex: 0x1F2328)
    /// The caption, a little softer than the title.
    static let secondaryText = Color(hex: 0x3D444D)
    /// Done days, and the filled part of partial ones.
    static let accent = Color(hex: 0x1F883D)
    /// The day that broke the run.
    static let broken = Color(hex: 0xCF222E)
    /// Paused days' dotted ring.
    static let paused = Color(hex: 0x8C959F)
    /// Days still open: a plain light ring.
    static let open = Color(hex: 0xC4C9D0)
    /// A bar with nothing in it yet (a goal without checkpoints): lighter than an open segment.
    static let track = Color(hex: 0xE4E7EB)
    /// A heatmap's squares: nothing done, then more of the day done, up to ``accent`` for all
    /// of it. Partly done days grow darker as well as greener, so the levels read in grey too.
    static let heatEmpty = Color(hex: 0xE3E6EA)
    static let heatLevels = [Color(hex: 0xB4E4BE), Color(hex: 0x74C787), Color(hex: 0x40A35A), accent]
    /// The band behind today's column of a group board.
    static let highlight = Color(hex: 0xF1E2B0)
    /// The tick on a board's done day.
    static let onAccent = Color(hex: 0xFFFFFF)
}
