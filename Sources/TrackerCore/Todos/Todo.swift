import Foundation

/// A one-off task.
public struct Todo: Sendable, Hashable, Codable, Identifiable {
    public var id: Int64?
    public var userID: Int64
    public var text: String
    public var createdAt: Date
    public var doneAt: Date?

    public init(id: Int64? = nil, userID: Int64, text: String, createdAt: Date, doneAt: Date? = nil) {
        self.id = id
        self.userID = userID
        self.text = text
        self.createdAt = createdAt
        self.doneAt = doneAt
    }

    public var isDone: Bool { doneAt != nil }
}
