import TrackerCore

/// Which group messages depend on the sender being an admin, so that platform adapters ask
/// the platform only for those, and before the event's transaction: the core never does I/O.
public enum GroupPermissions {
    /// Whether `text`, typed in a group, may need ``Incoming/senderIsAdmin``, as the parsed
    /// action's ``ActionTraits/needsAdminStatus`` declares: a change of the group's
    /// settings, or ending its challenge (which its starter may do without).
    public static func needsAdminStatus(_ text: String) -> Bool {
        // None of these commands reads a date, so any day parses them alike.
        guard let action = try? CommandParser(today: LocalDate(dayNumber: 0)).parse(text) else {
            return false
        }
        return action.traits.needsAdminStatus
    }
}
