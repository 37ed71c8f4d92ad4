import TrackerCore

/// Encodes actions into button data and back.
///
/// Data is `<owner>|<payload>`: the owner is the user the button was made for, so a press
/// by anyone else is refused before it can touch anything. Payloads are short codes with
/// stored ids, well under Telegram's 64-byte limit.
public enum ButtonCodec {
    /// A decoded press.
    public struct Press: Sendable, Hashable {
        public var owner: Int64
        public var action: Action

        public init(owner: Int64, action: Action) {
            self.owner = owner
            self.action = action
        }
    }

    public static func encode(_ action: Action, owner: Int64) -> String {
        "\(owner)|\(payload(action))"
    }

    /// Decodes button data; `nil` for data this version does not understand (e.g. a button
    /// from a message sent long ago by an older version).
    public static func decode(_ data: String) -> Press? {
        let halves = data.split(separator: "|", maxSplits: 1)
        guard halves.count == 2, let owner = Int64(halves[0]) else { return nil }
        let parts = halves[1].split(separator: ":").map(String.init)
        guard let code = parts.first else { return nil }
        let ids = parts.dropFirst().map { Int64($0) }
        guard !ids.contains(nil) else { return nil }
        let numbers = ids.compactMap { $0 }
        func id(_ index: Int) -> ItemRef? { numbers.count > index ? .id(numbers[index]) : nil }

        let action: Action?
        switch (code, numbers.count) {
        case ("start", 0): action = .start
        case ("dismiss", 0): action = .dismiss
        case ("help.habits", 0): action = .help(topic: "habits")
        case ("g.l", 0): action = .goal(.list)
        case ("g.s", 1): action = id(0).map { .goal(.show($0)) }
        case ("g.c", 1): action = id(0).map { .goal(.complete($0)) }
        case ("g.r", 1): action = id(0).map { .goal(.reopen($0)) }
        case ("g.d", 1): action = id(0).map { .goal(.delete($0)) }
        case ("g.D", 1): action = id(0).map { .goal(.confirmDelete($0)) }
        case ("g.t", 2): action = id(0).map { .goal(.tick($0, step: Int(numbers[1]))) }
        case ("h.l", 0): action = .habit(.list)
        case ("h.c", 1): action = id(0).map { .habit(.check(.ref($0))) }
        case ("h.r", 1): action = id(0).map { .habit(.reset($0)) }
        case ("h.d", 1): action = id(0).map { .habit(.delete($0)) }
        case ("h.D", 1): action = id(0).map { .habit(.confirmDelete($0)) }
        case ("t.l", 0): action = .todo(.list)
        case ("t.d", 1): action = id(0).map { .todo(.done($0)) }
        case ("t.u", 1): action = id(0).map { .todo(.undo($0)) }
        default: action = nil
        }
        return action.map { Press(owner: owner, action: $0) }
    }

    private static func payload(_ action: Action) -> String {
        switch action {
        case .start: return "start"
        case .dismiss: return "dismiss"
        case .help(topic: "habits"): return "help.habits"
        case .goal(.list): return "g.l"
        case .goal(.show(let ref)): return "g.s:\(ref.code)"
        case .goal(.complete(let ref)): return "g.c:\(ref.code)"
        case .goal(.reopen(let ref)): return "g.r:\(ref.code)"
        case .goal(.delete(let ref)): return "g.d:\(ref.code)"
        case .goal(.confirmDelete(let ref)): return "g.D:\(ref.code)"
        case .goal(.tick(let ref, let step)): return "g.t:\(ref.code):\(step)"
        case .habit(.list): return "h.l"
        case .habit(.check(.ref(let ref)?)): return "h.c:\(ref.code)"
        case .habit(.reset(let ref)): return "h.r:\(ref.code)"
        case .habit(.delete(let ref)): return "h.d:\(ref.code)"
        case .habit(.confirmDelete(let ref)): return "h.D:\(ref.code)"
        case .todo(.list): return "t.l"
        case .todo(.done(let ref)): return "t.d:\(ref.code)"
        case .todo(.undo(let ref)): return "t.u:\(ref.code)"
        default:
            preconditionFailure("no button encoding for \(action)")
        }
    }
}

extension ItemRef {
    fileprivate var code: String {
        switch self {
        case .id(let id): return String(id)
        case .position:
            preconditionFailure("buttons carry stored ids, not list positions")
        }
    }
}
