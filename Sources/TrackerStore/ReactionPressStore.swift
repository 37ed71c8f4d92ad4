import Foundation
import TrackerCore

/// The reactions that pressed toggle buttons on a platform whose buttons are reactions
/// (Matrix), remembered so that taking a reaction back presses its button again: once a
/// reaction is removed, the platform no longer says what it was.
public protocol ReactionPressStore {
    /// Remembers `press` by the user `userExternalID` of the press's platform, keeping an
    /// earlier press of the same reaction; nothing when there is no such user (they own no
    /// toggles). Forgets every press made before `now` minus ``ReactionPress/keptFor``.
    func remember(_ press: ReactionPress, by userExternalID: String, at now: Date) throws

    /// The press that the reaction `eventID` in `chat` made, if the user `userExternalID`
    /// made it; `nil` otherwise or when it was forgotten.
    func press(ofReaction eventID: String, in chat: ChatAddress, by userExternalID: String) throws
        -> ReactionPress?
}

/// A reaction that pressed a toggle button (a routine's step).
public struct ReactionPress: Sendable, Hashable {
    /// The chat of the message the reaction was on.
    public var chat: ChatAddress
    /// The platform's id of the reaction, which its removal names.
    public var eventID: String
    /// The platform's id of the message the reaction was on.
    public var messageID: String
    /// The data of the button it pressed.
    public var data: String

    /// How long a press is remembered: a toggle acts on one day's checklist, so a reaction
    /// taken back a week later has nothing left to untick.
    public static let keptFor: TimeInterval = 7 * 24 * 3600

    /// The press of the button with `data` on message `messageID` in `chat` by reaction `eventID`.
    public init(chat: ChatAddress, eventID: String, messageID: String, data: String) {
        self.chat = chat
        self.eventID = eventID
        self.messageID = messageID
        self.data = data
    }
}
