extension BoardPicture {
    /// The days a board of `challenge` shows on the group's day `today`: the whole challenge
    /// (up to the day it ended) when it fits in ``maximumDays``, otherwise the last
    /// ``maximumDays`` days up to today (the first ones while it is younger than that).
    public static func days(of challenge: Challenge, today: LocalDate) -> ClosedRange<LocalDate> {
        let start = challenge.startedOn
        let last = max(min(challenge.lastDay, challenge.endedOn ?? challenge.lastDay), start)
        guard start.days(until: last) >= maximumDays else { return start...last }
        let end = min(max(today, start.adding(days: maximumDays - 1)), last)
        return end.adding(days: -(maximumDays - 1))...end
    }

    /// The board of `challenge` on the group's day `today`: a row for each of `members` in
    /// their order (at most ``maximumRows``), marked from their `histories` by user id. A
    /// member without a history has an empty row; its own words are in `language`.
    public init(
        challenge: Challenge, today: LocalDate, members: [MemberStanding], histories: [Int64: MemberHistory],
        caption: String, language: Language = .english
    ) {
        let days = Self.days(of: challenge, today: today)
        let dates = (0...days.lowerBound.days(until: days.upperBound)).map {
            days.lowerBound.adding(days: $0)
        }
        let rows = members.prefix(Self.maximumRows).map { member in
            Row(
                name: member.name,
                marks: dates.map { histories[member.userID]?.mark(on: $0) ?? .none },
                count: member.checkIns)
        }
        let todayColumn = days.lowerBound.days(until: today)
        self.init(
            title: challenge.habitName, firstDay: challenge.startedOn.days(until: days.lowerBound) + 1,
            today: dates.indices.contains(todayColumn) ? todayColumn : nil, rows: rows,
            more: members.count - rows.count, caption: caption, language: language)
    }
}
