import Foundation

/// A one-off task.
public struct Todo: Sendable, Hashable, Codable, Identifiable {
    public var id: Int64?
    public var userID: Int64
    public var text: String
    public var createdAt: Date
    public var doneAt: Date?
    /// Imported by `/todo demo`; `/todo demo clear` removes exactly these.
    public var isDemo: Bool

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

    public var isDone: Bool { doneAt != nil }
}
