import TrackerCore

/// The readers several features' commands share: list numbers, titles, dates, times, days
/// and zones, each refusing bad input with the command's `usage`.
extension CommandParser {
    /// The next word as a number from the user's last list.
    func position(_ arguments: inout Arguments, usage: RichText) throws(CommandError) -> ItemRef {
        let word = arguments.nextWord()
        let localizer = Localizer(language)
        guard !word.isEmpty else { throw CommandError(localizer.rich(.parseWhichNumber), usage: usage) }
        guard Self.isListNumber(word) else {
            throw CommandError(
                localizer.rich(.parseNotANumber, plain: ["text": InputText.clipped(word, to: 24)]),
                usage: usage)
        }
        return try listNumber(word, usage: usage)
    }

    /// The item the rest of the arguments names: its number from the user's last list, or its
    /// name (read by ``NameMatch`` when the command is carried out).
    func item(_ arguments: inout Arguments, usage: RichText) throws(CommandError) -> ItemRef {
        guard !arguments.isEmpty, !Self.isListNumber(arguments.peekWord()) else {
            return try position(&arguments, usage: usage)
        }
        let name = arguments.rest
        arguments = Arguments("")
        return .name(name)
    }

    /// Whether `text` is written as a number, optionally after one `#` (`/goal #2`).
    static func isListNumber(_ text: String) -> Bool {
        UserNumber.isWritten(text.hasPrefix("#") ? text.dropFirst() : Substring(text))
    }

    /// The one reading of a number in a list, within ``ListPositions/numbers``.
    func listNumber(_ text: String, usage: RichText) throws(CommandError) -> ItemRef {
        let digits = text.hasPrefix("#") ? text.dropFirst() : Substring(text)
        let localizer = Localizer(language)
        switch UserNumber.parse(digits, in: ListPositions.numbers) {
        case .success(let number): return .position(number)
        case .failure(.tooSmall): throw CommandError(localizer.rich(.parseNumbersStartAtOne), usage: usage)
        case .failure(.tooLarge): throw CommandError(localizer.rich(.parseNoListThatLong), usage: usage)
        case .failure(.notANumber):
            throw CommandError(
                localizer.rich(.parseNotANumber, plain: ["text": InputText.clipped(text, to: 24)]),
                usage: usage)
        }
    }

    func checkTitle(_ text: String, usage: RichText) throws(CommandError) {
        guard text.count <= Limits.titleLength else {
            let localizer = Localizer(language)
            throw CommandError(
                localizer.rich(
                    .parseTitleTooLong,
                    plain: [
                        "length": localizer.digits(text.count), "limit": localizer.digits(Limits.titleLength),
                    ]),
                usage: usage)
        }
    }

    func date(_ text: String, usage: RichText) throws(CommandError) -> LocalDate {
        switch DateExpression.parse(text, today: today, weekStart: weekStart, language: language) {
        case .success(let date): return date
        case .failure(let error):
            throw CommandError(RichText(verbatim: error.message(Localizer(language))), usage: usage)
        }
    }

    func time(_ text: String, usage: RichText) throws(CommandError) -> TimeOfDay {
        guard let time = TimeOfDay.parse(text) else {
            let typed = RichText(verbatim: InputText.clipped(text))
            let localizer = Localizer(language)
            throw CommandError(
                text.isEmpty
                    ? localizer.rich(.whenTimeNeeded) : localizer.rich(.whenTimeUnreadable, ["text": typed]),
                usage: usage)
        }
        return time
    }

    func days(_ text: String, usage: RichText) throws(CommandError) -> WeekdaySet {
        guard let days = WeekdaySet.parse(text, language: language) else {
            let typed = RichText(verbatim: InputText.clipped(text))
            let localizer = Localizer(language)
            throw CommandError(
                text.isEmpty
                    ? localizer.rich(.whenDaysNeeded) : localizer.rich(.whenDaysUnreadable, ["text": typed]),
                usage: usage)
        }
        return days
    }

    func zone(_ text: String, usage: RichText) throws(CommandError) -> ResolvedZone {
        let localizer = Localizer(language)
        guard !text.isEmpty else { throw CommandError(localizer.rich(.settingsWhichZone), usage: usage) }
        guard let zone = TimeZoneName.resolve(text) else {
            let typed = RichText(verbatim: InputText.clipped(text))
            throw CommandError(localizer.rich(.settingsUnknownZone, ["zone": typed]), usage: usage)
        }
        return zone
    }
}
