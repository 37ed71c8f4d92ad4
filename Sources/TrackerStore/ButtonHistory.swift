import TrackerCore

/// The buttons one platform message has had: as it was first sent and after each delivered
/// edit, oldest first (``OutboxStore/buttonHistory(ofMessage:in:)``). A platform whose keys
/// stay on a message (Matrix's reactions) keys its choices from all of them, so that a key
/// keeps one meaning for the life of the message.
public struct ButtonHistory: Sendable, Hashable {
    /// The buttons of each version before the latest, oldest first.
    public var earlier: [[[Button]]]
    /// The buttons the message shows now.
    public var latest: [[Button]]

    /// A message that shows `latest` and showed `earlier` before, oldest first.
    public init(earlier: [[[Button]]] = [], latest: [[Button]]) {
        self.earlier = earlier
        self.latest = latest
    }

    /// The history of `versions`, oldest first; `nil` when there are none.
    public init?(_ versions: some Sequence<[[Button]]>) {
        var all = Array(versions)
        guard let latest = all.popLast() else { return nil }
        self.init(earlier: all, latest: latest)
    }

    /// Every version, oldest first, the latest last.
    public var versions: [[[Button]]] { earlier + [latest] }

    /// The history with `next` as the message's new latest buttons.
    public func appending(_ next: [[Button]]) -> ButtonHistory {
        ButtonHistory(earlier: versions, latest: next)
    }

    /// Whether the message shows any button now.
    public var hasButtons: Bool { latest.contains { !$0.isEmpty } }
}
