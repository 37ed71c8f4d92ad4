import Crypto
import Foundation

/// The key that seals the Matrix device's encryption state at rest (AES-256-GCM): every Olm
/// and Megolm state is sealed with it before it reaches the database, so a copy of the
/// database (or a backup) without the key reveals no message key.
///
/// It comes from `MATRIX_CRYPTO_KEY` (32 bytes in base64) when set; otherwise from the file
/// `matrix-crypto.key` in the bot's files folder (beside an SQLite database), created with
/// mode 0600 on first start. Losing it loses the device's sessions: the bot then needs a new
/// device (delete the stored state and start again).
public struct CryptoStateKey: Sendable {
    /// The environment variable that holds the key.
    public static let environmentVariable = "MATRIX_CRYPTO_KEY"
    /// The name of the key file.
    public static let fileName = "matrix-crypto.key"

    /// The key's bytes; swift-crypto's `SymmetricKey` is made from them for each use, as it
    /// is not `Sendable`.
    private let bytes: Data

    /// The key of 32 `bytes`.
    /// - Throws: ``CryptoStateKeyError/badKey`` for another length.
    public init(bytes: some DataProtocol) throws {
        guard bytes.count == 32 else { throw CryptoStateKeyError.badKey(CryptoStateKey.environmentVariable) }
        self.bytes = Data(bytes)
    }

    /// The key in `base64` (as `MATRIX_CRYPTO_KEY` holds it).
    /// - Throws: ``CryptoStateKeyError/badKey`` when it is not 32 bytes in base64.
    public init(base64: String) throws {
        guard let bytes = Data(base64Encoded: base64.trimmingCharacters(in: .whitespacesAndNewlines)) else {
            throw CryptoStateKeyError.badKey(Self.environmentVariable)
        }
        try self.init(bytes: bytes)
    }

    /// The key in the file at `path`, made (32 random bytes, mode 0600) when there is none.
    /// - Throws: ``CryptoStateKeyError`` when the file cannot be read or made, or holds
    ///   something else than a key.
    public static func file(at path: String) throws -> CryptoStateKey {
        let manager = FileManager.default
        if !manager.fileExists(atPath: path) {
            let folder = (path as NSString).deletingLastPathComponent
            let fresh = SymmetricKey(size: .bits256).withUnsafeBytes { Data($0) }.base64EncodedString()
            do {
                if !folder.isEmpty {
                    try manager.createDirectory(
                        atPath: folder, withIntermediateDirectories: true,
                        attributes: [.posixPermissions: 0o700])
                }
                guard
                    manager.createFile(
                        atPath: path, contents: Data((fresh + "\n").utf8),
                        attributes: [.posixPermissions: 0o600])
                else { throw CryptoStateKeyError.unreadableFile(path) }
            } catch let error as CryptoStateKeyError {
                throw error
            } catch {
                throw CryptoStateKeyError.unreadableFile(path)
            }
        }
        guard let text = manager.contents(atPath: path).flatMap({ String(data: $0, encoding: .utf8) }) else {
            throw CryptoStateKeyError.unreadableFile(path)
        }
        do {
            return try CryptoStateKey(base64: text)
        } catch {
            throw CryptoStateKeyError.badKey(path)
        }
    }

    /// The key `base64` (`MATRIX_CRYPTO_KEY`) when set, else the key file in `folder`.
    /// - Throws: ``CryptoStateKeyError`` for a malformed key or a key file that cannot be had.
    public static func load(base64: String?, folder: String) throws -> CryptoStateKey {
        if let base64, !base64.isEmpty { return try CryptoStateKey(base64: base64) }
        return try file(at: URL(fileURLWithPath: folder).appendingPathComponent(fileName).path)
    }

    /// `plaintext` sealed: nonce, ciphertext and tag, as AES-GCM's combined form.
    public func seal(_ plaintext: Data) throws -> Data {
        guard let combined = try AES.GCM.seal(plaintext, using: SymmetricKey(data: bytes)).combined else {
            throw CryptoStateKeyError.cannotOpen
        }
        return combined
    }

    /// The plaintext of `sealed`.
    /// - Throws: ``CryptoStateKeyError/cannotOpen`` when it was sealed with another key or altered.
    public func open(_ sealed: Data) throws -> Data {
        do {
            return try AES.GCM.open(AES.GCM.SealedBox(combined: sealed), using: SymmetricKey(data: bytes))
        } catch {
            throw CryptoStateKeyError.cannotOpen
        }
    }
}

/// Why the key sealing the Matrix encryption state cannot be used.
public enum CryptoStateKeyError: Error, Equatable, CustomStringConvertible {
    /// The named variable or file does not hold 32 bytes in base64.
    case badKey(String)
    /// The key file cannot be read or created.
    case unreadableFile(String)
    /// Stored state does not open with this key: another key, or altered bytes.
    case cannotOpen

    /// What went wrong, for the log; never the key.
    public var description: String {
        switch self {
        case .badKey(let source): "\(source) must hold a 32-byte key in base64 (openssl rand -base64 32)"
        case .unreadableFile(let path): "cannot read or create the Matrix encryption key file \(path)"
        case .cannotOpen:
            "the stored Matrix encryption state does not open with this key (was MATRIX_CRYPTO_KEY or the key file changed?)"
        }
    }
}
