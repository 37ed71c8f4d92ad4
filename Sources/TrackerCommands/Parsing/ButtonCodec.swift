import TrackerCore

/// Encodes buttons into button data and back.
///
/// Data is `<owner>|<code>[:n[:n]]`: the owner is the user the button was made for, so a
/// press by anyone else is refused before it can touch anything. Codes are short and the
/// numbers are stored ids or pages, well under Telegram's 64-byte limit. The format never
/// changes in a way that breaks buttons on messages sent long ago.
///
/// Group buttons (Join under a challenge's announcement) have `*` for an owner: anyone in
/// that chat may press them, and the press acts for the presser. Only group buttons decode
/// with `*`; any other button with it is rejected as forged.
public enum ButtonCodec {
    /// A decoded press.
    public struct Press: Sendable, Hashable {
        /// The user the button was made for; `nil` for a button anyone in the chat may press.
        public var owner: Int64?
        /// The button pressed.
        public var button: ButtonKind

        /// What the press asks for, applied for the presser once the owner check passes.
        public var action: Action { button.action }

        /// A press of `button`, made for `owner` (`nil`: anyone in the chat).
        public init(owner: Int64?, button: ButtonKind) {
            self.owner = owner
            self.button = button
        }
    }

    /// The owner part of a button anyone may press.
    static let anyone = "*"

    /// Data for a button only `owner` may press; ``decode(_:)`` gives back `kind` and `owner`.
    public static func encode(_ kind: ButtonKind, owner: Int64) -> String {
        "\(owner)|\(payload(kind))"
    }

    /// Data for a button anyone in the chat may press, acting for themselves: only group
    /// buttons are safe for that.
    public static func encodeForAnyone(_ button: GroupButton) -> String {
        "\(anyone)|\(payload(.group(button)))"
    }

    /// Decodes button data; `nil` for data this version does not understand (e.g. a button
    /// from a message sent long ago by an older version) or that was forged.
    public static func decode(_ data: String) -> Press? {
        let halves = data.split(separator: "|", maxSplits: 1)
        guard halves.count == 2 else { return nil }
        let owner = Int64(halves[0])
        guard owner != nil || halves[0] == anyone else { return nil }
        let parts = halves[1].split(separator: ":").map(String.init)
        guard let code = parts.first else { return nil }
        let numbers = parts.dropFirst().map { Int64($0) }
        guard !numbers.contains(nil), let button = ButtonKind(code: code, numbers: numbers.compactMap { $0 })
        else { return nil }
        guard owner != nil || button.isForAnyone else { return nil }
        return Press(owner: owner, button: button)
    }

    private static func payload(_ kind: ButtonKind) -> String {
        let (code, numbers) = kind.wire
        return ([code] + numbers.map(String.init)).joined(separator: ":")
    }
}
