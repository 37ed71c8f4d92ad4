import TrackerCore

/// Goal pictures the tests draw.
enum GoalSamples {
    /// `/progress` with three goals (one late, one without checkpoints) and two habits.
    static let progress = GoalProgressPicture(
        title: "Your progress",
        rows: [
            .init(title: "Run a marathon", done: 2, total: 5, detail: "2 of 5", due: "12 days left"),
            .init(
                title: "Paint the fence", done: 1, total: 3, detail: "1 of 3", due: "3 days overdue",
                isLate: true),
            .init(title: "Learn Swift", done: 0, total: 0, detail: "no checkpoints yet", due: "due today"),
            .init(title: "Read", done: 4, total: 21, detail: "day 5 of 21 · streak 4 days"),
            .init(title: "Walk 8,000 steps", done: 40, total: 66, detail: "day 41 of 66 · streak 9 days"),
        ])

    /// `/progress` with `count` goals, all half done.
    static func progress(rows count: Int, title: String = "Goal") -> GoalProgressPicture {
        GoalProgressPicture(
            title: "Your progress",
            rows: (0..<count).map { .init(title: "\(title) \($0 + 1)", done: 2, total: 4, detail: "2 of 4") })
    }

    /// A goal's card: 13 checkpoints, the 1st, 2nd and 5th done, 12 days left.
    static let card = GoalCardPicture(
        title: "Run a marathon",
        segments: (1...13).map { [1, 2, 5].contains($0) },
        items: (1...13).map { .init(title: "\($0). Checkpoint \($0)", isDone: [1, 2, 5].contains($0)) },
        caption: "Deadline: Wed 2 Dec (12 days left)", isLate: false)

    /// A late goal's card with two checkpoints, neither done.
    static let lateCard = GoalCardPicture(
        title: "Paint the fence", segments: [false, false],
        items: [.init(title: "1. Buy paint", isDone: false), .init(title: "2. Paint", isDone: false)],
        caption: "Deadline: Mon 16 Nov (5 days overdue)", isLate: true)
}
