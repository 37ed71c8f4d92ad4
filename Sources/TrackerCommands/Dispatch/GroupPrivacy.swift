import TrackerCore

/// What may be done in a group chat, typed or pressed, as each action's ``ActionTraits``
/// declare. A member's goals, habits (other than a challenge's), to-dos and settings never
/// appear in a group: commands that would show or change them get a pointer to the private
/// chat instead. Check-ins are allowed, so a member can keep a streak where friends see it,
/// and so are the group's own commands, which in turn work only in groups.
enum GroupPrivacy {
    /// Throws the pointer to the right chat, in `language`, when `action` does not belong in
    /// this one.
    static func check(_ action: Action, isGroup: Bool, language: Language) throws(CommandError) {
        let place = action.traits.place
        guard !place.includes(isGroup: isGroup) else { return }
        throw CommandError(
            Localizer(language).rich(place == .group ? .parseGroupChatOnly : .parsePrivateChatOnly))
    }

    /// `reply` without the buttons that do not belong where it is shown: a group sees only
    /// buttons anyone there may press (Join, ✅ for the challenge), never one that is a
    /// member's own (↺ Again, Undo, 🌱 New habit), and a private chat no group button. Every
    /// reply to an event goes through here before it is queued, so no feature has to
    /// remember it.
    static func pressable(_ reply: Reply, isGroup: Bool) -> Reply {
        var reply = reply
        reply.buttons = reply.buttons.map { row in
            row.filter { button in
                guard let press = ButtonCodec.decode(button.data) else { return true }
                return press.button.place.includes(isGroup: isGroup) && (!isGroup || press.owner == nil)
            }
        }.filter { !$0.isEmpty }
        return reply
    }
}
