import Foundation

/// Something a user wants to reach, with an optional reason and deadline.
public struct Goal: Sendable, Hashable, Codable, Identifiable {
    public var id: Int64?
    public var userID: Int64
    public var title: String
    /// Why the goal matters to the user; shown on its card to keep them going.
    public var why: String?
    public var deadline: LocalDate?
    public var createdAt: Date
    public var completedAt: Date?

    public init(
        id: Int64? = nil, userID: Int64, title: String, why: String? = nil,
        deadline: LocalDate? = nil, createdAt: Date, completedAt: Date? = nil
    ) {
        self.id = id
        self.userID = userID
        self.title = title
        self.why = why
        self.deadline = deadline
        self.createdAt = createdAt
        self.completedAt = completedAt
    }

    public var isCompleted: Bool { completedAt != nil }
}

/// One step towards a goal. A goal completes only when all its checkpoints are done.
public struct Checkpoint: Sendable, Hashable, Codable, Identifiable {
    public var id: Int64?
    public var goalID: Int64
    /// 1-based order within the goal; the number users type in `/goal tick`.
    public var position: Int
    public var title: String
    public var doneOn: LocalDate?

    public init(id: Int64? = nil, goalID: Int64, position: Int, title: String, doneOn: LocalDate? = nil) {
        self.id = id
        self.goalID = goalID
        self.position = position
        self.title = title
        self.doneOn = doneOn
    }

    public var isDone: Bool { doneOn != nil }
}
