import Foundation
import Testing

@testable import MatrixCrypto

/// Megolm: the ratchet, outbound and inbound sessions, session keys and exports.
struct MegolmTests {
    @Test func inboundSessionDecryptsInAndOutOfOrderAndReturnsTheIndex() throws {
        var outbound = MegolmOutboundSession()
        var inbound = MegolmInboundSession(sessionKey: outbound.sessionKey)
        #expect(inbound.sessionID == outbound.sessionID)
        let messages = (0..<6).map { outbound.encrypt(Data("m\($0)".utf8)) }
        #expect(outbound.messageIndex == 6)
        for index in [0, 3, 1, 5, 2, 4, 3] {
            let (plaintext, messageIndex) = try inbound.decrypt(messages[index])
            #expect(plaintext == Array("m\(index)".utf8))
            #expect(messageIndex == UInt32(index))
        }
    }

    @Test func aSessionKeySharedLaterReadsOnlyFromItsIndex() throws {
        var outbound = MegolmOutboundSession()
        let early = outbound.encrypt(Data("before".utf8))
        var inbound = try MegolmInboundSession(
            sessionKey: MegolmSessionKey(base64: outbound.sessionKey.base64))
        #expect(inbound.firstKnownIndex == 1)
        #expect(throws: MegolmError.unknownMessageIndex(messageIndex: 0, firstKnownIndex: 1)) {
            try inbound.decrypt(early)
        }
        #expect(try inbound.decrypt(outbound.encrypt(Data("after".utf8))).plaintext == Array("after".utf8))
    }

    @Test func fastAdvanceMatchesStepByStep() {
        // Crossing the byte boundaries of the index: R3, R2 and R1 each rehashed from above.
        let start = MegolmRatchet.random()
        var stepped = start
        var targets: [UInt32] = [1, 255, 256, 257, 511, 65_535, 65_536, 65_537, 70_000]
        while let target = targets.first {
            stepped.advance()
            guard stepped.index == target else { continue }
            targets.removeFirst()
            var fast = start
            fast.advance(to: target)
            #expect(fast == stepped, "index \(target)")
        }
        // From an index past a byte boundary of the target's lower bytes.
        var from = start
        from.advance(to: 0x01FF)
        var direct = start
        direct.advance(to: 0x0_0300)
        from.advance(to: 0x0_0300)
        #expect(from == direct)
    }

    @Test func anExportedKeyImportsAtItsIndex() throws {
        var outbound = MegolmOutboundSession()
        let key = outbound.sessionKey
        let messages = (0..<4).map { outbound.encrypt(Data("m\($0)".utf8)) }
        let inbound = MegolmInboundSession(sessionKey: key)
        #expect(inbound.isVerified)
        let exported = try #require(inbound.export(at: 2))
        var forwarded = MegolmInboundSession(
            exportedKey: try MegolmExportedSessionKey(base64: exported.base64))
        #expect(!forwarded.isVerified)
        #expect(forwarded.sessionID == outbound.sessionID)
        #expect(forwarded.firstKnownIndex == 2)
        #expect(try forwarded.decrypt(messages[3]).plaintext == Array("m3".utf8))
        #expect(try forwarded.decrypt(messages[2]).plaintext == Array("m2".utf8))
        #expect(throws: MegolmError.unknownMessageIndex(messageIndex: 1, firstKnownIndex: 2)) {
            try forwarded.decrypt(messages[1])
        }
        #expect(forwarded.export(at: 1) == nil)
    }

    @Test func aForgedOrAlteredMessageIsRefused() throws {
        var outbound = MegolmOutboundSession()
        var inbound = MegolmInboundSession(sessionKey: outbound.sessionKey)
        let message = outbound.encrypt(Data("x".utf8))
        var bytes = message.bytes
        bytes[bytes.count - 80] ^= 1
        #expect(throws: MegolmError.badSignature) { try inbound.decrypt(MegolmMessage(bytes: bytes)) }
        var other = MegolmOutboundSession()
        #expect(throws: MegolmError.badSignature) { try inbound.decrypt(other.encrypt(Data("x".utf8))) }
    }

    @Test func aSessionKeyWithABadSignatureIsRefused() throws {
        var bytes = try UnpaddedBase64.decode(MegolmOutboundSession().sessionKey.base64)
        bytes[10] ^= 1
        #expect(throws: MegolmError.badSignature) {
            try MegolmSessionKey(base64: UnpaddedBase64.encode(bytes))
        }
        #expect(throws: MegolmError.self) {
            try MegolmSessionKey(base64: UnpaddedBase64.encode(bytes.prefix(100)))
        }
    }
}
