import TrackerCore

/// A page of `/help`: the commands of one feature, or a reference such as the date forms.
///
/// A topic's page is its title, its intro, the help lines commands declare for it in
/// catalog order, and its footer. `/help <word>` opens it by its name, one of its extra
/// words, or the name of a command with a line on it.
struct HelpTopic: Sendable, Hashable {
    /// The word `/help` takes for it, listed when a topic is unknown.
    let name: String
    /// Its position on the overview; lower comes first.
    let rank: Int
    /// Other words that open it (`goal` for `goals`).
    let words: [String]
    /// The page's heading.
    let title: String
    /// Its line on the overview.
    let overview: RichText
    /// Text before the commands' lines.
    let intro: RichText?
    /// Text after them: rules, examples, pointers.
    let footer: RichText?

    init(
        _ name: String, rank: Int, words: [String] = [], title: String, overview: RichText,
        intro: RichText? = nil,
        footer: RichText? = nil
    ) {
        self.name = name
        self.rank = rank
        self.words = words
        self.title = title
        self.overview = overview
        self.intro = intro
        self.footer = footer
    }

    static func == (lhs: HelpTopic, rhs: HelpTopic) -> Bool { lhs.name == rhs.name }
    func hash(into hasher: inout Hasher) { hasher.combine(name) }
}
