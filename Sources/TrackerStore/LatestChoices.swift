import TrackerCore

/// How every store finds a chat's latest choices (``OutboxStore/latestChoices(in:for:)``)
/// among its sent entries, so that only the reads are store-specific.
public enum LatestChoices {
    /// How many of a chat's latest sent entries a typed choice key looks through for a message
    /// with buttons: a key typed long after its message is not a choice.
    public static let lookback = 20

    /// The latest message first sent among `sent` (entry ids with the platform's message id,
    /// newest first), with its buttons as last edited; `nil` when there is none or it has no
    /// buttons.
    /// - Parameters:
    ///   - firstEntry: the id of the entry that first sent a message id; an edit is a later
    ///     entry of an earlier message, which stays where it was.
    ///   - buttons: a message's buttons as last sent or edited.
    public static func find(
        among sent: [(id: Int64, messageID: String)], firstEntry: (String) throws -> Int64?,
        buttons: (String) throws -> [[Button]]?
    ) rethrows -> (messageID: String, buttons: [[Button]])? {
        for (id, messageID) in sent {
            guard try firstEntry(messageID) == id else { continue }
            guard let buttons = try buttons(messageID), buttons.contains(where: { !$0.isEmpty }) else {
                return nil
            }
            return (messageID, buttons)
        }
        return nil
    }
}
