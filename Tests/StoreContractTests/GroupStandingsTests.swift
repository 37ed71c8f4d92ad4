import Foundation
import TestSupport
import Testing
import TrackerCore
import TrackerStore

/// What every store promises of a challenge's board: each member judged on their own day,
/// with their pauses and check-ins since joining.
@Suite struct GroupStandingsTests {
    typealias F = GroupFixture

    /// Ann (UTC) joined on the 5th and checked in every day through today, the 10th, twice
    /// today and once before joining; Ben (Tokyo, where it is the 11th) joined on the 6th and
    /// checked in through the 10th, and agreed to be mentioned; Cy (UTC) joined on the 7th,
    /// checked in that day and paused from the 8th.
    private struct Board {
        let challenge: Challenge
        let ann: User
        let ben: User
        let cy: User
    }

    private func makeBoard(in store: any Store) async throws -> Board {
        try await store.write { tx in
            let ann = try F.user("1", "Ann", in: tx)
            let ben = try F.user("2", "Ben", timeZone: "Asia/Tokyo", in: tx)
            let cy = try F.user("3", "Cy", in: tx)
            let challenge = try F.challenge(in: F.group, startedBy: ann.id, in: tx)
            let cyHabit = try F.join(cy, challenge, on: F.march(7), order: 3, in: tx)
            let annHabit = try F.join(ann, challenge, on: F.march(5), order: 1, in: tx)
            let benHabit = try F.join(ben, challenge, on: F.march(6), order: 2, in: tx)
            try F.checkIn(annHabit, on: (4...10).map(F.march), in: tx)
            try F.checkIn(annHabit, on: [F.march(10)], amount: 2, in: tx)
            try F.checkIn(benHabit, on: (6...10).map(F.march), in: tx)
            try F.checkIn(cyHabit, on: [F.march(7)], in: tx)
            var pause = Pause(userID: cy.id!, startsOn: F.march(8), endsOn: F.march(12))
            try tx.pauses.insert(&pause)
            try tx.groups.setMentions(true, userID: ben.id!, in: F.group)
            try tx.groups.recordMemberName("Benny", of: "2", in: F.group)
            return Board(challenge: challenge, ann: ann, ben: ben, cy: cy)
        }
    }

    @Test(arguments: StoreKind.available)
    func eachMemberStandsOnTheirOwnDayInJoiningOrder(_ kind: StoreKind) async throws {
        try await kind.withStore { store in
            let board = try await makeBoard(in: store)
            let standings = try await store.read {
                try $0.groups.standings(of: board.challenge, at: F.now, through: nil)
            }
            #expect(standings.map(\.userID) == [board.ann.id, board.ben.id, board.cy.id])
            #expect(standings.map(\.name) == ["Ann", "Benny", "Cy"])
            #expect(standings.map(\.mentionID) == [nil, "2", nil])
            #expect(standings.map(\.status) == [.checkedIn, .open, .open])
            #expect(standings.map(\.checkIns) == [6, 5, 1], "days since joining, each once")
            #expect(standings.map(\.streak) == [6, 5, 1])
            #expect(standings.map(\.length) == [30, 30, 30])
        }
    }

    @Test(arguments: StoreKind.available)
    func anEndedChallengesBoardLeavesOutLaterCheckIns(_ kind: StoreKind) async throws {
        try await kind.withStore { store in
            let board = try await makeBoard(in: store)
            let (ended, running) = try await store.read { tx in
                (
                    try tx.groups.standings(of: board.challenge, at: F.now, through: F.march(8)),
                    try tx.groups.standings(of: board.challenge, at: F.now, through: nil)
                )
            }
            #expect(ended.map(\.checkIns) == [4, 3, 1])
            // Judged on the 8th, the board's last day: Ann and Ben had checked in, Cy was paused.
            #expect(ended.map(\.status) == [.checkedIn, .checkedIn, .open])
            #expect(ended.map(\.isPausedToday) == [false, false, true])
            #expect(ended[2].checkIns == running[2].checkIns, "Cy has nothing after the 8th")
        }
    }

    @Test(arguments: StoreKind.available)
    func aMemberWhoLeftIsOffTheBoardAndItsPicture(_ kind: StoreKind) async throws {
        try await kind.withStore { store in
            let board = try await makeBoard(in: store)
            try await store.write {
                try $0.groups.removeMember(board.cy.id!, fromChallenge: board.challenge.id!)
            }
            let (standings, histories) = try await store.read { tx in
                (
                    try tx.groups.standings(of: board.challenge, at: F.now, through: nil),
                    try tx.groups.histories(of: board.challenge, days: F.march(4)...F.march(10), at: F.now)
                )
            }
            #expect(standings.map(\.userID) == [board.ann.id, board.ben.id])
            #expect(Set(histories.keys) == [board.ann.id!, board.ben.id!])
        }
    }

    @Test(arguments: StoreKind.available)
    func aWeeklyTargetCountsTheMembersOwnWeek(_ kind: StoreKind) async throws {
        try await kind.withStore { store in
            let weekly = HabitSchedule(frequency: .weekly(times: 3))
            let challenge = try await store.write { tx in
                var dan = try F.user("4", "Dan", in: tx)
                dan.weekStart = .sunday
                try tx.users.update(dan)
                let eve = try F.user("5", "Eve", in: tx)
                let challenge = try F.challenge(in: F.group, startedBy: dan.id, in: tx)
                for (order, user) in [dan, eve].enumerated() {
                    let habit = try F.join(
                        user, challenge, on: F.march(2), order: Double(order), schedule: weekly, in: tx)
                    try F.checkIn(habit, on: (8...10).map(F.march), in: tx)
                }
                return challenge
            }
            let standings = try await store.read {
                try $0.groups.standings(of: challenge, at: F.now, through: nil)
            }
            #expect(standings.map(\.name) == ["Dan", "Eve"])
            #expect(standings.map { $0.week?.done } == [3, 2], "Sunday the 8th starts Dan's week, not Eve's")
            #expect(standings.map { $0.week?.target } == [3, 3])
        }
    }

    @Test(arguments: StoreKind.available)
    func historiesShowTotalsSinceJoiningPausesAndEachMembersToday(_ kind: StoreKind) async throws {
        try await kind.withStore { store in
            let board = try await makeBoard(in: store)
            let days = F.march(4)...F.march(9)
            let histories = try await store.read {
                try $0.groups.histories(of: board.challenge, days: days, at: F.now)
            }
            #expect(Set(histories.keys) == [board.ann.id!, board.ben.id!, board.cy.id!])
            let ann = try #require(histories[board.ann.id!])
            #expect(ann.joinedOn == F.march(5))
            #expect(ann.today == F.march(10))
            #expect(ann.log.totals == Dictionary(uniqueKeysWithValues: (5...9).map { (F.march($0), 1) }))
            #expect(ann.paused.isEmpty)
            let ben = try #require(histories[board.ben.id!])
            #expect(ben.today == F.march(11))
            #expect(ben.log.totals == Dictionary(uniqueKeysWithValues: (6...9).map { (F.march($0), 1) }))
            let cy = try #require(histories[board.cy.id!])
            #expect(cy.log.totals == [F.march(7): 1])
            #expect(cy.paused == [F.march(8), F.march(9)])
            #expect(cy.schedule == .daily)

            let today = try await store.read {
                try $0.groups.histories(of: board.challenge, days: F.march(10)...F.march(10), at: F.now)
            }
            #expect(today[board.ann.id!]?.log.totals == [F.march(10): 3], "amounts add up per day")
        }
    }
}
