import Foundation
import Telegram
import Testing
import TrackerCore

@testable import TelegramBot

/// The language Telegram reports for a sender (`from.language_code`) travels with their
/// messages and presses, as it came.
struct SenderLanguageTests {
    private func sender(of json: String) throws -> Sender? {
        let update = try JSONDecoder().decode(Update.self, from: Data(json.utf8))
        guard case .incoming(let incoming) = UpdateTranslator(botUsername: "TrackerBot").translate(update)
        else { return nil }
        return incoming.sender
    }

    @Test func aMessageAndAPressCarryTheSendersLanguageCode() throws {
        let message = try sender(
            of: #"""
                {"update_id":7,"message":{"message_id":3,"date":1767225600,"chat":{"id":222,"type":"private"},"from":{"id":222,"is_bot":false,"first_name":"Ana","language_code":"pt-br"},"text":"/language"}}
                """#)
        #expect(message?.languageCode == "pt-br")
        let press = try sender(
            of: #"""
                {"update_id":8,"callback_query":{"id":"q1","chat_instance":"c","data":"222|lang:3","from":{"id":222,"is_bot":false,"first_name":"Ana","language_code":"es-419"},"message":{"message_id":4,"date":1767225600,"chat":{"id":222,"type":"private"}}}}
                """#)
        #expect(press?.languageCode == "es-419")
    }

    @Test func aSenderWithoutOneHasNone() throws {
        let message = try sender(
            of: #"""
                {"update_id":9,"message":{"message_id":5,"date":1767225600,"chat":{"id":222,"type":"private"},"from":{"id":222,"is_bot":false,"first_name":"Ana"},"text":"/today"}}
                """#)
        #expect(message != nil)
        #expect(message?.languageCode == nil)
    }

    @Test func anEventStoredBeforeTheLanguageCodeExistedStillReads() throws {
        // The inbox keeps events as JSON: one written by the previous release has no code.
        let stored = #"{"id":"222","displayName":"Ana"}"#
        let sender = try JSONDecoder().decode(Sender.self, from: Data(stored.utf8))
        #expect(sender == Sender(id: "222", displayName: "Ana"))
    }
}
