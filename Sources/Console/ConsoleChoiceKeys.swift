import TrackerCommands
import TrackerCore
import TrackerStore

/// How the console presses a message's buttons: by their letters (``ChoiceKey``), on the
/// latest message printed to the person at the terminal, in a group too. A letter that names
/// no button, or a number typed alone, is answered with what to type instead.
struct ConsoleChoiceKeys: ChoiceKeys {
    var pressesLatestInGroups: Bool { true }
    var answersPresser: Bool { false }

    /// A message is printed anew with every edit, its letters given to the buttons it shows.
    func button(typed text: String, among buttons: ButtonHistory) -> Button? {
        let buttons = buttons.latest.flatMap { $0 }
        guard let index = ChoiceKey.index(typed: text), buttons.indices.contains(index) else { return nil }
        return buttons[index]
    }

    /// The console has no reactions.
    func button(reaction key: String, among buttons: ButtonHistory) -> Button? { nil }

    func missed(typed text: String, latest buttons: [[Button]]?, isGroup: Bool) -> ChoiceMiss {
        missed(typed: text, latest: buttons, isGroup: isGroup, language: .english)
    }

    func missed(typed text: String, latest buttons: [[Button]]?, isGroup: Bool, language: Language)
        -> ChoiceMiss
    {
        let count = buttons?.joined().count ?? 0
        let localizer = Localizer(language)
        if ChoiceKey.index(typed: text) != nil {
            return .answer(Self.noButton(text, count: count, localizer))
        }
        // Buttons often show list numbers (✅ 3): a number alone would mean two things.
        if ChoiceKey.isBareNumber(text) { return .answer(Self.bareNumber(text, count: count, localizer)) }
        return .text
    }

    /// What a letter that presses nothing gets.
    static func noButton(_ letter: String, count: Int, _ localizer: Localizer) -> String {
        switch count {
        case 0: return localizer.text(.consoleNoButtons, ["letter": letter])
        case 1: return localizer.text(.consoleOnlyButtonA, ["letter": letter])
        default:
            let last = ChoiceKey.letter(at: min(count, ChoiceKey.limit) - 1) ?? "z"
            return localizer.text(.consoleButtonsUpTo, ["letter": letter, "last": last])
        }
    }

    /// What a number typed alone gets: numbers are list numbers, which commands take.
    static func bareNumber(_ number: String, count: Int, _ localizer: Localizer) -> String {
        let shown = number.count > 12 ? number.prefix(11) + "…" : number
        let text = localizer.text(.consoleBareNumber, ["number": String(shown)])
        return count == 0 ? text : text + " " + localizer.text(.consolePressByLetter)
    }
}
