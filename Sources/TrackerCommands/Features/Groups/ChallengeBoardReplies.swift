import TrackerCore

/// The group's view of its members: the daily summary, the celebration that ends a
/// challenge, and the leaderboard. Streaks are in the challenge's own unit: days, or weeks
/// for a weekly target.
extension GroupReplies {
    /// The leaderboard: by current streak, then check-ins in the challenge; its picture
    /// draws the members' days up to the group's `today` in the same order.
    static func board(
        _ challenge: Challenge, today: LocalDate, ranked: [MemberStanding], histories: [Int64: MemberHistory]
    ) -> Reply {
        var text: RichText =
            "🏆 \(bold: challenge.habitName) · \(position(challenge, challenge.day(on: today)))"
        if ranked.isEmpty { text.append("\nNobody has joined yet: send /join to take part.") }
        for (index, member) in ranked.enumerated() {
            text.append("\n\(index + 1). \(bold: member.name) · ")
            text.append(member.status == .broken ? "run broke" : "streak \(boardStreak(member))")
            text.append(" · \(Format.count(member.checkIns, "check-in")) \(mark(member.status))")
        }
        return Reply(text, picture: picture(challenge, today: today, members: ranked, histories: histories))
    }

    /// The board of a challenge that ended on the group's day `endedOn`, and how to start the
    /// next one; its picture shows the members' days up to then.
    static func finalBoard(
        _ challenge: Challenge, endedOn: LocalDate, ranked: [MemberStanding],
        histories: [Int64: MemberHistory]
    ) -> Reply {
        let day = challenge.day(on: endedOn)
        var text: RichText = "🏁 \(bold: challenge.habitName) ended"
        text.append(
            day >= challenge.length
                ? " after \(HabitWording.allOf(challenge.length, challenge.schedule.unit))."
                : " on \(position(challenge, day)).")
        text.append(" Final board:")
        if ranked.isEmpty { text.append("\nNobody was in it at the end.") }
        for (index, member) in ranked.enumerated() {
            text.append("\n\(index + 1). \(bold: member.name) · ")
            text.append(member.status == .broken ? "run broke" : "streak \(boardStreak(member))")
            text.append(" · \(Format.count(member.checkIns, "check-in"))")
        }
        text.append("\nStart the next one: /challenge <habit> [for <N> days]")
        return Reply(text, picture: picture(challenge, today: endedOn, members: ranked, histories: histories))
    }

    /// The daily summary's words (also `/challenge`'s): members by where they stand, each
    /// with their check-ins, which the summary's picture shows at the right.
    static func daily(_ summary: ChallengeSummary) -> RichText {
        var text = heading(summary)
        if summary.isEmpty { text.append("\nNobody has joined yet: send /join to take part.") }
        for member in summary.checkedIn {
            text.append("\n✅ \(bold: member.name) · \(Format.count(member.checkIns, "check-in"))")
            if let week = member.week { text.append(" · \(HabitWording.week(week))") }
            text.append(" · streak \(HabitWording.length(member.streak, member.streakUnit))")
        }
        for member in summary.open {
            text.append("\n⬜ \(bold: member.name) · \(Format.count(member.checkIns, "check-in"))")
            if let week = member.week { text.append(" · \(HabitWording.week(week))") }
        }
        for member in summary.broken {
            text.append(
                "\n💔 \(bold: member.name) · \(Format.count(member.checkIns, "check-in")) · run broke: /join to start again"
            )
        }
        for member in summary.finished {
            text.append(
                "\n🏅 \(bold: member.name) · \(Format.count(member.checkIns, "check-in")) · "
                    + "\(HabitWording.allOf(member.length, member.unit)) done")
        }
        if !summary.open.isEmpty { text.append("\nCheck in with /check, here or in private.") }
        return text
    }

    static func celebration(_ summary: ChallengeSummary) -> Reply {
        var text: RichText =
            "🏁 \(bold: summary.challenge.habitName) · \(position(summary.challenge, summary.day)): that's a wrap!"
        if summary.finished.isEmpty {
            text.append("\nNobody made it through every day this time.")
        } else {
            text.append("\n🏆 Finished, every single day: ")
            text.append(names(summary.finished))
            text.append(" 🎉")
        }
        let lastDay = summary.open.filter { $0.day >= $0.length }
        let going = (summary.checkedIn + summary.open).filter { !lastDay.contains($0) }
        if !lastDay.isEmpty {
            text.append("\n⬜ ")
            text.append(names(lastDay))
            text.append(": check in before the day ends to finish too.")
        }
        if !going.isEmpty {
            text.append("\nStill going on their own: ")
            text.append(
                RichText.joined(
                    going.map {
                        "\(bold: $0.name) (\(HabitWording.position($0.day, of: $0.length, $0.unit)))"
                    },
                    separator: ", "))
        }
        if !summary.broken.isEmpty {
            text.append("\n💔 Runs that broke: ")
            text.append(names(summary.broken))
        }
        text.append("\nStart the next one: /challenge <habit> [for <N> days]")
        return Reply(text)
    }

    private static func heading(_ summary: ChallengeSummary) -> RichText {
        "📣 \(bold: summary.challenge.habitName) challenge · \(position(summary.challenge, summary.day))"
    }

    private static func names(_ members: [MemberStanding]) -> RichText {
        RichText.joined(members.map { "\(bold: $0.name)" }, separator: ", ")
    }

    private static func mark(_ status: MemberStanding.Status) -> String {
        switch status {
        case .checkedIn: return "✅"
        case .open: return "⬜"
        case .broken: return "💔"
        case .finished: return "🏅"
        }
    }

    /// "day 3 of 21", or "week 2 of 8" for a challenge counted in weeks.
    static func position(_ challenge: Challenge, _ day: Int) -> String {
        HabitWording.position(day, of: challenge.length, challenge.schedule.unit)
    }

    /// The board's picture: `members` in the order the text lists them, over the days
    /// ``BoardPicture/days(of:today:)`` shows on the group's day `today`, which its caption
    /// names; none while nobody is in the challenge.
    static func picture(
        _ challenge: Challenge, today: LocalDate, members: [MemberStanding], histories: [Int64: MemberHistory]
    ) -> Picture? {
        guard !members.isEmpty else { return nil }
        let days = BoardPicture.days(of: challenge, today: today)
        let first = challenge.startedOn.days(until: days.lowerBound) + 1
        let last = challenge.startedOn.days(until: days.upperBound) + 1
        let total = challenge.startedOn.days(until: challenge.lastDay) + 1
        let (from, to) = (shortDate(days.lowerBound), shortDate(days.upperBound))
        let caption =
            first == last
            ? "Day \(first) of \(total) · \(from)" : "Days \(first)–\(last) of \(total) · \(from) – \(to)"
        return .board(
            BoardPicture(
                challenge: challenge, today: today, members: members, histories: histories, caption: caption))
    }

    /// "23 Nov".
    private static func shortDate(_ date: LocalDate) -> String { "\(date.day) \(Format.shortMonth(date))" }

    /// A streak on the board: a bare number of days, as the board has always shown it, or
    /// "2 weeks".
    private static func boardStreak(_ member: MemberStanding) -> String {
        member.streakUnit == .days ? "\(member.streak)" : Format.count(member.streak, "week")
    }
}
