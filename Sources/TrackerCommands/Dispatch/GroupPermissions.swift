import TrackerCore

/// Which group messages depend on the sender being an admin, so that the platform is asked
/// only for those, and before the event's transaction: the core never does I/O there.
public enum GroupPermissions {
    /// Asks `isAdmin` about the senders of the group commands that need it, as the parsed
    /// action's ``ActionTraits/needsAdminStatus`` declares: a change of the group's settings,
    /// or ending its challenge (which its starter may do without).
    ///
    /// Only commands declared as possibly needing an admin are read here, and what is read
    /// travels beside its event (``PreparedEvent/action``) for the dispatcher: every text is
    /// parsed once. A sender whose status the event already holds (asked when it was admitted
    /// to the inbox, or the console's own user) is not asked again.
    public static func prepare(
        _ events: [PlatformEvent], isAdmin: @Sendable (ChatAddress, Sender) async -> Bool?
    ) async -> [PreparedEvent] {
        var prepared: [PreparedEvent] = []
        prepared.reserveCapacity(events.count)
        for event in events {
            // A chat whose kind is read in the transaction may be a group.
            guard case .incoming(var incoming) = event, incoming.isGroup || incoming.isGroupFromRecord,
                case .text(let text) = incoming.kind,
                let action = readForAdmin(text)
            else {
                prepared.append(PreparedEvent(event))
                continue
            }
            if action.traits.needsAdminStatus && incoming.senderIsAdmin == nil {
                incoming.senderIsAdmin = await isAdmin(incoming.chat, incoming.sender)
            }
            prepared.append(PreparedEvent(.incoming(incoming), action: action))
        }
        return prepared
    }

    /// The action of a command that may need an admin; `nil` for any other text, which is left
    /// for the dispatcher to read in the event's transaction.
    static func readForAdmin(_ text: String) -> Action? {
        guard CommandParser.command(in: text)?.mayNeedAdmin == true else { return nil }
        // Those commands read no date, so any day reads them alike.
        return try? CommandParser(today: LocalDate(dayNumber: 0)).parse(text)
    }
}
