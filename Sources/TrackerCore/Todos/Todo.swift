import Foundation

/// A one-off task.
public struct Todo: Sendable, Hashable, Codable, Identifiable {
    /// The row id; `nil` until the to-do is stored.
    public var id: Int64?
    /// The owner's ``User/id``.
    public var userID: Int64
    /// The task, as typed.
    public var text: String
    /// When it was added.
    public var createdAt: Date
    /// When it was ticked off; `nil` while open.
    public var doneAt: Date?
    /// Imported by `/todo demo`; `/todo demo clear` removes exactly these.
    public var isDemo: Bool

    /// A to-do with the given fields; `id` is `nil` for one not stored yet.
    public init(
        id: Int64? = nil, userID: Int64, text: String, createdAt: Date, doneAt: Date? = nil,
        isDemo: Bool = false
    ) {
        self.id = id
        self.userID = userID
        self.text = text
        self.createdAt = createdAt
        self.doneAt = doneAt
        self.isDemo = isDemo
    }

    /// Whether it was ticked off.
    public var isDone: Bool { doneAt != nil }
}
