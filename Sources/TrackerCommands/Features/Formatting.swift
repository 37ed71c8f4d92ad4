import TrackerCore

/// Shared wording for dates and progress, so every feature says them the same way.
enum Format {
    private static let months = [
        "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
    ]
    private static let monthNames = [
        "January", "February", "March", "April", "May", "June", "July", "August", "September",
        "October", "November", "December",
    ]

    /// The line an "added" reply ends with when the new item moved others in `listCommand`'s
    /// order: their numbers changed, and the user must not act on the old ones.
    static func renumbered(_ listCommand: String) -> RichText {
        renumbered(listCommand, Localizer(.english))
    }

    /// ``renumbered(_:)`` in `localizer`'s language.
    static func renumbered(_ listCommand: String, _ localizer: Localizer) -> RichText {
        localizer.rich(.listRenumbered, ["command": RichText(stringLiteral: listCommand)])
    }

    /// "today", "tomorrow", "Fri 4 Dec", or "Fri 4 Dec 2027" outside this year.
    static func date(_ date: LocalDate, today: LocalDate) -> String {
        switch today.days(until: date) {
        case 0: return "today"
        case 1: return "tomorrow"
        case -1: return "yesterday"
        default:
            let base = "\(date.weekday.shortName) \(date.day) \(months[date.month - 1])"
            return date.year == today.year ? base : "\(base) \(date.year)"
        }
    }

    /// The date after a verb: "today", "yesterday", "on Fri 4 Dec", so a sentence never says
    /// "on yesterday".
    static func onDate(_ date: LocalDate, today: LocalDate) -> String {
        let words = self.date(date, today: today)
        return abs(today.days(until: date)) <= 1 ? words : "on \(words)"
    }

    /// A deadline with how far away it is, without saying the same twice: "today",
    /// "tomorrow", "yesterday (overdue)", "Fri 4 Dec (5 days left)", "Mon 2 Nov (3 days overdue)".
    static func deadline(_ deadline: LocalDate, today: LocalDate) -> String {
        let left = today.days(until: deadline)
        switch left {
        case 0, 1: return date(deadline, today: today)
        case -1: return "yesterday (overdue)"
        default: return "\(date(deadline, today: today)) (\(daysLeft(left)))"
        }
    }

    /// ``date(_:today:)`` in `localizer`'s language: "heute", "morgen", "Fr., 4. Dez.".
    static func date(_ date: LocalDate, today: LocalDate, _ localizer: Localizer) -> String {
        switch today.days(until: date) {
        case 0: return localizer.text(.dateToday)
        case 1: return localizer.text(.dateTomorrow)
        case -1: return localizer.text(.dateYesterday)
        default:
            // English keeps its own short form ("Fri 4 Dec"); the others write the locale's.
            guard localizer.language != .english else { return self.date(date, today: today) }
            return date.year == today.year ? localizer.date(date) : localizer.fullDate(date)
        }
    }

    /// ``onDate(_:today:)`` in `localizer`'s language.
    static func onDate(_ date: LocalDate, today: LocalDate, _ localizer: Localizer) -> String {
        let words = self.date(date, today: today, localizer)
        return abs(today.days(until: date)) <= 1 ? words : localizer.text(.dateOn, ["date": words])
    }

    /// ``deadline(_:today:)`` in `localizer`'s language.
    static func deadline(_ deadline: LocalDate, today: LocalDate, _ localizer: Localizer) -> String {
        let left = today.days(until: deadline)
        switch left {
        case 0, 1: return date(deadline, today: today, localizer)
        case -1: return localizer.text(.dateYesterdayOverdue)
        default:
            return localizer.text(
                .dateWithCountdown,
                ["date": date(deadline, today: today, localizer), "left": daysLeft(left, localizer)])
        }
    }

    /// ``daysLeft(_:)`` in `localizer`'s language, counted in its plural forms.
    static func daysLeft(_ days: Int, _ localizer: Localizer) -> String {
        // English writes a count of a thousand days and more without a separator, as it did.
        guard localizer.language != .english else { return daysLeft(days) }
        switch days {
        case 0: return localizer.text(.dateDueToday)
        case 1...: return localizer.count(.dateDaysLeft, days)
        default: return localizer.count(.dateDaysOverdue, -days)
        }
    }

    /// ``month(_:)`` in `localizer`'s language: "Dezember 2026".
    static func month(_ date: LocalDate, _ localizer: Localizer) -> String {
        localizer.language == .english ? month(date) : localizer.month(date)
    }

    /// "Sat 21 Nov 2026", always with the year.
    static func fullDate(_ date: LocalDate) -> String {
        "\(date.weekday.shortName) \(date.day) \(months[date.month - 1]) \(date.year)"
    }

    /// "Monday".
    static func weekdayName(_ day: Weekday) -> String {
        sentence(day.name)
    }

    /// "Mar", the short month name.
    static func shortMonth(_ date: LocalDate) -> String { months[date.month - 1] }

    /// ``shortMonth(_:)`` in `localizer`'s language: "Dez.", "дек.".
    static func shortMonth(_ date: LocalDate, _ localizer: Localizer) -> String {
        localizer.language == .english ? shortMonth(date) : localizer.shortMonthName(date.month)
    }

    /// "December 2026".
    static func month(_ date: LocalDate) -> String {
        "\(monthNames[date.month - 1]) \(date.year)"
    }

    /// "in 5 days", "tomorrow", "today", "3 days overdue".
    static func daysLeft(_ days: Int) -> String {
        switch days {
        case 0: return "due today"
        case 1: return "1 day left"
        case 2...: return "\(days) days left"
        case -1: return "1 day overdue"
        default: return "\(-days) days overdue"
        }
    }

    /// A ten-cell bar and percentage, as `localizer`'s language writes it: "▓▓▓░░░░░░░ 30%".
    static func bar(done: Int, total: Int, _ localizer: Localizer) -> String {
        guard total > 0 else { return "" }
        let percent = percent(done, of: total)
        let cells = done * 10 / total
        return String(repeating: "▓", count: cells) + String(repeating: "░", count: 10 - cells)
            + " " + localizer.percent(percent)
    }

    /// `part` of `whole` in percent, rounded to the nearest (2 of 3 is 67), except that only
    /// the whole is 100 and only nothing is 0. Every percentage shown goes through it.
    static func percent(_ part: Int, of whole: Int) -> Int {
        guard whole > 0, part > 0 else { return 0 }
        guard part < whole else { return 100 }
        let rounded = (part * 200 + whole) / (2 * whole)
        return min(max(rounded, 1), 99)
    }

    /// The words with their first letter upper case, to begin a sentence: "Any day".
    static func sentence(_ words: String) -> String { words.prefix(1).uppercased() + words.dropFirst() }

    /// User text of several lines placed after a marker: every line after the first starts
    /// with `indent`, so that all of it sits under the marker's item.
    static func indented(_ text: String, by indent: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).joined(separator: "\n" + indent)
    }

    /// "1 day", "3 days".
    static func days(_ count: Int) -> String { count == 1 ? "1 day" : "\(count) days" }

    /// "1 to-do", "3 to-dos".
    static func count(_ count: Int, _ noun: String) -> String {
        count == 1 ? "1 \(noun)" : "\(count) \(noun)s"
    }

    /// "1,001": thousands grouped with commas, the same on every machine's locale.
    static func number(_ value: Int) -> String {
        let digits = String(value.magnitude)
        var grouped = ""
        for (index, digit) in digits.enumerated() {
            if index > 0 && (digits.count - index) % 3 == 0 { grouped.append(",") }
            grouped.append(digit)
        }
        return value < 0 ? "-" + grouped : grouped
    }

    /// Short form of a title for a button label.
    static func label(_ text: String, max: Int = 24) -> String {
        text.count <= max ? text : String(text.prefix(max - 1)) + "…"
    }
}
