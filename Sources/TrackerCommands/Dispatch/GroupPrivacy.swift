import TrackerCore

/// What may be done in a group chat, typed or pressed. A member's goals, habits (other than
/// a challenge's), to-dos and settings never appear in a group: commands that would show or
/// change them get a pointer to the private chat instead. Check-ins are allowed, so a member
/// can keep a streak where friends see it, and so are the group's own commands, which in
/// turn work only in groups.
enum GroupPrivacy {
    /// Throws the pointer to the right chat when `action` does not belong in this one.
    static func check(_ action: Action, isGroup: Bool) throws(CommandError) {
        if isGroup && !allowsInGroup(action) { throw pointer }
        if !isGroup, case .group = action { throw groupsOnly }
    }

    static func allowsInGroup(_ action: Action) -> Bool {
        switch action {
        case .start, .help, .tip, .dismiss, .group: return true
        // They act on a habit the member named or pressed, and the reply names only that one;
        // the handler allows only the group's challenge habit there.
        case .habit(.check), .habit(.reset), .habit(.confirmReset): return true
        default: return false
        }
    }

    static let pointer = CommandError(
        "🔒 I keep your goals, habits and to-dos private. Send me that command in a private chat.")

    static let groupsOnly = CommandError(
        "👥 That works in a group chat: add me to a group with friends, then send /challenge Read there.")
}
