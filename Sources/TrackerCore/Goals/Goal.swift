import Foundation

/// Something a user wants to reach, with an optional reason and deadline.
public struct Goal: Sendable, Hashable, Codable, Identifiable {
    /// The row id; `nil` until the goal is stored.
    public var id: Int64?
    /// The owner's ``User/id``.
    public var userID: Int64
    /// What the user wants to reach, as typed.
    public var title: String
    /// Why the goal matters to the user; shown on its card to keep them going.
    public var why: String?
    /// The local day by which the user wants it reached; `nil` when open-ended.
    public var deadline: LocalDate?
    /// When the goal was added.
    public var createdAt: Date
    /// When its last checkpoint was done, or it was marked done; `nil` while open.
    public var completedAt: Date?

    /// A goal with the given fields; `id` is `nil` for one not stored yet.
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

    /// Whether the goal was reached.
    public var isCompleted: Bool { completedAt != nil }
}

/// One step towards a goal. A goal completes only when all its checkpoints are done.
public struct Checkpoint: Sendable, Hashable, Codable, Identifiable {
    /// The row id; `nil` until the checkpoint is stored.
    public var id: Int64?
    /// The goal's ``Goal/id``.
    public var goalID: Int64
    /// 1-based order within the goal; the number users type in `/goal tick`.
    public var position: Int
    /// The step, as typed.
    public var title: String
    /// The user's local day it was ticked off; `nil` while open.
    public var doneOn: LocalDate?

    /// A checkpoint at `position` of goal `goalID`; `id` is `nil` for one not stored yet.
    public init(id: Int64? = nil, goalID: Int64, position: Int, title: String, doneOn: LocalDate? = nil) {
        self.id = id
        self.goalID = goalID
        self.position = position
        self.title = title
        self.doneOn = doneOn
    }

    /// Whether the checkpoint was ticked off.
    public var isDone: Bool { doneOn != nil }
}
