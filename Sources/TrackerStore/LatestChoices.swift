import TrackerCore

/// How every store finds a chat's latest choices (``OutboxStore/latestChoices(in:for:)``)
/// among its sent entries, so that only the reads are store-specific.
public enum LatestChoices {
    /// How many of a chat's latest sent entries a typed choice key looks through for a message
    /// with buttons: a key typed long after its message is not a choice.
    public static let lookback = 20

    /// The latest message first sent among `sent` (entry ids with the platform's message id,
    /// newest first), with the buttons it has had; `nil` when there is none or it shows no
    /// buttons.
    /// - Parameters:
    ///   - firstEntry: the id of the entry that first sent a message id; an edit is a later
    ///     entry of an earlier message, which stays where it was.
    ///   - buttons: the buttons a message has had.
    public static func find(
        among sent: [(id: Int64, messageID: String)], firstEntry: (String) throws -> Int64?,
        buttons: (String) throws -> ButtonHistory?
    ) rethrows -> (messageID: String, buttons: ButtonHistory)? {
        for (id, messageID) in sent {
            guard try firstEntry(messageID) == id else { continue }
            guard let buttons = try buttons(messageID), buttons.hasButtons else { return nil }
            return (messageID, buttons)
        }
        return nil
    }
}
