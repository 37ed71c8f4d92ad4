import Foundation
import MatrixCrypto

extension FuzzTarget {
    /// Olm normal and pre-key messages, Megolm messages and Megolm session keys, decoded from
    /// bytes and handed to sessions to decrypt. The first byte picks the decoder; what decodes
    /// must decode again from its own encoding to the same value.
    static let crypto = FuzzTarget("crypto", "Olm and Megolm message and key decoding, and decryption") {
        data in
        guard let kind = data.first else { return }
        let payload = data.dropFirst()
        switch kind % 5 {
        case 0:
            guard let message = try? OlmMessage(bytes: payload) else { return }
            guard (try? OlmMessage(bytes: message.bytes)) == message else {
                fatalError("\(message) re-encodes differently")
            }
            var session = CryptoFuzzState.olmSession
            _ = try? session.decrypt(.normal(message))
        case 1:
            guard let message = try? OlmPreKeyMessage(bytes: payload) else { return }
            guard (try? OlmPreKeyMessage(bytes: message.bytes)) == message else {
                fatalError("\(message) re-encodes differently")
            }
            var account = CryptoFuzzState.account
            _ = try? account.createInboundSession(theirIdentityKey: message.identityKey, message: message)
            var session = CryptoFuzzState.olmSession
            _ = try? session.decrypt(.preKey(message))
        case 2:
            guard let message = try? MegolmMessage(bytes: payload) else { return }
            guard (try? MegolmMessage(bytes: message.bytes)) == message else {
                fatalError("\(message) re-encodes differently")
            }
            var session = CryptoFuzzState.megolmSession
            _ = try? session.decrypt(message)
        case 3:
            _ = try? MegolmSessionKey(base64: payload.text)
            guard let exported = try? MegolmExportedSessionKey(base64: payload.text) else { return }
            var session = MegolmInboundSession(exportedKey: exported)
            _ = session.export(at: session.firstKnownIndex &+ 1)
            _ = try? session.decrypt(CryptoFuzzState.megolmMessage)
        default:
            _ = try? AnyOlmMessage(type: Int(payload.first ?? 0) % 3, body: payload.dropFirst().text)
        }
    }
}

/// Sessions the crypto target decrypts with, made once per process.
enum CryptoFuzzState {
    static let account: OlmAccount = {
        var account = OlmAccount()
        account.generateOneTimeKeys(1)
        account.generateFallbackKey()
        return account
    }()
    static let olmSession = OlmAccount().createOutboundSession(
        identityKey: account.curve25519Key,
        oneTimeKey: account.unpublishedOneTimeKeys.values.first ?? account.curve25519Key)
    static let megolmOutbound = MegolmOutboundSession()
    static let megolmSession = MegolmInboundSession(sessionKey: megolmOutbound.sessionKey)
    static let megolmMessage: MegolmMessage = {
        var session = megolmOutbound
        return session.encrypt(Data("seed".utf8))
    }()
}
