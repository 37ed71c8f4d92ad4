import TrackerCore

/// What may be typed in a group chat. A member's goals, habits, to-dos and settings never
/// appear in a group: commands that would show or change them get a pointer to the private
/// chat instead. Check-ins are allowed, so a member can keep a streak where friends see it.
enum GroupPrivacy {
    static func allows(_ action: Action) -> Bool {
        switch action {
        case .start, .help, .tip, .dismiss: return true
        case .habit(.check): return true
        default: return false
        }
    }

    static let pointer = CommandError(
        "🔒 I keep your goals, habits and to-dos private. Send me that command in a private chat.")
}
