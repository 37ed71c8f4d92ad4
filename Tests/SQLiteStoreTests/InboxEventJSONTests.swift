import Foundation
import TestSupport
import Testing
import TrackerCore
import TrackerStore

@testable import SQLiteStore

struct InboxEventJSONTests {
    private static let chat = ChatAddress(platform: "telegram", id: "-1001234567890")
    private static let sender = Sender(id: "42", displayName: "Zoë \"Z\" \\ O'Brien\n\t\u{1}/")

    /// Every field of a command and a press set and unset, with text that needs escaping.
    private static let examples: [PlatformEvent] = [
        .incoming(Incoming(key: "telegram:1", chat: chat, sender: sender, kind: .text("/habit add Read"))),
        .incoming(
            Incoming(
                key: "matrix:$e/v:x", chat: chat, isGroup: true, sender: sender,
                kind: .text("/todo \"quoted\" \\ back\u{0}slash\r\n 🔥 ✅ </b>"), senderIsAdmin: false,
                messageID: "$event:example.org")),
        .incoming(
            Incoming(
                key: "telegram:cb:9", chat: chat, sender: sender,
                kind: .button(data: "42|h.c:7", messageID: "981", callbackID: "4382bfd"), senderIsAdmin: true)
        ),
        .incoming(
            Incoming(
                key: "k", chat: chat, sender: sender, kind: .button(data: "", messageID: nil, callbackID: nil)
            )),
        .incoming(
            Incoming(key: "k2", chat: chat, sender: sender, kind: .choice(key: "2", onMessage: "$m"))),
        .membership(chat, active: false),
        .ignored,
    ]

    /// What the hand-written JSON says is what `JSONEncoder` says: the same JSON values, which
    /// `JSONDecoder` reads back as the same event.
    @Test(arguments: examples.indices)
    func writesWhatJSONEncoderWrites(index: Int) throws {
        let event = Self.examples[index]
        let written = try InboxEventJSON.encode(event)
        let expected = try JSONEncoder().encode(event)
        let parsed = try JSONSerialization.jsonObject(with: Data(written.utf8)) as? NSDictionary
        let reference = try JSONSerialization.jsonObject(with: expected) as? NSDictionary
        #expect(parsed != nil)
        #expect(parsed == reference, "\(written)")
        let decoded = try JSONDecoder().decode(PlatformEvent.self, from: Data(written.utf8))
        let reencoded =
            try JSONSerialization.jsonObject(with: try JSONEncoder().encode(decoded)) as? NSDictionary
        #expect(reencoded == reference)
    }

    /// Random texts of every byte class escape to the same string.
    @Test func randomTextsRoundTrip() throws {
        let seed = SeededGenerator.seed(21)
        var generator = SeededGenerator(state: seed)
        let alphabet = Array("aZ09 \"\\/\n\r\t\u{0}\u{1f}\u{7f}é🔥✅<>&")
        for _ in 0..<200 {
            let length = Int.random(in: 0..<24, using: &generator)
            let text = String((0..<length).map { _ in alphabet.randomElement(using: &generator)! })
            let event = PlatformEvent.incoming(
                Incoming(
                    key: text, chat: Self.chat, sender: Sender(id: text, displayName: text), kind: .text(text)
                ))
            let decoded = try JSONDecoder().decode(
                PlatformEvent.self, from: Data(try InboxEventJSON.encode(event).utf8))
            guard case .incoming(let incoming) = decoded else {
                Issue.record("not a command, \(SeededGenerator.replay(seed))")
                return
            }
            #expect(incoming.kind == .text(text), "\(SeededGenerator.replay(seed))")
            #expect(
                incoming.key == text && incoming.sender.displayName == text, "\(SeededGenerator.replay(seed))"
            )
        }
    }
}
