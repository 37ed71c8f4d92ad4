import TrackerCore

/// Encodes actions into button data and back.
///
/// Data is `<owner>|<payload>`: the owner is the user the button was made for, so a press
/// by anyone else is refused before it can touch anything. Payloads are short codes with
/// stored ids, well under Telegram's 64-byte limit.
///
/// A few group-wide buttons (Join under a challenge's announcement) have `*` for an owner:
/// anyone in that chat may press them, and the press acts for the presser. Only actions
/// that are safe for anyone decode with `*`; any other payload with it is rejected.
public enum ButtonCodec {
    /// A decoded press.
    public struct Press: Sendable, Hashable {
        /// The user the button was made for; `nil` for a button anyone in the chat may press.
        public var owner: Int64?
        /// What the press asks for, applied for the presser once the owner check passes.
        public var action: Action

        /// A press of a button made for `owner` (`nil`: anyone in the chat) asking for `action`.
        public init(owner: Int64?, action: Action) {
            self.owner = owner
            self.action = action
        }
    }

    /// The owner part of a button anyone may press.
    static let anyone = "*"

    /// Data for a button only `owner` may press; ``decode(_:)`` gives back `action` and
    /// `owner`. Traps for an action that no button carries.
    public static func encode(_ action: Action, owner: Int64) -> String {
        "\(owner)|\(payload(action))"
    }

    /// Data for a button anyone in the chat may press, acting for themselves. Only for
    /// actions ``isForAnyone(_:)`` allows.
    public static func encodeForAnyone(_ action: Action) -> String {
        precondition(isForAnyone(action), "\(action) is not for anyone to press")
        return "\(anyone)|\(payload(action))"
    }

    /// Whether a button with this action may be pressed by anyone: it only ever acts on the
    /// presser's own membership.
    public static func isForAnyone(_ action: Action) -> Bool {
        if case .group(.joinFromAnnouncement) = action { return true }
        return false
    }

    /// Decodes button data; `nil` for data this version does not understand (e.g. a button
    /// from a message sent long ago by an older version).
    public static func decode(_ data: String) -> Press? {
        let halves = data.split(separator: "|", maxSplits: 1)
        guard halves.count == 2 else { return nil }
        let owner = Int64(halves[0])
        guard owner != nil || halves[0] == anyone else { return nil }
        let parts = halves[1].split(separator: ":").map(String.init)
        guard let code = parts.first else { return nil }
        let ids = parts.dropFirst().map { Int64($0) }
        guard !ids.contains(nil) else { return nil }
        let numbers = ids.compactMap { $0 }
        func id(_ index: Int) -> ItemRef? { numbers.count > index ? .id(numbers[index]) : nil }
        /// A page number, 1 or more.
        func page(_ index: Int) -> Int? {
            guard numbers.count > index, let page = Int(exactly: numbers[index]), page >= 1 else {
                return nil
            }
            return page
        }

        let action: Action?
        switch (code, numbers.count) {
        case ("start", 0): action = .start
        case ("dismiss", 0): action = .dismiss
        case ("help.habits", 0): action = .help(topic: "habits")
        case ("g.l", 0): action = .goal(.list)
        case ("g.p", 1): action = page(0).map { .goal(.page($0)) }
        case ("g.s", 1): action = id(0).map { .goal(.show($0)) }
        case ("g.c", 1): action = id(0).map { .goal(.complete($0)) }
        case ("g.r", 1): action = id(0).map { .goal(.reopen($0)) }
        case ("g.d", 1): action = id(0).map { .goal(.delete($0)) }
        case ("g.D", 1): action = id(0).map { .goal(.confirmDelete($0)) }
        case ("g.t", 2): action = id(0).map { .goal(.tick($0, step: Int(numbers[1]))) }
        case ("g.cp", 2):
            action = id(0).flatMap { ref in page(1).map { .goal(.checkpointsPage(ref, page: $0)) } }
        case ("h.l", 0): action = .habit(.list)
        case ("h.p", 1): action = page(0).map { .habit(.page($0)) }
        case ("h.c", 1): action = id(0).map { .habit(.check(.ref($0))) }
        case ("h.r", 1): action = id(0).map { .habit(.reset($0)) }
        case ("h.R", 1): action = id(0).map { .habit(.confirmReset($0)) }
        case ("h.d", 1): action = id(0).map { .habit(.delete($0)) }
        case ("h.D", 1): action = id(0).map { .habit(.confirmDelete($0)) }
        case ("t.l", 0): action = .todo(.list)
        case ("t.d", 1): action = id(0).map { .todo(.done($0)) }
        case ("t.u", 1): action = id(0).map { .todo(.undo($0)) }
        case ("t.p", 1): action = page(0).map { .todo(.page($0)) }
        case ("r.l", 0): action = .routine(.list)
        case ("r.p", 1): action = page(0).map { .routine(.page($0)) }
        case ("r.s", 1): action = id(0).map { .routine(.show($0)) }
        case ("r.x", 2): action = id(0).map { .routine(.toggle($0, stepID: numbers[1])) }
        case ("r.d", 1): action = id(0).map { .routine(.delete($0)) }
        case ("r.D", 1): action = id(0).map { .routine(.confirmDelete($0)) }
        case ("v.me", 0): action = .view(.profile)
        case ("v.t", 0): action = .view(.today)
        case ("v.c", 1): action = id(0).map { .view(.checkToday($0)) }
        case ("v.hp", 1): action = page(0).map { .view(.historyPage($0)) }
        case ("v.m", 1): action = month(numbers[0]).map { .view(.calendar(month: $0)) }
        case ("v.p", 0): action = .view(.progress)
        case ("f.D", 0): action = .data(.confirmForget)
        case ("gr.j", 1): action = .group(.joinFromAnnouncement(challengeID: numbers[0]))
        default: action = nil
        }
        guard let action, owner != nil || isForAnyone(action) else { return nil }
        return Press(owner: owner, action: action)
    }

    /// The first of the month written as `yyyymm` (`202603`), within the years a calendar shows.
    private static func month(_ code: Int64) -> LocalDate? {
        guard let code = Int(exactly: code), (1970...9999).contains(code / 100) else { return nil }
        return LocalDate(year: code / 100, month: code % 100, day: 1)
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
        case .goal(.checkpointsPage(let ref, let page)): return "g.cp:\(ref.code):\(page)"
        case .habit(.list): return "h.l"
        case .habit(.check(.ref(let ref)?)): return "h.c:\(ref.code)"
        case .habit(.reset(let ref)): return "h.r:\(ref.code)"
        case .habit(.confirmReset(let ref)): return "h.R:\(ref.code)"
        case .habit(.delete(let ref)): return "h.d:\(ref.code)"
        case .habit(.confirmDelete(let ref)): return "h.D:\(ref.code)"
        case .todo(.list): return "t.l"
        case .todo(.done(let ref)): return "t.d:\(ref.code)"
        case .todo(.undo(let ref)): return "t.u:\(ref.code)"
        case .todo(.page(let page)): return "t.p:\(page)"
        case .goal(.page(let page)): return "g.p:\(page)"
        case .habit(.page(let page)): return "h.p:\(page)"
        case .routine(.list): return "r.l"
        case .routine(.page(let page)): return "r.p:\(page)"
        case .routine(.show(let ref)): return "r.s:\(ref.code)"
        case .routine(.toggle(let ref, let stepID)): return "r.x:\(ref.code):\(stepID)"
        case .routine(.delete(let ref)): return "r.d:\(ref.code)"
        case .routine(.confirmDelete(let ref)): return "r.D:\(ref.code)"
        case .view(.profile): return "v.me"
        case .view(.today): return "v.t"
        case .view(.checkToday(let ref)): return "v.c:\(ref.code)"
        case .view(.historyPage(let page)): return "v.hp:\(page)"
        case .view(.calendar(let month)): return "v.m:\(month.year * 100 + month.month)"
        case .view(.progress): return "v.p"
        case .data(.confirmForget): return "f.D"
        case .group(.joinFromAnnouncement(let challengeID)): return "gr.j:\(challengeID)"
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
