import TrackerCore

/// The group's view of its members: the daily summary, the celebration that ends a
/// challenge, and the leaderboard. Streaks are in the challenge's own unit: days, or weeks
/// for a weekly target.
extension GroupReplies {
    /// The leaderboard: by current streak, then check-ins in the challenge; its picture
    /// draws the members' days up to the group's `today` in the same order.
    static func board(
        _ challenge: Challenge, today: LocalDate, ranked: [MemberStanding], histories: [Int64: MemberHistory],
        _ localizer: Localizer
    ) -> Reply {
        var text: RichText =
            "🏆 \(bold: challenge.habitName)\(localizer.separator)\(position(challenge, challenge.day(on: today), localizer))"
        if ranked.isEmpty { text.append("\n" + localizer.rich(.groupNobodyJoined)) }
        for (index, member) in ranked.enumerated() {
            text.append("\n\(index + 1). \(bold: member.name)\(localizer.separator)")
            text.append(standing(member, localizer), .plain)
            text.append(
                "\(localizer.separator)\(localizer.count(.habitCheckIns, member.checkIns)) \(mark(member.status))"
            )
        }
        return Reply(
            text, picture: picture(challenge, today: today, members: ranked, histories: histories, localizer))
    }

    /// The board of a challenge that ended on the group's day `endedOn`, and how to start the
    /// next one; its picture shows the members' days up to then.
    static func finalBoard(
        _ challenge: Challenge, endedOn: LocalDate, ranked: [MemberStanding],
        histories: [Int64: MemberHistory], _ localizer: Localizer
    ) -> Reply {
        let day = challenge.day(on: endedOn)
        let habit: RichText = "\(bold: challenge.habitName)"
        var text =
            day >= challenge.length
            ? localizer.rich(
                .groupEndedAfter,
                [
                    "habit": habit,
                    "length": RichText(
                        verbatim: HabitWording.length(challenge.length, challenge.schedule.unit, localizer)),
                ])
            : localizer.rich(
                .groupEndedOn,
                ["habit": habit, "position": RichText(verbatim: position(challenge, day, localizer))])
        if ranked.isEmpty { text.append("\n" + localizer.rich(.groupNobodyAtEnd)) }
        for (index, member) in ranked.enumerated() {
            text.append("\n\(index + 1). \(bold: member.name)\(localizer.separator)")
            if member.status == .finished {
                let all = HabitWording.allOf(member.length, member.unit, localizer)
                text.append("🏅 " + localizer.text(.groupAllDone, ["all": all]), .plain)
            } else {
                text.append(standing(member, localizer), .plain)
            }
            text.append("\(localizer.separator)\(localizer.count(.habitCheckIns, member.checkIns))")
        }
        text.append("\n" + localizer.rich(.groupStartNext))
        return Reply(
            text,
            picture: picture(challenge, today: endedOn, members: ranked, histories: histories, localizer))
    }

    /// The daily summary's words (also `/challenge`'s): members by where they stand, each
    /// with their check-ins, which the summary's picture shows at the right.
    static func daily(_ summary: ChallengeSummary, _ localizer: Localizer) -> RichText {
        var text = heading(summary, localizer)
        if summary.isEmpty { text.append("\n" + localizer.rich(.groupNobodyJoined)) }
        for member in summary.checkedIn {
            text.append(
                "\n✅ \(bold: member.name)\(localizer.separator)\(localizer.count(.habitCheckIns, member.checkIns))"
            )
            if let week = member.week {
                text.append("\(localizer.separator)\(HabitWording.week(week, localizer))")
            }
            text.append(
                "\(localizer.separator)" + HabitWording.streak(member.streak, member.streakUnit, localizer),
                .plain)
        }
        for member in summary.open {
            // A paused member is asked nothing today, as the picture's pause bar says.
            let mark = member.isPausedToday ? "⏸" : "⬜"
            text.append(
                "\n\(mark) \(bold: member.name)\(localizer.separator)\(localizer.count(.habitCheckIns, member.checkIns))"
            )
            if member.isPausedToday {
                text.append("\(localizer.separator)" + localizer.rich(.groupPausedToday))
            } else if let week = member.week {
                text.append("\(localizer.separator)\(HabitWording.week(week, localizer))")
            }
        }
        for member in summary.broken {
            text.append(
                "\n💔 \(bold: member.name)\(localizer.separator)\(localizer.count(.habitCheckIns, member.checkIns))\(localizer.separator)"
            )
            text.append(localizer.rich(.groupBrokeJoinAgain))
        }
        for member in summary.finished {
            let all = HabitWording.allOf(member.length, member.unit, localizer)
            text.append(
                "\n🏅 \(bold: member.name)\(localizer.separator)\(localizer.count(.habitCheckIns, member.checkIns))\(localizer.separator)"
                    + localizer.rich(.groupAllDone, plain: ["all": all]))
        }
        if summary.open.contains(where: { !$0.isPausedToday }) {
            text.append("\n" + localizer.rich(.groupCheckInHere))
        }
        return text
    }

    static func celebration(_ summary: ChallengeSummary, _ localizer: Localizer) -> Reply {
        var text = localizer.rich(
            .groupWrap,
            [
                "habit": "\(bold: summary.challenge.habitName)",
                "position": RichText(verbatim: position(summary.challenge, summary.day, localizer)),
            ])
        if summary.finished.isEmpty {
            text.append("\n" + localizer.rich(.groupNobodyMadeIt))
        } else {
            text.append(
                "\n" + localizer.rich(.groupFinishedEveryDay, ["names": names(summary.finished, localizer)]))
        }
        let lastDay = summary.open.filter { $0.day >= $0.length }
        let going = (summary.checkedIn + summary.open).filter { !lastDay.contains($0) }
        if !lastDay.isEmpty {
            text.append("\n" + localizer.rich(.groupFinishToo, ["names": names(lastDay, localizer)]))
        }
        if !going.isEmpty {
            let names = RichText.joined(
                going.map {
                    "\(bold: $0.name) (\(HabitWording.position($0.day, of: $0.length, $0.unit, localizer)))"
                },
                separator: localizer.comma)
            text.append("\n" + localizer.rich(.groupStillGoing, ["names": names]))
        }
        if !summary.broken.isEmpty {
            text.append("\n" + localizer.rich(.groupRunsBroke, ["names": names(summary.broken, localizer)]))
        }
        text.append("\n" + localizer.rich(.groupStartNext))
        return Reply(text)
    }

    private static func heading(_ summary: ChallengeSummary, _ localizer: Localizer) -> RichText {
        localizer.rich(
            .groupSummaryHeading,
            [
                "habit": "\(bold: summary.challenge.habitName)",
                "position": RichText(verbatim: position(summary.challenge, summary.day, localizer)),
            ])
    }

    private static func names(_ members: [MemberStanding], _ localizer: Localizer) -> RichText {
        RichText.joined(members.map { "\(bold: $0.name)" }, separator: localizer.comma)
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
    static func position(_ challenge: Challenge, _ day: Int, _ localizer: Localizer = Localizer(.english))
        -> String
    {
        HabitWording.position(day, of: challenge.length, challenge.schedule.unit, localizer)
    }

    /// The board's picture: `members` in the order the text lists them, over the days
    /// ``BoardPicture/days(of:today:)`` shows on the group's day `today`, which its caption
    /// names; none while nobody is in the challenge.
    static func picture(
        _ challenge: Challenge, today: LocalDate, members: [MemberStanding],
        histories: [Int64: MemberHistory],
        _ localizer: Localizer
    ) -> Picture? {
        guard !members.isEmpty else { return nil }
        let days = BoardPicture.days(of: challenge, today: today)
        let first = challenge.startedOn.days(until: days.lowerBound) + 1
        let last = challenge.startedOn.days(until: days.upperBound) + 1
        let total = challenge.startedOn.days(until: challenge.lastDay) + 1
        let words = [
            "first": first, "last": last, "total": total,
        ].mapValues(localizer.digits)
        let dates = [
            "from": shortDate(days.lowerBound, localizer), "to": shortDate(days.upperBound, localizer),
        ]
        let caption = localizer.text(
            first == last ? .groupCaptionDay : .groupCaptionDays, words.merging(dates) { $1 })
        return .board(
            BoardPicture(
                challenge: challenge, today: today, members: members, histories: histories, caption: caption,
                language: localizer.language))
    }

    /// "23 Nov", "23. Nov.".
    private static func shortDate(_ date: LocalDate, _ localizer: Localizer) -> String {
        // As the text writes dates: English its own way, the others their locale's.
        localizer.language == .english
            ? "\(date.day) \(Format.shortMonth(date))" : localizer.dayAndMonth(date)
    }

    /// A member's standing on the board: "run broke", or the streak as a bare number of days,
    /// as the board has always shown it, or "2 weeks".
    private static func standing(_ member: MemberStanding, _ localizer: Localizer) -> String {
        guard member.status != .broken else { return localizer.text(.groupRunBroke) }
        let streak =
            member.streakUnit == .days
            ? localizer.digits(member.streak) : localizer.count(.habitWeeks, member.streak)
        return localizer.text(.habitStreak, ["length": streak])
    }
}
