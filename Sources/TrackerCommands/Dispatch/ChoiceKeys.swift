import TrackerCore
import TrackerStore

/// How a platform that lists a message's buttons as choices (Matrix's reaction keys, the
/// console's letters) names them, so that the dispatcher resolves a typed key or a reaction
/// against the buttons as stored, in the event's transaction, without knowing the platform.
///
/// A platform registers its keys with the ``Dispatcher`` (``Dispatcher/registering(_:for:)``);
/// a platform that registers none has its typed choices read as messages and its reactions
/// press nothing.
public protocol ChoiceKeys: Sendable {
    /// Whether a typed key presses the latest message's choices in a group too; where it does
    /// not, only a key typed in reply to a message presses one there, and the rest is left to
    /// the people in the group.
    var pressesLatestInGroups: Bool { get }
    /// Whether a press by a typed key or a reaction is answered to its presser (an alert
    /// reaches them); where not, nothing but the message itself answers it.
    var answersPresser: Bool { get }

    /// The button that typed `text` presses among the buttons a message has had (it shows
    /// the latest); `nil` when it names none.
    func button(typed text: String, among buttons: ButtonHistory) -> Button?

    /// The button that a reaction with `key` presses among the buttons a message has had;
    /// `nil` when no choice it shows now has that key.
    func button(reaction key: String, among buttons: ButtonHistory) -> Button?

    /// Whether `key` was the key of one of a message's choices that it no longer shows: a
    /// reaction with it is answered as out of date, where another reaction is just a reaction.
    func isRetired(reaction key: String, among buttons: ButtonHistory) -> Bool

    /// What typed `text` that pressed nothing is, given the buttons of the latest message sent
    /// to the sender in this chat (`nil` when it has none) and whether the chat is a group.
    func missed(typed text: String, latest buttons: [[Button]]?, isGroup: Bool) -> ChoiceMiss

    /// ``missed(typed:latest:isGroup:)``, its answer in the sender's `language`.
    func missed(typed text: String, latest buttons: [[Button]]?, isGroup: Bool, language: Language)
        -> ChoiceMiss
}

extension ChoiceKeys {
    /// Platforms without reactions retire no keys.
    public func isRetired(reaction key: String, among buttons: ButtonHistory) -> Bool { false }

    /// Platforms whose answers have no words of their own answer the same in every language.
    public func missed(typed text: String, latest buttons: [[Button]]?, isGroup: Bool, language: Language)
        -> ChoiceMiss
    {
        missed(typed: text, latest: buttons, isGroup: isGroup)
    }
}

/// What a typed choice key that pressed nothing is.
public enum ChoiceMiss: Sendable, Hashable {
    /// A message like any other, answered as typed text.
    case text
    /// Nothing for the bot: no answer, and the event is not applied.
    case ignored
    /// Answered to the sender alone with this text, leaving the messages as they are.
    case answer(String)
}
