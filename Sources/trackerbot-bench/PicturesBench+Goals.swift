import TrackerCore

extension PicturesBench {
    /// `/progress` with four goals and four habits: the most rows it draws.
    static let goalProgress = GoalProgressPicture(
        title: "Your progress",
        rows: [
            .init(title: "Run a marathon", done: 2, total: 5, detail: "2 of 5", due: "12 days left"),
            .init(
                title: "Paint the fence", done: 1, total: 3, detail: "1 of 3", due: "3 days overdue",
                isLate: true),
            .init(title: "Learn Swift", done: 0, total: 0, detail: "no checkpoints yet", due: "due today"),
            .init(title: "Write the report", done: 7, total: 12, detail: "7 of 12"),
            .init(title: "Read 20 pages", done: 12, total: 21, detail: "day 13 of 21 · streak 5 days"),
            .init(title: "Walk 8,000 steps", done: 40, total: 66, detail: "day 41 of 66 · streak 9 days"),
            .init(title: "Gym", done: 3, total: 8, detail: "week 4 of 8 · streak 3 weeks"),
            .init(title: "Water", done: 0, total: 0, detail: "run broke yesterday"),
        ])

    /// A goal with twelve checkpoints, five done.
    static let goalCard = GoalCardPicture(
        title: "Run a marathon",
        segments: (1...12).map { $0 <= 5 },
        items: (1...12).map { .init(title: "\($0). Checkpoint number \($0)", isDone: $0 <= 5) },
        caption: "Deadline: Wed 2 Dec (12 days left)", isLate: false)
}
