import Foundation
import Testing

/// The deployment examples name only settings the bot reads: a misspelt variable in a compose
/// file is silently ignored by the bot, so it is caught here instead.
struct ComposeExampleTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// The variables set in the `environment:` block of `anchor`'s top-level entry.
    static func environmentNames(in text: String, under anchor: String) -> [String] {
        var names: [String] = []
        var inEntry = false
        var inEnvironment = false
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let indent = line.prefix { $0 == " " }.count
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if indent == 0, !trimmed.isEmpty, !trimmed.hasPrefix("#") {
                inEntry = trimmed.hasPrefix("\(anchor):")
                inEnvironment = false
                continue
            }
            guard inEntry, !trimmed.isEmpty, !trimmed.hasPrefix("#") else { continue }
            if indent == 2 {
                inEnvironment = trimmed == "environment:"
            } else if inEnvironment, let colon = trimmed.firstIndex(of: ":") {
                names.append(String(trimmed[..<colon]))
            }
        }
        return names
    }

    /// Every `"NAME"` string literal of the bot's sources: the settings it reads.
    static func quotedNamesInSources() throws -> String {
        let sources = repository.appendingPathComponent("Sources")
        let files =
            FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)?
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" } ?? []
        return try files.map { try String(contentsOf: $0, encoding: .utf8) }.joined(separator: "\n")
    }

    @Test func theInstancesExampleSetsOnlySettingsTheBotReads() throws {
        let compose = try String(
            contentsOf: Self.repository.appendingPathComponent("deploy/compose.instances.yaml"),
            encoding: .utf8)
        let names = Self.environmentNames(in: compose, under: "x-trackerbot")
        #expect(
            Set(names) == ["TRACKER_DB", "TRACKER_FILES", "HTTP_LISTEN", "TELEGRAM_WEBHOOK_URL"],
            "the parser found the bot's block: \(names)")
        let sources = try Self.quotedNamesInSources()
        let example = try String(
            contentsOf: Self.repository.appendingPathComponent(".env.example"), encoding: .utf8)
        for name in names {
            #expect(sources.contains("\"\(name)\""), "\(name) is not a setting the bot reads")
            #expect(example.contains("\(name)="), "\(name) is not in .env.example")
        }
        #expect(compose.contains("services:") && compose.contains("trackerbot-b: *trackerbot"))
    }

    @Test func aMisspeltNameIsCaught() throws {
        let names = Self.environmentNames(
            in: """
                x-trackerbot: &trackerbot
                  environment:
                    TRACKER_DBB: postgres://db/bot
                  restart: always
                services:
                  other:
                    environment:
                      NOT_OURS: 1
                """, under: "x-trackerbot")
        #expect(names == ["TRACKER_DBB"])
        #expect(!(try Self.quotedNamesInSources()).contains("\"TRACKER_DBB\""))
    }
}
