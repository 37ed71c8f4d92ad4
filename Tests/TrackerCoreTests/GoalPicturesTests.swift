import Foundation
import Testing
import TrackerCore

/// The data of the goal pictures: bounded rows, counts from checkpoints, lateness by the
/// user's local date.
struct GoalPicturesTests {
    private let today = LocalDate(year: 2026, month: 11, day: 21)!
    private let created = Date(timeIntervalSince1970: 1_700_000_000)

    private func goal(deadline: LocalDate?, completed: Bool = false) -> Goal {
        Goal(
            userID: 1, title: "Run", deadline: deadline, createdAt: created,
            completedAt: completed ? created : nil)
    }

    private func checkpoints(done: [Int], of total: Int) -> [Checkpoint] {
        // Stored in an order other than their positions, as a database may return them.
        (1...total).reversed().map {
            Checkpoint(goalID: 1, position: $0, title: "Step \($0)", doneOn: done.contains($0) ? today : nil)
        }
    }

    @Test func aGoalRowCountsItsCheckpointsAndIsLateOnlyAfterItsDeadlineDay() {
        let steps = checkpoints(done: [1, 3], of: 4)
        func row(_ goal: Goal, _ checkpoints: [Checkpoint] = []) -> GoalProgressPicture.Row {
            .goal(goal, checkpoints: checkpoints, today: today, detail: "words") { "\($0) days" }
        }
        #expect(
            row(goal(deadline: today.adding(days: 3)), steps)
                == .init(title: "Run", done: 2, total: 4, detail: "words", due: "3 days", isLate: false))
        #expect(row(goal(deadline: today)).due == "0 days" && !row(goal(deadline: today)).isLate)
        let yesterday = today.adding(days: -1)
        #expect(row(goal(deadline: yesterday)).due == "-1 days" && row(goal(deadline: yesterday)).isLate)
        #expect(!row(goal(deadline: yesterday, completed: true)).isLate)
        #expect(row(goal(deadline: nil)).due == nil && !row(goal(deadline: nil)).isLate)
    }

    @Test func rowsClampTheirCounts() {
        #expect(GoalProgressPicture.Row(title: "", done: 9, total: 3, detail: "").done == 3)
        #expect(GoalProgressPicture.Row(title: "", done: -2, total: 3, detail: "").done == 0)
        let negative = GoalProgressPicture.Row(title: "", done: 1, total: -5, detail: "")
        #expect(negative.total == 0 && negative.done == 0)
    }

    @Test func aPictureKeepsAtMostItsRowsAndCountsTheRest() {
        let rows = (1...11).map { GoalProgressPicture.Row(title: "\($0)", done: 0, total: 1, detail: "") }
        let picture = GoalProgressPicture(title: "Progress", rows: rows, omitted: 4)
        #expect(picture.rows.map(\.title) == (1...8).map(String.init))
        #expect(picture.moreRows == 3 + 4)
        #expect(GoalProgressPicture(title: "", rows: Array(rows.prefix(2)), omitted: -1).moreRows == 0)
    }

    @Test func aGoalCardHasEveryCheckpointInTheBarAndNamesTheFirstOnes() {
        let steps = checkpoints(done: [2, 12], of: 13)
        let picture = GoalCardPicture(goal(deadline: nil), checkpoints: steps, today: today, caption: "")
        #expect(picture.segments == (1...13).map { [2, 12].contains($0) })
        #expect(picture.items.map(\.title) == (1...10).map { "\($0). Step \($0)" })
        #expect(picture.items[1].isDone && !picture.items[0].isDone)
        #expect(picture.moreItems == 3)
        #expect(!picture.isLate)
    }

    @Test func aGoalCardIsLateTheDayAfterItsDeadline() {
        let card = GoalCardPicture(
            goal(deadline: today.adding(days: -1)), checkpoints: [], today: today, caption: "Deadline")
        #expect(card.isLate && card.segments.isEmpty && card.items.isEmpty && card.moreItems == 0)
        #expect(!GoalCardPicture(goal(deadline: today), checkpoints: [], today: today, caption: "").isLate)
    }

    @Test func aGoalCardBoundsWhatItHolds() {
        let card = GoalCardPicture(
            title: "", segments: Array(repeating: true, count: 500),
            items: Array(repeating: .init(title: "x", isDone: true), count: 300), caption: "", isLate: false)
        #expect(card.segments.count == GoalCardPicture.maximumSegments)
        #expect(card.items.count == GoalCardPicture.maximumRows)
        #expect(card.moreItems == 490)
    }

    @Test func theyRoundTripThroughJSONAsPictures() throws {
        let pictures: [Picture] = [
            .goalProgress(
                GoalProgressPicture(
                    title: "Your progress",
                    rows: [
                        .init(
                            title: "Run", done: 1, total: 3, detail: "1 of 3", due: "1 day overdue",
                            isLate: true)
                    ])),
            .goalCard(
                GoalCardPicture(
                    goal(deadline: today), checkpoints: checkpoints(done: [1], of: 2), today: today,
                    caption: "Deadline: today")),
        ]
        for picture in pictures {
            let decoded = try JSONDecoder().decode(Picture.self, from: JSONEncoder().encode(picture))
            #expect(decoded == picture)
        }
    }
}
