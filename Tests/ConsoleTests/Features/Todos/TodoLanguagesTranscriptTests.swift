import Foundation
import TestSupport
import Testing
import TrackerCore

/// The to-do replies in every language, counted ones in the language's plural forms.
struct TodoLanguagesTranscriptTests {
    /// Every to-do reply and usage error once, after `/language` when it is not English.
    static func transcript(in language: Language) throws -> String {
        let console = try ScriptedConsole(clock: ManualClock(.iso("2026-11-21T09:00:00Z")))
        if language != .english { try console.send("/language \(language.tag)") }
        let lines = [
            "/todos", "/todo add Milk <b>", "/todo add A\\\nB", "/todo add C\\\nD\\\nE\\\nF\\\nG", "/todos",
            "/todo done 1", "/todo done 1", "/todo undo 1", "/todo undo 1", "/todo done 1", "/todo done 2",
            "/todo clear", "/todo clear", "/todos", "/todo delete 1",
            // Number 1 is the to-do just deleted; new ones renumber the list, and eleven make two pages.
            "/todo done 1", "/todo add H\\\nI\\\nJ\\\nK\\\nL\\\nM", "/todos",
            // The usage errors.
            "/todo add", "/todo\\\nMilk", "/todo frobnicate <i>", "/todo demo x", "/todo clear now",
            "/todo add " + (1...1_001).map { "item \($0)" }.joined(separator: "\\\n"),
        ]
        return try lines.map(console.send).joined(separator: "\n\n")
    }

    @Test(arguments: Language.allCases.filter { $0 != .english })
    func theToDoRepliesAreTranslated(language: Language) throws {
        let transcript = try Self.transcript(in: language)
        let localizer = Localizer(language)
        for text in [
            localizer.count(.todoAddedMany, 2), localizer.count(.todoAddedMany, 5),
            localizer.count(.todoCleared, 2),
            localizer.text(.todoListTitle), localizer.text(.todoNothingToClear),
            localizer.text(.todoDone, ["text": "Milk <b>"]), localizer.text(.todoDeleted, ["text": "B"]),
            localizer.text(.todoNoSuchCommand, ["word": "frobnicate"]), localizer.text(.todoSayWhat),
            localizer.text(.listRenumbered, ["command": "/todos"]),
            localizer.text(.listPage, ["page": localizer.number(1), "pages": localizer.number(2)]),
        ] {
            #expect(transcript.contains(text), "\(language.tag): \(text)")
        }
        try LanguageTranscripts.expectNoEnglish(of: ["todo.", "list."], in: transcript, language)
    }

    @Test func russianCountsToDosInItsThreeForms() throws {
        let transcript = try Self.transcript(in: .russian)
        #expect(transcript.contains("📝 Добавлено 2 дела:"))
        #expect(transcript.contains("📝 Добавлено 5 дел:"))
        #expect(transcript.contains("🧹 Убрано 2 сделанных дела."))
        #expect(Localizer(.russian).count(.todoAddedMany, 21) == "📝 Добавлено 21 дело:")
    }

    @Test func englishHasTheSentencesTheOtherLanguagesMustNot() throws {
        let transcript = try Self.transcript(in: .english)
        let sentences = try LanguageTranscripts.englishSentences(of: [
            "todo.", "list.renumbered", "list.page",
        ])
        #expect(sentences.count >= 10)
        for sentence in sentences {
            #expect(transcript.contains(sentence), "“\(sentence)”")
        }
        #expect(transcript.contains("📝 Added 5 to-dos:"))
        #expect(transcript.contains("🧹 Cleared 2 done to-dos."))
        #expect(transcript.contains("There is no /todo frobnicate."))
        #expect(transcript.contains("Your to-dos · Page 1 of 2"))
        #expect(transcript.contains("To keep /todos in order, other numbers in it changed: see /todos."))
        #expect(transcript.contains("That would make 1,012 open to-dos; I keep at most 1,000."))
    }
}
