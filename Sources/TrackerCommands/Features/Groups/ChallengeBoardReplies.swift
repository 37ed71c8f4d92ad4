import TrackerCore

/// The group's view of its members: the daily summary, the celebration that ends a
/// challenge, and the leaderboard. Streaks are in the challenge's own unit: days, or weeks
/// for a weekly target.
extension GroupReplies {
    /// The leaderboard: by current streak, then check-ins in the challenge.
    static func board(_ challenge: Challenge, day: Int, ranked: [MemberStanding]) -> Reply {
        var text: RichText = "🏆 \(bold: challenge.habitName) · \(position(challenge, day))"
        if ranked.isEmpty { text.append("\nNobody has joined yet: send /join to take part.") }
        for (index, member) in ranked.enumerated() {
            text.append("\n\(index + 1). \(bold: member.name) · ")
            text.append(member.status == .broken ? "run broke" : "streak \(boardStreak(member))")
            text.append(" · \(Format.count(member.checkIns, "check-in")) \(mark(member.status))")
        }
        return Reply(text)
    }

    /// The board of a challenge that ended on its day `day`, and how to start the next one.
    static func finalBoard(_ challenge: Challenge, day: Int, ranked: [MemberStanding]) -> Reply {
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
        return Reply(text)
    }

    static func daily(_ summary: ChallengeSummary) -> RichText {
        var text = heading(summary)
        if summary.isEmpty { text.append("\nNobody has joined yet: send /join to take part.") }
        for member in summary.checkedIn {
            text.append("\n✅ \(bold: member.name)")
            if let week = member.week { text.append(" · \(HabitWording.week(week))") }
            text.append(" · streak \(HabitWording.length(member.streak, member.streakUnit))")
        }
        for member in summary.open {
            text.append("\n⬜ \(bold: member.name)")
            if let week = member.week { text.append(" · \(HabitWording.week(week))") }
        }
        for member in summary.broken {
            text.append("\n💔 \(bold: member.name) · run broke: /join to start again")
        }
        for member in summary.finished {
            text.append("\n🏅 \(bold: member.name) · \(HabitWording.allOf(member.length, member.unit)) done")
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

    /// A streak on the board: a bare number of days, as the board has always shown it, or
    /// "2 weeks".
    private static func boardStreak(_ member: MemberStanding) -> String {
        member.streakUnit == .days ? "\(member.streak)" : Format.count(member.streak, "week")
    }
}
