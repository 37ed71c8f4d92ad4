import Foundation
import MatrixCrypto
import Testing

/// Olm sessions between two accounts of ours: 3DH, pre-key and normal messages, the ratchet
/// across turns, out-of-order delivery and the errors.
struct OlmSessionTests {
    /// Alice's outbound session to Bob and Bob's inbound one, after Alice's first message.
    static func pair(first: String = "hello") throws -> (
        alice: OlmSession, bob: OlmSession, bobAccount: OlmAccount
    ) {
        let alice = OlmAccount()
        var bob = OlmAccount()
        bob.generateOneTimeKeys(1)
        let oneTimeKey = try #require(bob.unpublishedOneTimeKeys.values.first)
        var outbound = alice.createOutboundSession(identityKey: bob.curve25519Key, oneTimeKey: oneTimeKey)
        guard case .preKey(let preKey) = outbound.encrypt(Data(first.utf8)) else {
            throw OlmError.noReceivingChain
        }
        let (inbound, plaintext) = try bob.createInboundSession(
            theirIdentityKey: alice.curve25519Key, message: preKey)
        #expect(String(decoding: plaintext, as: UTF8.self) == first)
        return (outbound, inbound, bob)
    }

    @Test func aPreKeyMessageStartsASessionAndUsesUpTheOneTimeKey() throws {
        let (alice, bob, bobAccount) = try Self.pair()
        #expect(alice.sessionID == bob.sessionID)
        #expect(bobAccount.oneTimeKeyCount == 0)
    }

    @Test func theSenderSendsPreKeyMessagesUntilItHearsBack() throws {
        var (alice, bob, _) = try Self.pair()
        let second = alice.encrypt(Data("again".utf8))
        #expect(second.type == 0)
        #expect(try bob.decrypt(second) == Array("again".utf8))
        let reply = bob.encrypt(Data("hi".utf8))
        #expect(reply.type == 1)
        #expect(try alice.decrypt(reply) == Array("hi".utf8))
        #expect(alice.encrypt(Data("now normal".utf8)).type == 1)
    }

    @Test func severalTurnsBothWaysDecrypt() throws {
        var (alice, bob, _) = try Self.pair()
        for turn in 0..<6 {
            for number in 0..<3 {
                let text = "a\(turn).\(number)"
                #expect(try bob.decrypt(alice.encrypt(Data(text.utf8))) == Array(text.utf8))
            }
            let text = "b\(turn)"
            #expect(try alice.decrypt(bob.encrypt(Data(text.utf8))) == Array(text.utf8))
        }
    }

    @Test func outOfOrderMessagesDecryptOnceEach() throws {
        var (alice, bob, _) = try Self.pair()
        _ = try alice.decrypt(bob.encrypt(Data("ack".utf8)))
        let messages = (0..<5).map { alice.encrypt(Data("m\($0)".utf8)) }
        for index in [4, 0, 2, 1, 3] {
            #expect(try bob.decrypt(messages[index]) == Array("m\(index)".utf8))
        }
        #expect(throws: OlmError.messageKeyNotFound(chainIndex: 2)) { try bob.decrypt(messages[2]) }
        // A message from a chain before the last ratchet step still decrypts from its skipped key.
        let early = bob.encrypt(Data("x".utf8))
        let late = bob.encrypt(Data("y".utf8))
        #expect(try alice.decrypt(late) == Array("y".utf8))
        _ = try bob.decrypt(alice.encrypt(Data("z".utf8)))
        #expect(try alice.decrypt(early) == Array("x".utf8))
    }

    @Test func aMessageTooFarAheadIsRefused() throws {
        var (alice, bob, _) = try Self.pair()
        var last = alice.encrypt(Data("0".utf8))
        for _ in 0..<2002 { last = alice.encrypt(Data("n".utf8)) }
        #expect(throws: OlmError.tooBigMessageGap(chainIndex: 2003, current: 1)) { try bob.decrypt(last) }
    }

    @Test func aMessageOfAnotherSessionIsAClearError() throws {
        var (alice, _, _) = try Self.pair()
        var (otherAlice, otherBob, _) = try Self.pair()
        _ = try otherAlice.decrypt(otherBob.encrypt(Data("reply".utf8)))
        let message = alice.encrypt(Data("for bob".utf8))
        #expect(throws: OlmError.sessionMismatch) { try otherBob.decrypt(message) }
        guard case .preKey(let preKey) = message else { return }
        #expect(throws: OlmError.badMAC) { try otherBob.decrypt(.normal(preKey.message)) }
    }

    @Test func anAlteredMessageFailsAndLeavesTheSessionUsable() throws {
        var (alice, bob, _) = try Self.pair()
        _ = try alice.decrypt(bob.encrypt(Data("ack".utf8)))
        guard case .normal(let message) = alice.encrypt(Data("secret".utf8)) else { return }
        var bytes = message.bytes
        bytes[bytes.count - 12] ^= 1
        let before = bob
        #expect(throws: OlmError.badMAC) { try bob.decrypt(.normal(OlmMessage(bytes: bytes))) }
        #expect(bob == before)
        #expect(try bob.decrypt(.normal(message)) == Array("secret".utf8))
    }

    @Test func aPreKeyMessageForAUsedOneTimeKeyIsRefused() throws {
        let alice = OlmAccount()
        var bob = OlmAccount()
        bob.generateOneTimeKeys(1)
        let key = try #require(bob.unpublishedOneTimeKeys.values.first)
        var outbound = alice.createOutboundSession(identityKey: bob.curve25519Key, oneTimeKey: key)
        guard case .preKey(let preKey) = outbound.encrypt(Data("x".utf8)) else { return }
        _ = try bob.createInboundSession(theirIdentityKey: alice.curve25519Key, message: preKey)
        #expect(throws: OlmError.unknownOneTimeKey) {
            try bob.createInboundSession(theirIdentityKey: alice.curve25519Key, message: preKey)
        }
        #expect(throws: OlmError.sessionMismatch) {
            try bob.createInboundSession(theirIdentityKey: OlmAccount().curve25519Key, message: preKey)
        }
    }

    @Test func theFallbackKeyStartsSessionsAndStays() throws {
        let alice = OlmAccount()
        var bob = OlmAccount()
        bob.generateFallbackKey()
        let key = try #require(bob.unpublishedFallbackKey.values.first)
        for text in ["one", "two"] {
            var outbound = alice.createOutboundSession(identityKey: bob.curve25519Key, oneTimeKey: key)
            guard case .preKey(let preKey) = outbound.encrypt(Data(text.utf8)) else { return }
            let (_, plaintext) = try bob.createInboundSession(
                theirIdentityKey: alice.curve25519Key, message: preKey)
            #expect(plaintext == Array(text.utf8))
        }
    }

    @Test func messagesRoundTripThroughTheirWireForm() throws {
        var (alice, _, _) = try Self.pair()
        let message = alice.encrypt(Data("wire".utf8))
        #expect(try AnyOlmMessage(type: message.type, body: message.body) == message)
        #expect(throws: DecodeError.self) { try AnyOlmMessage(type: 2, body: message.body) }
    }
}

/// Wire-format vectors published with vodozemac.
struct OlmVectorTests {
    /// matrix-org/vodozemac, src/olm/messages/message.rs, test `encode`: a normal message with
    /// a placeholder ratchet key, chain index 1, ciphertext `ciphertext` and MAC `MACHEREE`.
    @Test func vodozemacsNormalMessageVectorDecodesAndEncodesAgain() throws {
        let bytes = Array(
            "\u{03}\n\u{20}ratchetkeyhereprettyplease123456\u{10}\u{01}\"\nciphertextMACHEREE".utf8)
        let message = try OlmMessage(bytes: bytes)
        #expect(message.ratchetKey.bytes == Array("ratchetkeyhereprettyplease123456".utf8))
        #expect(message.chainIndex == 1)
        #expect(message.ciphertext == Array("ciphertext".utf8))
        #expect(message.bytes == bytes)
    }

    @Test func everyTruncationOfAMessageIsRefusedWithoutATrap() throws {
        let bytes = Array(
            "\u{03}\n\u{20}ratchetkeyhereprettyplease123456\u{10}\u{01}\"\nciphertextMACHEREE".utf8)
        for length in 0..<bytes.count - 8 {
            #expect(throws: DecodeError.self) { try OlmMessage(bytes: bytes.prefix(length)) }
        }
        #expect(throws: DecodeError.varintOverflow) {
            try OlmMessage(
                bytes: [3, 0x10] + [UInt8](repeating: 0xFF, count: 11) + [1] + Array("MACHEREE".utf8))
        }
    }
}
