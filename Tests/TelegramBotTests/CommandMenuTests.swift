import Foundation
import HTTPTestSupport
import TelegramTestSupport
import Testing
import TrackerCore

@testable import TelegramBot

/// At start the bot sets its command menus: English for everyone, and one per other language
/// for the users whose app is set to it.
@Suite(.timeLimit(.minutes(1)))
struct CommandMenuTests {
    @Test func eachLanguageGetsItsOwnMenusInEachScope() async throws {
        try await withBot { _, fake in
            try await fake.waitFor { $0.filter { $0.method == "setMyCommands" }.count >= 12 }
            let calls = await fake.calls("setMyCommands")
            let menus = calls.map { call in
                (
                    scope: call.parameters["scope"]?.jsonText ?? "",
                    language: call.parameters["language_code"]?.string,
                    commands: call.parameters["commands"]?.jsonText ?? ""
                )
            }
            let languages = menus.map { $0.language ?? "default" }
            #expect(Set(languages) == ["default", "de", "es", "pt", "ru", "fa"])
            for language in Set(languages) {
                let scopes = menus.filter { ($0.language ?? "default") == language }.map(\.scope)
                #expect(
                    scopes.sorted() == [#"{"type":"all_group_chats"}"#, #"{"type":"all_private_chats"}"#])
            }
            let germanPrivate = try #require(
                menus.first { $0.language == "de" && $0.scope.contains("private") })
            #expect(germanPrivate.commands.contains(#""description":"Deine Gewohnheiten""#))
            #expect(germanPrivate.commands.contains(#""command":"habits""#))
            let english = try #require(menus.first { $0.language == nil && $0.scope.contains("private") })
            #expect(english.commands.contains(#""description":"Your habits""#))
            let persianGroups = try #require(
                menus.first { $0.language == "fa" && $0.scope.contains("group") })
            #expect(persianGroups.commands.contains("پیوستن به چالش"))
        }
    }
}
