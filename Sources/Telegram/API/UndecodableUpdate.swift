/// An update from a `getUpdates` batch that could not be decoded; the rest of the batch was.
public struct UndecodableUpdate: Sendable, Hashable {
    /// The update's id, when it could be read; confirm it like any other to skip the update.
    public var updateID: Int64?
    /// What did not decode (coding path and reason; never message text).
    public var reason: String
}
