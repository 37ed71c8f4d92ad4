import Foundation
import Testing
import TrackerCore

/// The group board's picture as data: which days it shows, one row per member in the order
/// given, and what each member's day looks like.
struct BoardPictureTests {
    /// A challenge of `length` days (or weeks) from Monday 23 Nov 2026.
    private func challenge(length: Int = 21, schedule: HabitSchedule = .daily, endedOn: String? = nil)
        -> Challenge
    {
        Challenge(
            id: 1, chat: ChatAddress(platform: "telegram", id: "-100"), habitName: "Read", length: length,
            startedOn: date("2026-11-23"), startedBy: 1, createdAt: Date(timeIntervalSince1970: 0),
            endedOn: endedOn.map(date), schedule: schedule)
    }

    private func member(_ id: Int64, _ name: String, checkIns: Int) -> MemberStanding {
        MemberStanding(
            userID: id, name: name, status: .checkedIn, streak: 0, checkIns: checkIns, day: 1, length: 21)
    }

    private func history(
        _ id: Int64, joined: String = "2026-11-23", today: String, schedule: HabitSchedule = .daily,
        totals: [String: Int], paused: [String] = []
    ) -> MemberHistory {
        MemberHistory(
            userID: id, joinedOn: date(joined), today: date(today), schedule: schedule,
            log: HabitLog(totals: Dictionary(uniqueKeysWithValues: totals.map { (date($0.key), $0.value) })),
            paused: Set(paused.map(date)))
    }

    @Test func rowsFollowTheGivenOrderWithTheirCountsAndTodaysColumn() {
        let today = date("2026-11-25")
        let board = BoardPicture(
            challenge: challenge(length: 5), today: today,
            members: [member(2, "Bob", checkIns: 3), member(1, "Alice", checkIns: 1)],
            histories: [
                1: history(1, today: "2026-11-25", totals: ["2026-11-24": 1]),
                2: history(
                    2, today: "2026-11-25", totals: ["2026-11-23": 1, "2026-11-24": 1, "2026-11-25": 1]),
            ],
            caption: "Days 1–5 of 5")
        #expect(board.rows.map(\.name) == ["Bob", "Alice"])
        #expect(board.rows.map(\.count) == [3, 1])
        #expect((board.firstDay, board.today, board.more) == (1, 2, 0))
        #expect(board.rows[0].marks == [.done, .done, .done, .open, .open])
        // Alice skipped her first day (allowed, like a run's first day) and has today open.
        #expect(board.rows[1].marks == [.rest, .done, .open, .open, .open])
    }

    @Test func aMemberWhoJoinedLateHasNothingBeforeAndMissesDueDaysAfter() {
        let board = BoardPicture(
            challenge: challenge(length: 7), today: date("2026-11-28"),
            members: [member(1, "Carol", checkIns: 1)],
            histories: [
                1: history(1, joined: "2026-11-25", today: "2026-11-28", totals: ["2026-11-26": 1])
            ],
            caption: "")
        #expect(board.rows[0].marks == [.none, .none, .rest, .done, .missed, .open, .open])
    }

    @Test func pausedDaysAndPartialAmountsShowAsSuch() {
        let measured = HabitSchedule(frequency: .daily, measure: HabitMeasure(unit: "pages", target: 20))
        let board = BoardPicture(
            challenge: challenge(length: 4, schedule: measured), today: date("2026-11-26"),
            members: [member(1, "Ann", checkIns: 2)],
            histories: [
                1: history(
                    1, today: "2026-11-26", schedule: measured, totals: ["2026-11-23": 25, "2026-11-26": 5],
                    paused: ["2026-11-24"])
            ],
            caption: "")
        #expect(board.rows[0].marks == [.done, .paused, .missed, .partial(0.25)])
    }

    @Test func aWeeklyTargetMissesNoDayInParticularAndChosenWeekdaysRestBetween() {
        let weekly = HabitSchedule(frequency: .weekly(times: 3))
        let weekdays = HabitSchedule(frequency: .days(WeekdaySet([.monday, .wednesday, .friday])))
        let today = date("2026-11-27")  // a Friday
        let board = BoardPicture(
            challenge: challenge(length: 1, schedule: weekly), today: today,
            members: [member(1, "Ann", checkIns: 1), member(2, "Bob", checkIns: 1)],
            histories: [
                1: history(1, today: "2026-11-27", schedule: weekly, totals: ["2026-11-24": 1]),
                2: history(2, today: "2026-11-27", schedule: weekdays, totals: ["2026-11-25": 1]),
            ],
            caption: "")
        #expect(board.rows[0].marks == [.rest, .done, .rest, .rest, .open, .open, .open])
        #expect(board.rows[1].marks == [.rest, .rest, .done, .rest, .open, .rest, .rest])
        #expect(board.today == 4)
    }

    @Test func aLongChallengeShowsTwoWeeksUpToTodayAndTwentyMembers() {
        let long = challenge(length: 365)
        let today = date("2026-11-23").adding(days: 99)
        #expect(
            BoardPicture.days(of: long, today: date("2026-11-24")) == date("2026-11-23")...date("2026-12-06"))
        let members = (1...25).map { member(Int64($0), "Member \($0)", checkIns: $0) }
        let board = BoardPicture(challenge: long, today: today, members: members, histories: [:], caption: "")
        #expect((board.firstDay, board.today, board.more) == (87, 13, 5))
        #expect(board.rows.count == BoardPicture.maximumRows)
        #expect(board.rows.allSatisfy { $0.marks.count == BoardPicture.maximumDays })
        #expect(board.rows.last?.name == "Member 20")
        // Long after its last day, the board stays on the challenge's last two weeks.
        let after = BoardPicture.days(of: long, today: date("2028-01-01"))
        #expect(after.upperBound == long.lastDay && after.lowerBound == long.lastDay.adding(days: -13))
    }

    @Test func anEndedChallengeShowsItsDaysUpToTheEnd() {
        let ended = challenge(length: 10, endedOn: "2026-11-26")
        #expect(
            BoardPicture.days(of: ended, today: date("2026-11-26")) == date("2026-11-23")...date("2026-11-26")
        )
    }
}
