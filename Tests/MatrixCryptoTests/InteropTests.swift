import Foundation
import MatrixCrypto
import Testing

/// Our Olm and Megolm against vodozemac, the reference implementation, in both directions.
@Suite(
    .enabled(
        if: VodozemacPeer.isAvailable,
        "needs python3 (or TRACKERBOT_PYTHON) with vodozemac: pip install vodozemac"))
struct InteropTests {
    @Test func vodozemacVerifiesOurDeviceKeysAndOneTimeKeys() throws {
        let peer = try VodozemacPeer()
        var account = OlmAccount()
        account.generateOneTimeKeys(2)
        var signedObjects = [account.deviceKeys(userID: "@bot:example.org", deviceID: "DEV")]
        signedObjects += account.signedOneTimeKeys(userID: "@bot:example.org", deviceID: "DEV").values
        for object in signedObjects {
            guard case .string(let signature)? = object["signatures"]?["@bot:example.org"]?["ed25519:DEV"]
            else {
                Issue.record("unsigned object")
                continue
            }
            let request: [String: Any] = [
                "op": "verify", "key": account.ed25519Key.base64, "message": object.withoutSignatures.text,
                "signature": signature,
            ]
            #expect(try peer.ask(request)["valid"] as? Bool == true)
            var tampered = request
            tampered["message"] = object.withoutSignatures.text + " "
            #expect(try peer.ask(tampered)["valid"] as? Bool == false)
        }
    }

    @Test func anOlmSessionWeStartIsReadByVodozemacAndBack() throws {
        let peer = try VodozemacPeer()
        let keys = try peer.ask(["op": "keys"])
        let account = OlmAccount()
        var session = account.createOutboundSession(
            identityKey: try Curve25519PublicKey(base64: keys["curve25519"] as? String ?? ""),
            oneTimeKey: try Curve25519PublicKey(base64: keys["one_time_key"] as? String ?? ""))
        let first = session.encrypt(Data("first".utf8))
        #expect(first.type == 0)
        let inbound = try peer.ask([
            "op": "inbound", "name": "s", "sender_key": account.curve25519Key.base64, "type": first.type,
            "body": first.body,
        ])
        #expect(inbound["plaintext"] as? String == "first")
        #expect(inbound["session_id"] as? String == session.sessionID)
        try converse(peer: peer, session: &session, turns: 4)
    }

    @Test func anOlmSessionVodozemacStartsIsReadByUsAndBack() throws {
        let peer = try VodozemacPeer()
        let theirs = try peer.ask(["op": "keys"])
        var account = OlmAccount()
        account.generateOneTimeKeys(1)
        let oneTimeKey = try #require(account.unpublishedOneTimeKeys.values.first)
        let created = try peer.ask([
            "op": "outbound", "name": "s", "identity_key": account.curve25519Key.base64,
            "one_time_key": oneTimeKey.base64,
        ])
        let first = try peer.ask(["op": "encrypt", "name": "s", "plaintext": "hello bot"])
        let message = try AnyOlmMessage(
            type: first["type"] as? Int ?? -1, body: first["body"] as? String ?? "")
        guard case .preKey(let preKey) = message else {
            Issue.record("vodozemac's first message is not a pre-key message")
            return
        }
        var (session, plaintext) = try account.createInboundSession(
            theirIdentityKey: try Curve25519PublicKey(base64: theirs["curve25519"] as? String ?? ""),
            message: preKey)
        #expect(plaintext == Array("hello bot".utf8))
        #expect(session.sessionID == created["session_id"] as? String)
        #expect(account.oneTimeKeyCount == 0)
        try converse(peer: peer, session: &session, turns: 4)
    }

    /// Several turns both ways, with a few messages in a row each time.
    private func converse(peer: VodozemacPeer, session: inout OlmSession, turns: Int) throws {
        for turn in 0..<turns {
            for number in 0..<2 {
                let text = "from us \(turn).\(number)"
                let message = session.encrypt(Data(text.utf8))
                let answer = try peer.ask([
                    "op": "decrypt", "name": "s", "type": message.type, "body": message.body,
                ])
                #expect(answer["plaintext"] as? String == text)
            }
            for number in 0..<3 {
                let text = "from vodozemac \(turn).\(number)"
                let sent = try peer.ask(["op": "encrypt", "name": "s", "plaintext": text])
                let message = try AnyOlmMessage(
                    type: sent["type"] as? Int ?? -1, body: sent["body"] as? String ?? "")
                #expect(try session.decrypt(message) == Array(text.utf8))
            }
        }
    }

    @Test func ourMegolmSessionKeyAndExportAreReadByVodozemac() throws {
        let peer = try VodozemacPeer()
        var outbound = MegolmOutboundSession()
        let sessionKey = outbound.sessionKey
        let imported = try peer.ask(["op": "group_import", "session_key": sessionKey.base64])
        #expect(imported["session_id"] as? String == outbound.sessionID)
        for number in 0..<5 {
            let message = outbound.encrypt(Data("room \(number)".utf8))
            let answer = try peer.ask([
                "op": "group_decrypt", "session_id": outbound.sessionID, "ciphertext": message.base64,
            ])
            #expect(answer["plaintext"] as? String == "room \(number)")
            #expect(answer["index"] as? Int == number)
        }
        let exported = try #require(MegolmInboundSession(sessionKey: sessionKey).export(at: 3))
        let forwarded = try peer.ask(["op": "group_import", "session_key": exported.base64, "exported": true])
        #expect(forwarded["first_known_index"] as? Int == 3)
    }

    @Test func vodozemacsMegolmSessionKeyAndExportAreReadByUs() throws {
        let peer = try VodozemacPeer()
        let created = try peer.ask(["op": "group_create"])
        var inbound = MegolmInboundSession(
            sessionKey: try MegolmSessionKey(base64: created["session_key"] as? String ?? ""))
        #expect(inbound.sessionID == created["session_id"] as? String)
        var ciphertexts: [String] = []
        for number in 0..<5 {
            let sent = try peer.string("ciphertext", ["op": "group_encrypt", "plaintext": "room \(number)"])
            ciphertexts.append(sent)
            let (plaintext, index) = try inbound.decrypt(MegolmMessage(base64: sent))
            #expect(plaintext == Array("room \(number)".utf8))
            #expect(index == UInt32(number))
        }
        _ = try peer.ask(["op": "group_import", "session_key": created["session_key"] as? String ?? ""])
        let exportedText = try peer.string(
            "session_key", ["op": "group_export", "session_id": inbound.sessionID, "index": 2])
        var forwarded = MegolmInboundSession(exportedKey: try MegolmExportedSessionKey(base64: exportedText))
        #expect(forwarded.firstKnownIndex == 2)
        #expect(
            try forwarded.decrypt(MegolmMessage(base64: ciphertexts[4])).plaintext == Array("room 4".utf8))
        #expect(throws: MegolmError.unknownMessageIndex(messageIndex: 1, firstKnownIndex: 2)) {
            try forwarded.decrypt(MegolmMessage(base64: ciphertexts[1]))
        }
    }
}
