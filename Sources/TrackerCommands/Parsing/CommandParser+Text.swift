import TrackerCore

extension CommandParser {
    /// Whether a value asks to remove what it edits: `none`, the one word that clears a
    /// goal's deadline and its why alike.
    static func clears(_ value: String) -> Bool {
        value.lowercased() == "none"
    }

    /// Whether a reminder's argument switches it back on, the counterpart of `off`.
    static func switchesOn(_ value: String) -> Bool {
        ["on", "yes"].contains(value.lowercased())
    }

    /// A title without the quotes around it, read as `/goal add` reads one; text after the
    /// closing quote is refused rather than silently kept or dropped.
    func unquotedTitle(_ text: String, usage: RichText) throws(CommandError) -> String {
        guard let quoted = InputText.quoted(text) else { return text }
        let localizer = Localizer(language)
        guard quoted.closed else {
            throw CommandError(localizer.rich(.parseClosingQuoteMissing), usage: usage)
        }
        guard quoted.after.isEmpty else {
            throw CommandError(localizer.rich(.parseWholeTitleInQuotes), usage: usage)
        }
        return quoted.title
    }
}
