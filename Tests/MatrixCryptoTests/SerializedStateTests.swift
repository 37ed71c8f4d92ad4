import Foundation
import MatrixCrypto
import TestSupport
import Testing

/// Every state object survives its serialised form: a restart between any two messages
/// continues at the right index.
struct SerializedStateTests {
    /// `value` written and read back, as the store would after a restart.
    private func restarted<State: SerializableCryptoState>(_ value: State) throws -> State {
        try State(serialized: value.serialized())
    }

    @Test func randomOlmConversationsSurviveARestartBetweenEveryStep() throws {
        let seed = SeededGenerator.seed(0x01A7_2025)
        var random = SeededGenerator(state: seed)
        for round in 0..<8 {
            var aliceAccount = OlmAccount()
            var bobAccount = OlmAccount()
            bobAccount.generateOneTimeKeys(1)
            let key = try #require(bobAccount.unpublishedOneTimeKeys.values.first)
            var alice = aliceAccount.createOutboundSession(
                identityKey: bobAccount.curve25519Key, oneTimeKey: key)
            guard case .preKey(let preKey) = alice.encrypt(Data("start".utf8)) else { return }
            bobAccount = try restarted(bobAccount)
            var (bob, _) = try bobAccount.createInboundSession(
                theirIdentityKey: aliceAccount.curve25519Key, message: preKey)
            aliceAccount = try restarted(aliceAccount)
            // Messages in flight each way, delivered in a random order.
            var toBob: [(AnyOlmMessage, String)] = []
            var toAlice: [(AnyOlmMessage, String)] = []
            for step in 0..<40 {
                let text = "r\(round)s\(step)"
                switch Int.random(in: 0..<4, using: &random) {
                case 0: toBob.append((alice.encrypt(Data(text.utf8)), text))
                case 1: toAlice.append((bob.encrypt(Data(text.utf8)), text))
                case 2 where !toBob.isEmpty:
                    let (message, expected) = toBob.remove(
                        at: Int.random(in: 0..<toBob.count, using: &random))
                    #expect(
                        try bob.decrypt(message) == Array(expected.utf8), "\(SeededGenerator.replay(seed))")
                case 3 where !toAlice.isEmpty:
                    let (message, expected) = toAlice.remove(
                        at: Int.random(in: 0..<toAlice.count, using: &random))
                    #expect(
                        try alice.decrypt(message) == Array(expected.utf8), "\(SeededGenerator.replay(seed))")
                default: break
                }
                alice = try restarted(alice)
                bob = try restarted(bob)
            }
            for (message, expected) in toBob { #expect(try bob.decrypt(message) == Array(expected.utf8)) }
            for (message, expected) in toAlice { #expect(try alice.decrypt(message) == Array(expected.utf8)) }
        }
    }

    @Test func randomMegolmSequencesSurviveARestartBetweenEveryStep() throws {
        let seed = SeededGenerator.seed(0x3E60_2025)
        var random = SeededGenerator(state: seed)
        var outbound = MegolmOutboundSession()
        var inbound = MegolmInboundSession(sessionKey: outbound.sessionKey)
        var sent: [(MegolmMessage, String)] = []
        for step in 0..<60 {
            if Bool.random(using: &random) || sent.isEmpty {
                let text = "m\(step)"
                sent.append((outbound.encrypt(Data(text.utf8)), text))
                outbound = try restarted(outbound)
                #expect(outbound.messageIndex == UInt32(sent.count), "\(SeededGenerator.replay(seed))")
            } else {
                let pick = Int.random(in: 0..<sent.count, using: &random)
                let (plaintext, index) = try inbound.decrypt(sent[pick].0)
                #expect(plaintext == Array(sent[pick].1.utf8), "\(SeededGenerator.replay(seed))")
                #expect(index == UInt32(pick))
                inbound = try restarted(inbound)
            }
        }
    }

    @Test func oneKindIsNotReadAsAnother() {
        let data = MegolmOutboundSession().serialized()
        #expect(throws: StateError.wrongKind(expected: "megolm_inbound_session")) {
            try MegolmInboundSession(serialized: data)
        }
        #expect(throws: StateError.malformed) { try OlmAccount(serialized: Data("{".utf8)) }
        let newer = Data(#"{"kind":"olm_account","version":9,"state":{}}"#.utf8)
        #expect(throws: StateError.unsupportedVersion(9)) { try OlmAccount(serialized: newer) }
    }

    @Test func anAccountKeepsItsKeysAcrossARestart() throws {
        var account = OlmAccount()
        account.generateOneTimeKeys(3)
        account.generateFallbackKey()
        let restored = try restarted(account)
        #expect(restored == account)
        #expect(restored.curve25519Key == account.curve25519Key)
        #expect(restored.unpublishedOneTimeKeys == account.unpublishedOneTimeKeys)
    }
}

/// A damaged state is refused when read, not trapped on when used.
struct DamagedStateTests {
    /// `data` with the first base64 value of `field` inside the state replaced by `replacement`.
    private func replacing(_ field: String, in data: Data, with replacement: String) throws -> Data {
        let text = String(decoding: data, as: UTF8.self)
        let pattern = try NSRegularExpression(pattern: "\"\(field)\":(\\[)?\"[^\"]*\"")
        let range = try #require(
            pattern.firstMatch(in: text, range: NSRange(text.startIndex..., in: text))?.range)
        let match = String(text[try #require(Range(range, in: text))])
        let prefix = match.contains("[") ? "\"\(field)\":[" : "\"\(field)\":"
        return Data(
            text.replacingCharacters(in: try #require(Range(range, in: text)), with: prefix + replacement)
                .utf8)
    }

    @Test func aShortKeyIsRefused() throws {
        let damaged = try replacing("secret", in: OlmAccount().serialized(), with: "\"AAAA\"")
        #expect(throws: StateError.malformed) { try OlmAccount(serialized: damaged) }
    }

    @Test func aRatchetWithAMissingPartIsRefused() throws {
        let data = MegolmOutboundSession().serialized()
        let text = String(decoding: data, as: UTF8.self)
        let parts = try NSRegularExpression(pattern: "\"parts\":\\[\"[^\"]*\",")
        let damaged = parts.stringByReplacingMatches(
            in: text, range: NSRange(text.startIndex..., in: text), withTemplate: "\"parts\":[")
        #expect(damaged != text)
        #expect(throws: StateError.malformed) { try MegolmOutboundSession(serialized: Data(damaged.utf8)) }
    }
}
