import TrackerCore

/// A habit as `/habit add` reads it: `Piano on mon,wed,fri for 8 weeks`, `Gym 3 times a
/// week`, `Water 8 glasses a day`, `Run 5 km 3 times a week`, or just `Read for 30 days`.
struct HabitDefinition: Sendable, Hashable {
    var name: String
    /// In the schedule's ``HabitSchedule/unit``.
    var length: Int
    var schedule: HabitSchedule
}

extension CommandParser {
    /// Reads a habit's name with its clauses, which are read from the end in any order: an
    /// optional `for N days|weeks`, `on <days>` or `N times a week`, and `N <unit> a day` (or
    /// just `N <unit>` once days or a weekly target were given). A name in quotes keeps every
    /// word. Text that only looks like a clause stays part of the name (`Work on novel`), while
    /// a clause with a bad value gets the usage (`on` without days, `8 times a week`), and so
    /// does a clause given twice or days with a weekly target.
    func habitDefinition(_ text: String, usage: RichText) throws(CommandError) -> HabitDefinition {
        var quotedName: String?
        var words: [String]
        if let quoted = InputText.quoted(text) {
            guard quoted.closed else {
                throw CommandError(Localizer(language).rich(.habitClosingQuote), usage: usage)
            }
            quotedName = quoted.title
            words = quoted.after.split(whereSeparator: \.isWhitespace).map(String.init)
        } else {
            words = text.split(whereSeparator: \.isWhitespace).map(String.init)
        }
        let (typedLength, frequency, measure) = try clauses(&words, usage: usage)
        let matched = typedLength != nil || frequency != nil || measure != nil
        let name = quotedName ?? (matched ? words.joined(separator: " ") : text.trimmingWhitespace)
        if quotedName != nil && !words.isEmpty {
            throw CommandError(Localizer(language).rich(.habitWholeNameInQuotes), usage: usage)
        }
        guard !name.isEmpty else {
            throw CommandError(Localizer(language).rich(.habitNeedName), usage: usage)
        }
        try checkTitle(name, usage: usage)
        let schedule = HabitSchedule(frequency: frequency ?? .daily, measure: measure)
        let length = try programLength(typedLength, unit: schedule.unit, usage: usage)
        return HabitDefinition(name: name, length: length, schedule: schedule)
    }

    /// The clauses at the end of `words`, in any order, removed from them. Each may come once,
    /// and days exclude a weekly target: a second one would silently become part of the name.
    private func clauses(_ words: inout [String], usage: RichText) throws(CommandError)
        -> (TypedLength?, HabitFrequency?, HabitMeasure?)
    {
        var length: TypedLength?
        var frequency: HabitFrequency?
        var measure: HabitMeasure?
        func add(_ found: HabitMeasure) throws(CommandError) {
            guard measure == nil else {
                throw CommandError(Localizer(language).rich(.habitOneTarget), usage: usage)
            }
            measure = found
        }
        while !words.isEmpty {
            if let found = try lengthClause(&words, usage: usage) {
                guard length == nil else {
                    throw CommandError(Localizer(language).rich(.habitLengthOnce), usage: usage)
                }
                length = found
            } else if let found = try measureClause(&words, afterFrequency: false, usage: usage) {
                // `N <unit> a day` ends in its own words, so it is read before days, which would
                // take everything after `on`.
                try add(found)
            } else if let found = try frequencyClause(&words, usage: usage) {
                guard frequency == nil else {
                    throw CommandError(Localizer(language).rich(.habitDaysOrWeekly), usage: usage)
                }
                frequency = found
            } else if let found = try measureClause(&words, afterFrequency: frequency != nil, usage: usage) {
                try add(found)
            } else {
                break
            }
        }
        return (length, frequency, measure)
    }

    /// A length as typed: a count and the unit it was typed in.
    typealias TypedLength = (count: Substring, unit: HabitUnit)

    /// `for 30 days` or `for 8 weeks` at the end of `words`, removed from them.
    private func lengthClause(_ words: inout [String], usage: RichText) throws(CommandError) -> TypedLength? {
        guard words.count >= 3, words[words.count - 3].lowercased() == "for",
            let unit = Self.lengthUnit(words[words.count - 1])
        else { return nil }
        let count = Substring(words[words.count - 2])
        guard UserNumber.isWritten(count) else {
            // `for ２１ days` or `for two weeks`: a length, not written as the number it must be.
            throw CommandError(Localizer(language).rich(.habitLengthDigits), usage: usage)
        }
        words.removeLast(3)
        return (count, unit)
    }

    /// `days` or `weeks` (and the singular).
    static func lengthUnit(_ word: String) -> HabitUnit? {
        switch word.lowercased() {
        case "day", "days": return .days
        case "week", "weeks": return .weeks
        default: return nil
        }
    }

    /// The program length in `unit`: 21 days or 8 weeks unless typed. A daily habit may be
    /// given in weeks (`for 4 weeks` is 28 days); the weekly kinds are counted in weeks only.
    func programLength(_ typed: TypedLength?, unit: HabitUnit, usage: RichText) throws(CommandError) -> Int {
        guard let typed else { return unit.defaultLength }
        let range = unit.lengthRange
        let localizer = Localizer(language)
        switch (typed.unit, unit) {
        case (.days, .days):
            guard let days = UserNumber.value(typed.count, in: range) else {
                throw CommandError(localizer.rich(.habitLengthDays), usage: usage)
            }
            return days
        case (.weeks, .days):
            guard let weeks = UserNumber.value(typed.count, in: 1...(range.upperBound / 7)) else {
                throw CommandError(localizer.rich(.habitLengthWeeks), usage: usage)
            }
            return weeks * 7
        case (.weeks, .weeks):
            guard let weeks = UserNumber.value(typed.count, in: range) else {
                throw CommandError(localizer.rich(.habitLengthWeeks), usage: usage)
            }
            return weeks
        case (.days, .weeks):
            throw CommandError(localizer.rich(.habitLengthInWeeks), usage: usage)
        }
    }

    /// `3 times a week` (also `per week`, `once`, `twice`) or `on <days>` at the end of
    /// `words`, removed from them.
    private func frequencyClause(_ words: inout [String], usage: RichText) throws(CommandError)
        -> HabitFrequency?
    {
        if let (times, count) = try weeklyTarget(at: words, usage: usage) {
            words.removeLast(count)
            return .weekly(times: times)
        }
        guard let on = words.lastIndex(where: { $0.lowercased() == "on" }) else { return nil }
        let daysText = words[(on + 1)...].joined(separator: " ")
        guard !daysText.isEmpty else {
            throw CommandError(Localizer(language).rich(.habitSayDays), usage: usage)
        }
        guard let set = WeekdaySet.parse(daysText, language: language) else {
            // "Work on novel" is a name; "on mon,wed,frii" is a typo in the days.
            let first = words[(on + 1)...].first?.split(whereSeparator: { ",-–&/+".contains($0) }).first
            guard let first, WeekdaySet.parse(String(first), language: language) != nil else { return nil }
            _ = try days(daysText, usage: usage)
            return nil
        }
        words.removeSubrange(on...)
        return .on(set)
    }

    /// The weekly target ending `words`, with how many words it takes: `N times a week`,
    /// `N times per week`, `N days a week`, `once a week`, `twice a week`, `N times weekly`.
    func weeklyTarget(at words: [String], usage: RichText) throws(CommandError) -> (Int, Int)? {
        let lower = words.suffix(4).map { $0.lowercased() }
        var clause: (number: String, count: Int)?
        if lower.count >= 3, ["a", "per", "each", "every"].contains(lower[lower.count - 2]),
            lower[lower.count - 1] == "week"
        {
            if ["once", "twice"].contains(lower[lower.count - 3]) {
                return (lower[lower.count - 3] == "once" ? 1 : 2, 3)
            }
            if lower.count == 4, ["times", "days", "x"].contains(lower[1]) { clause = (lower[0], 4) }
        } else if lower.count >= 3, lower[lower.count - 1] == "weekly", lower[lower.count - 2] == "times" {
            clause = (lower[lower.count - 3], 3)
        }
        guard let clause, UserNumber.isWritten(clause.number) else { return nil }
        guard let times = UserNumber.value(clause.number, in: HabitFrequency.timesPerWeekRange) else {
            throw CommandError(Localizer(language).rich(.habitWeeklyRange), usage: usage)
        }
        return (times, clause.count)
    }

    /// `8 glasses a day` at the end of `words` (also `per day`), or `5 km` when days or a
    /// weekly target follow; removed from them.
    private func measureClause(_ words: inout [String], afterFrequency: Bool, usage: RichText)
        throws(CommandError) -> HabitMeasure?
    {
        let lower = words.map { $0.lowercased() }
        var end = words.count
        if lower.count >= 2, ["a", "per", "each", "every"].contains(lower[lower.count - 2]),
            lower[lower.count - 1] == "day"
        {
            end -= 2
        } else if !afterFrequency {
            return nil
        }
        // The amount is the last number before the end; the unit is what follows it.
        let lowest = end == words.count ? max(0, end - 2) : 0
        guard let index = words[lowest..<end].lastIndex(where: { UserNumber.isWritten($0) }),
            index < end - (end == words.count ? 1 : 0)
        else { return nil }
        let unit = words[(index + 1)..<end].joined(separator: " ")
        guard !unit.isEmpty else {
            throw CommandError(Localizer(language).rich(.habitSayUnit), usage: usage)
        }
        let target = try dailyTarget(words[index], usage: usage)
        try checkUnit(unit, usage: usage)
        words.removeSubrange(index...)
        return HabitMeasure(unit: unit, target: target)
    }

    /// A daily target: a whole number from 1 to 1,000,000.
    func dailyTarget(_ text: String, usage: RichText) throws(CommandError) -> Int {
        guard let target = UserNumber.value(text, in: HabitMeasure.targetRange) else {
            throw CommandError(Localizer(language).rich(.habitTargetRange), usage: usage)
        }
        return target
    }

    func checkUnit(_ unit: String, usage: RichText) throws(CommandError) {
        guard unit.count <= HabitMeasure.unitLength else {
            let limit = Localizer(language).digits(HabitMeasure.unitLength)
            throw CommandError(
                Localizer(language).rich(.habitUnitLength, plain: ["limit": limit]), usage: usage)
        }
    }
}
