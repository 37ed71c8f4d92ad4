/// What kind of chat a room is, by who has been in it.
///
/// A room is a group once it has had more than the bot and one person in it, joined or
/// invited, and stays one: a group that drops to two members is still a group, so nothing
/// personal is ever shown where others have been. A room of the bot and one person is a
/// private chat.
public enum ChatKind {
    /// Whether a chat recorded as a group (`wasGroup`) or not is a group once the platform
    /// counted `joined` and `invited` members; a count it did not give changes nothing.
    public static func isGroup(wasGroup: Bool, joined: Int?, invited: Int?) -> Bool {
        guard !wasGroup, let joined else { return wasGroup }
        // Counts come from the platform: a sum past Int's range is a crowd, not a trap.
        let (sum, overflow) = joined.addingReportingOverflow(invited ?? 0)
        return overflow || sum > 2
    }
}
