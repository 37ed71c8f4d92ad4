import Foundation

/// Why a serialised state object could not be read back.
public enum StateError: Error, Equatable, Sendable {
    /// The bytes are not a state object of this kind.
    case wrongKind(expected: String)
    /// The format version is newer than this build reads.
    case unsupportedVersion(Int)
    /// The bytes are not well-formed.
    case malformed
}

/// A state object with a versioned JSON form of our own, for the store to keep (encrypted at rest).
///
/// The form is `{"kind": ..., "version": 1, "state": {...}}`; key material is base64 inside
/// `state`, so the bytes are as secret as the keys.
public protocol SerializableCryptoState: Codable {
    /// The kind named in the serialised form, so that one kind is never read as another.
    static var stateKind: String { get }
}

private struct Envelope<State: Codable>: Codable {
    var kind: String
    var version: Int
    var state: State
}

private struct Header: Decodable {
    var kind: String
    var version: Int
}

/// The format version written now.
let currentStateVersion = 1

extension SerializableCryptoState {
    /// The state in its versioned JSON form.
    public func serialized() -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        // Plain values of strings, numbers and arrays: encoding does not fail.
        return
            (try? encoder.encode(Envelope(kind: Self.stateKind, version: currentStateVersion, state: self)))
            ?? Data()
    }

    /// The state read back from ``serialized()``.
    /// - Throws: ``StateError`` for another kind, a newer version or malformed bytes.
    public init(serialized data: Data) throws(StateError) {
        guard let header = try? JSONDecoder().decode(Header.self, from: data) else { throw .malformed }
        guard header.kind == Self.stateKind else { throw .wrongKind(expected: Self.stateKind) }
        guard header.version == currentStateVersion else { throw .unsupportedVersion(header.version) }
        guard let envelope = try? JSONDecoder().decode(Envelope<Self>.self, from: data) else {
            throw .malformed
        }
        self = envelope.state
    }
}

extension OlmAccount: SerializableCryptoState {
    /// `olm_account`.
    public static let stateKind = "olm_account"
}

extension OlmSession: SerializableCryptoState {
    /// `olm_session`.
    public static let stateKind = "olm_session"
}

extension MegolmOutboundSession: SerializableCryptoState {
    /// `megolm_outbound_session`.
    public static let stateKind = "megolm_outbound_session"
}

extension MegolmInboundSession: SerializableCryptoState {
    /// `megolm_inbound_session`.
    public static let stateKind = "megolm_inbound_session"
}
