/// A room the user is invited to: the stripped state the inviter's server shares, which
/// includes the user's own `m.room.member` invite (with `is_direct` for direct chats).
public struct InvitedRoom: Sendable, Decodable {
    /// `invite_state.events`.
    public var inviteState: [StrippedStateEvent]
    /// Invite state events that did not decode.
    public var undecodable: [UndecodableEvent]

    private enum CodingKeys: String, CodingKey {
        case inviteState = "invite_state"
    }

    private enum StateKeys: String, CodingKey {
        case events
    }

    /// A value with the given fields.
    public init(inviteState: [StrippedStateEvent] = [], undecodable: [UndecodableEvent] = []) {
        self.inviteState = inviteState
        self.undecodable = undecodable
    }

    /// Decodes the invite; a state event that does not decode goes to ``undecodable`` instead of failing the
    /// room.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        var list = EventList<StrippedStateEvent>()
        if container.contains(.inviteState), try !container.decodeNil(forKey: .inviteState) {
            let state = try container.nestedContainer(keyedBy: StateKeys.self, forKey: .inviteState)
            list = try state.decodeIfPresent(EventList<StrippedStateEvent>.self, forKey: .events) ?? list
        }
        inviteState = list.events
        undecodable = list.undecodable
    }

    /// The invite of `userID`: the member event whose state key is that user, if present.
    public func invite(of userID: String) -> (sender: String, content: MemberContent)? {
        for event in inviteState where event.stateKey == userID {
            if let member = event.member, member.membership == .invite { return (event.sender, member) }
        }
        return nil
    }
}
