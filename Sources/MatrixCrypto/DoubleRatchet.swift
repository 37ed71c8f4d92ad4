/// One chain of Olm's symmetric ratchet (olm.md "Advancing the chain key"): the chain key
/// `C(i,j)` and its index `j`. `C(i,j+1) = HMAC(C(i,j), 0x02)`; the message key is
/// `M(i,j) = HMAC(C(i,j), 0x01)`.
struct ChainKey: Codable, Equatable, Sendable {
    var key: SecretBytes
    var index: UInt32

    var messageKey: [UInt8] { hmacStep(key: key.bytes, byte: 1) }

    mutating func advance() {
        key = SecretBytes(hmacStep(key: key.bytes, byte: 2))
        index &+= 1
    }
}

/// A chain the other party sends on, named by their ratchet key.
struct ReceiverChain: Codable, Equatable, Sendable {
    var ratchetKey: [UInt8]
    var chain: ChainKey
}

/// A message key kept for a message that has not arrived yet (olm.md: out-of-order messages).
struct SkippedMessageKey: Codable, Equatable, Sendable {
    var ratchetKey: [UInt8]
    var index: UInt32
    var key: SecretBytes
}

/// Olm's double ratchet (olm.md "The Olm Algorithm"): the root key, our current ratchet key and
/// sending chain, the last few receiving chains and the message keys skipped on them.
///
/// Decryption works on a copy and commits it only when the MAC and padding check, so that a
/// forged or foreign message leaves the state untouched.
struct DoubleRatchet: Codable, Equatable, Sendable {
    /// Receiving chains kept, newest first (as libolm and vodozemac).
    static let maxReceiverChains = 5
    /// Skipped message keys kept, oldest dropped first (as libolm and vodozemac).
    static let maxSkippedMessageKeys = 40
    /// How far ahead of its chain a message may be (as vodozemac).
    static let maxMessageGap: UInt32 = 2000

    var rootKey: SecretBytes
    var ratchetKey: Curve25519KeyPair?
    var senderChain: ChainKey?
    var receiverChains: [ReceiverChain] = []
    var skippedKeys: [SkippedMessageKey] = []

    /// Alice's ratchet after the 3DH: she sends first, on a chain of a fresh ratchet key.
    static func sending(sharedSecret: [UInt8]) -> DoubleRatchet {
        let (root, chain) = rootAndChainKeys(salt: [], secret: sharedSecret, info: "OLM_ROOT")
        return DoubleRatchet(
            rootKey: SecretBytes(root), ratchetKey: .generate(),
            senderChain: ChainKey(key: SecretBytes(chain), index: 0))
    }

    /// Bob's ratchet after the 3DH: he receives on Alice's first chain.
    static func receiving(sharedSecret: [UInt8], theirRatchetKey: Curve25519PublicKey) -> DoubleRatchet {
        let (root, chain) = rootAndChainKeys(salt: [], secret: sharedSecret, info: "OLM_ROOT")
        return DoubleRatchet(
            rootKey: SecretBytes(root), ratchetKey: nil, senderChain: nil,
            receiverChains: [
                ReceiverChain(
                    ratchetKey: theirRatchetKey.bytes, chain: ChainKey(key: SecretBytes(chain), index: 0))
            ])
    }

    mutating func encrypt(_ plaintext: [UInt8]) -> OlmMessage {
        if senderChain == nil, let theirs = receiverChains.first,
            let theirKey = try? Curve25519PublicKey(bytes: theirs.ratchetKey)
        {
            // A new ratchet key and chain: R(i), C(i,0) = HKDF(R(i-1), ECDH(T(i), T(i-1)), "OLM_RATCHET").
            let ours = Curve25519KeyPair.generate()
            let secret = (try? ours.agree(with: theirKey)) ?? []
            let (root, chain) = rootAndChainKeys(salt: rootKey.bytes, secret: secret, info: "OLM_RATCHET")
            rootKey = SecretBytes(root)
            ratchetKey = ours
            senderChain = ChainKey(key: SecretBytes(chain), index: 0)
        }
        // Either Alice's initial chain or the one just made: both set above or at creation.
        var chain = senderChain ?? ChainKey(key: .random(count: 32), index: 0)
        let ours = ratchetKey ?? .generate()
        let keys = CipherKeys(expanding: chain.messageKey, info: "OLM_KEYS")
        let message = OlmMessage(
            ratchetKey: ours.publicKey, chainIndex: chain.index, ciphertext: keys.encrypt(plaintext),
            keys: keys)
        chain.advance()
        senderChain = chain
        ratchetKey = ours
        return message
    }

    mutating func decrypt(_ message: OlmMessage) throws(OlmError) -> [UInt8] {
        let theirKey = message.ratchetKey.bytes
        if let position = receiverChains.firstIndex(where: { $0.ratchetKey == theirKey }) {
            return try decrypt(message, onChain: position)
        }
        // A chain we have not seen: the other side ratcheted with a new key.
        guard let ours = ratchetKey, let secret = try? ours.agree(with: message.ratchetKey) else {
            throw .noReceivingChain
        }
        let (root, chain) = rootAndChainKeys(salt: rootKey.bytes, secret: secret, info: "OLM_RATCHET")
        var candidate = self
        candidate.receiverChains.insert(
            ReceiverChain(ratchetKey: theirKey, chain: ChainKey(key: SecretBytes(chain), index: 0)), at: 0)
        let plaintext = try candidate.decrypt(message, onChain: 0)
        candidate.rootKey = SecretBytes(root)
        candidate.senderChain = nil
        if candidate.receiverChains.count > Self.maxReceiverChains {
            candidate.receiverChains.removeLast(candidate.receiverChains.count - Self.maxReceiverChains)
        }
        self = candidate
        return plaintext
    }

    private mutating func decrypt(_ message: OlmMessage, onChain position: Int) throws(OlmError) -> [UInt8] {
        let theirKey = message.ratchetKey.bytes
        var chain = receiverChains[position].chain
        if message.chainIndex < chain.index {
            guard
                let skipped = skippedKeys.firstIndex(where: {
                    $0.ratchetKey == theirKey && $0.index == message.chainIndex
                })
            else { throw .messageKeyNotFound(chainIndex: message.chainIndex) }
            let plaintext = try Self.open(message, messageKey: skippedKeys[skipped].key.bytes)
            skippedKeys.remove(at: skipped)
            return plaintext
        }
        guard message.chainIndex - chain.index <= Self.maxMessageGap else {
            throw .tooBigMessageGap(chainIndex: message.chainIndex, current: chain.index)
        }
        var skipped: [SkippedMessageKey] = []
        while chain.index < message.chainIndex {
            skipped.append(
                SkippedMessageKey(
                    ratchetKey: theirKey, index: chain.index, key: SecretBytes(chain.messageKey)))
            chain.advance()
        }
        let plaintext = try Self.open(message, messageKey: chain.messageKey)
        chain.advance()
        receiverChains[position].chain = chain
        skippedKeys.append(contentsOf: skipped.suffix(Self.maxSkippedMessageKeys))
        if skippedKeys.count > Self.maxSkippedMessageKeys {
            skippedKeys.removeFirst(skippedKeys.count - Self.maxSkippedMessageKeys)
        }
        return plaintext
    }

    /// Checks the MAC in constant time, then decrypts.
    private static func open(_ message: OlmMessage, messageKey: [UInt8]) throws(OlmError) -> [UInt8] {
        let keys = CipherKeys(expanding: messageKey, info: "OLM_KEYS")
        guard keys.isValidMAC(message.mac, for: message.authenticatedBytes) else { throw .badMAC }
        guard let plaintext = keys.decrypt(message.ciphertext) else { throw .badPadding }
        return plaintext
    }
}
