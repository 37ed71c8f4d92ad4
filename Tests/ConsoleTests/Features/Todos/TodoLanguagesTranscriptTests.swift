import Foundation
import TestSupport
import Testing
import TrackerCommands
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
        // The demo's replies have a transcript of their own.
        let demo = Set(try LanguageTranscripts.englishSentences(of: ["todo.demo", "todo.noDemo"]))
        let sentences = try LanguageTranscripts.englishSentences(of: [
            "todo.", "list.renumbered", "list.page",
        ]).filter { !demo.contains($0) }
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

    /// Every reply of `/todo demo` once: a mistaken one, the import under way and again, its result with an
    /// item skipped, the demo to-dos there already, cleared and none to clear, a failed fetch,
    /// nothing usable, and a full list. The fetch's result is handed to the job as the job
    /// worker hands it.
    static func demoTranscript(in language: Language) throws -> String {
        let console = try ScriptedConsole(clock: ManualClock(.iso("2026-11-21T09:00:00Z")))
        if language != .english { try console.send("/language \(language.tag)") }
        func finish(_ fetched: Result<Data, any Error>) throws -> String {
            try console.store.write { tx in
                let job = try #require(try tx.jobs.pending(limit: 1).first)
                try DemoTodos.complete(job, fetched: fetched, now: console.clock.now(), in: tx)
            }
            return try console.wait(until: console.clock.now())
        }
        let sample = Data(
            #"[{"title":"Walk <b>","completed":false},{"title":""},{"title":"Read","completed":true}]"#.utf8)
        let unusable = Data(#"[{"title":""},{"completed":true}]"#.utf8)
        var shown = try ["/todo demo x", "/todo demo clear", "/todo demo", "/todo demo"].map(console.send)
        shown.append(try finish(.success(sample)))
        shown += try ["/todo demo", "/todo demo clear", "/todo demo"].map(console.send)
        shown.append(try finish(.failure(CancellationError())))
        shown.append(try console.send("/todo demo"))
        shown.append(try finish(.success(unusable)))
        try console.send("/todo add " + (1...1_000).map { "item \($0)" }.joined(separator: "\\\n"))
        shown.append(try console.send("/todo demo"))
        shown.append(try finish(.success(sample)))
        return shown.joined(separator: "\n\n")
    }

    @Test(arguments: Language.allCases.filter { $0 != .english })
    func theDemoRepliesAreTranslated(language: Language) throws {
        let transcript = try Self.demoTranscript(in: language)
        let localizer = Localizer(language)
        for text in [
            localizer.text(.todoNoDemo), localizer.text(.todoDemoFetching),
            localizer.text(.todoDemoAlreadyRunning),
            localizer.count(.todoDemoImported, 2) + "\n• Walk <b>\n• Read\n"
                + localizer.count(.todoDemoSkipped, 1),
            localizer.text(.todoDemoSeeThem), localizer.count(.todoDemoAlreadyThere, 2),
            localizer.count(.todoDemoCleared, 2), localizer.text(.todoDemoFailed),
            localizer.text(.todoDemoNoneUsable, ["skipped": localizer.count(.todoDemoSkipped, 2)]),
            localizer.text(.todoDemoListFull),
        ] {
            #expect(transcript.contains(text), "\(language.tag): \(text)")
        }
        try LanguageTranscripts.expectNoEnglish(of: ["todo.demo", "todo.noDemo"], in: transcript, language)
    }

    @Test func englishDemoRepliesAreWordedAsBefore() throws {
        let transcript = try Self.demoTranscript(in: .english)
        try LanguageTranscripts.expectEnglish(of: ["todo.demo", "todo.noDemo"], in: transcript)
        #expect(
            transcript.contains(
                "📝 Imported 2 demo to-dos:\n• Walk <b>\n• Read\nSkipped 1 demo item without a usable title."))
        #expect(transcript.contains("You already have 2 demo to-dos: see /todos."))
        #expect(transcript.contains("🧹 Removed 2 demo to-dos."))
        #expect(
            transcript.contains(
                "😕 None of the demo items had a usable title, so nothing was imported. Skipped 2 demo items without a usable title."
            ))
    }

    @Test func russianCountsDemoToDosInItsForms() {
        let russian = Localizer(.russian)
        #expect(russian.count(.todoDemoImported, 1) == "📝 Импортировано 1 демо-дело:")
        #expect(russian.count(.todoDemoImported, 3) == "📝 Импортировано 3 демо-дела:")
        #expect(russian.count(.todoDemoImported, 10) == "📝 Импортировано 10 демо-дел:")
        #expect(russian.count(.todoDemoSkipped, 21) == "Пропущен 21 демо-элемент без подходящего названия.")
    }
}
