import Foundation
import TrackerCommands
import TrackerCore
import TrackerStore

/// How Matrix presses a message's listed choices (``Choices``): a reaction with a choice's
/// key, or a choice's number or letter typed as a reply to the message, or in a private room
/// on the latest message with choices. Other typed text is a message in a private room and chatter
/// for the people there in a group.
///
/// A press is answered to its presser (its callback id is their user id): Matrix has no
/// answer to a press, so an alert (a button that belongs to someone else) is sent as a short
/// message to them.
struct MatrixChoiceKeys: ChoiceKeys {
    var pressesLatestInGroups: Bool { false }
    var answersPresser: Bool { true }

    /// A number presses the choice whose key shows it: buttons for items are keyed by the
    /// items' numbers, so a number means the item it numbers. A single letter presses the
    /// choice on that letter's key.
    func button(typed text: String, among buttons: ButtonHistory) -> Button? {
        let typed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        if typed.count == 1, let letter = typed.first, letter.isLetter {
            return Choices(buttons).button(letter: letter)
        }
        guard let number = UserNumber.value(text, in: 1...Choices.keys.count) else { return nil }
        return Choices(buttons).button(number: number)
    }

    func button(reaction key: String, among buttons: ButtonHistory) -> Button? {
        Choices(buttons).button(forKey: key)
    }

    func isRetired(reaction key: String, among buttons: ButtonHistory) -> Bool {
        Choices(buttons).isRetired(key)
    }

    func missed(typed text: String, latest buttons: [[Button]]?, isGroup: Bool) -> ChoiceMiss {
        isGroup ? .ignored : .text
    }
}
