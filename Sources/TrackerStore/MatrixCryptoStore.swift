import Foundation

/// The end-to-end encryption state of the bot's Matrix device: its Olm account, its Olm
/// sessions with other devices, the Megolm sessions it receives and sends with, and the device
/// lists of the users it shares rooms with.
///
/// States are opaque bytes kept as given: the Matrix adapter seals them (AES-GCM, see
/// `CryptoStateKey` in MatrixBot) before they reach the store, so the store never holds key
/// material in the clear. They are written in the transaction of the intake or delivery they
/// belong to, so a crash never keeps a ratchet step without the event that took it.
public protocol MatrixCryptoStore {
    /// The bot's account, or `nil` before the first start created one.
    func account() throws -> MatrixCryptoAccount?

    /// Stores the bot's account, replacing the one kept (there is only ever one).
    func saveAccount(_ account: MatrixCryptoAccount) throws

    /// The cross-signing keys of the bot's account, or `nil` when none are kept. They outlive
    /// the device's account: a new login keeps signing its device with them.
    func crossSigningKeys() throws -> MatrixCrossSigningKeys?

    /// Stores the bot account's cross-signing keys, replacing the ones kept; the device's
    /// account is left as it is.
    func saveCrossSigningKeys(_ keys: MatrixCrossSigningKeys) throws

    /// The Olm sessions with the device whose Curve25519 identity key is `senderKey`, the one
    /// used last first (then by session id).
    func olmSessions(senderKey: String) throws -> [MatrixOlmSessionState]

    /// Stores an Olm session with the device `senderKey`, replacing the one of the same id.
    func saveOlmSession(_ session: MatrixOlmSessionState) throws

    /// The inbound Megolm session `sessionID` of the device `senderKey` in `roomID`, or `nil`.
    func inboundGroupSession(roomID: String, senderKey: String, sessionID: String) throws -> Data?

    /// Stores an inbound Megolm session, replacing the one with the same room, sender key and id.
    func saveInboundGroupSession(roomID: String, senderKey: String, sessionID: String, state: Data) throws

    /// The outbound Megolm session the bot sends with in `roomID`, or `nil`.
    func outboundGroupSession(roomID: String) throws -> MatrixOutboundGroupSessionState?

    /// Stores the outbound Megolm session of its room, replacing the one kept there.
    func saveOutboundGroupSession(_ session: MatrixOutboundGroupSessionState) throws

    /// Forgets the outbound Megolm session of `roomID` (to rotate it); `false` when none was kept.
    @discardableResult
    func discardOutboundGroupSession(roomID: String) throws -> Bool

    /// The devices last read for `userID` (device id to its `/keys/query` object as bytes),
    /// or `nil` when the user's list was never stored.
    func devices(userID: String) throws -> [String: Data]?

    /// Replaces the stored device list of `userID` and marks it up to date.
    func replaceDevices(userID: String, devices: [String: Data]) throws

    /// Marks the device lists of `userIDs` outdated (sync's `device_lists.changed`); users whose
    /// list was never stored are left alone.
    func markDevicesOutdated(userIDs: [String]) throws

    /// The users whose stored device list is outdated, in order.
    func outdatedDeviceUsers() throws -> [String]

    /// Keeps an event that waits for its room key; `false` (and nothing changes) when an event
    /// of that id is kept already, as when a sync is delivered again.
    @discardableResult
    func keepUndecryptedEvent(_ event: MatrixUndecryptedEvent) throws -> Bool

    /// The kept events encrypted with `sessionID` of `senderKey` in `roomID`, in the order they
    /// came: by reception, then by `sentAt`, then by event id.
    func undecryptedEvents(roomID: String, senderKey: String, sessionID: String) throws
        -> [MatrixUndecryptedEvent]

    /// Every kept event, in the order they came (as above).
    func undecryptedEvents() throws -> [MatrixUndecryptedEvent]

    /// Forgets the kept events `eventIDs` (decrypted, or given up); unknown ids are ignored.
    func forgetUndecryptedEvents(_ eventIDs: [String]) throws
}

/// The bot's Olm account as kept: its device and the sealed state.
public struct MatrixCryptoAccount: Equatable, Sendable {
    /// The Matrix user the device belongs to.
    public var userID: String
    /// The device the account's keys were uploaded for.
    public var deviceID: String
    /// The sealed account state.
    public var state: Data

    /// An account of `deviceID` of `userID` with its sealed `state`.
    public init(userID: String, deviceID: String, state: Data) {
        self.userID = userID
        self.deviceID = deviceID
        self.state = state
    }
}

/// The bot account's cross-signing keys as kept: the account and the sealed key pairs.
public struct MatrixCrossSigningKeys: Equatable, Sendable {
    /// The Matrix user the keys are the cross-signing keys of.
    public var userID: String
    /// The sealed keys.
    public var state: Data

    /// The keys of `userID`, sealed in `state`.
    public init(userID: String, state: Data) {
        self.userID = userID
        self.state = state
    }
}

/// An Olm session with another device, as kept.
public struct MatrixOlmSessionState: Equatable, Sendable {
    /// The other device's Curve25519 identity key.
    public var senderKey: String
    /// The session's id.
    public var sessionID: String
    /// The sealed session state.
    public var state: Data
    /// When the session last encrypted or decrypted a message.
    public var lastUsedAt: Date

    /// A session `sessionID` with `senderKey`, last used at `lastUsedAt`.
    public init(senderKey: String, sessionID: String, state: Data, lastUsedAt: Date) {
        self.senderKey = senderKey
        self.sessionID = sessionID
        self.state = state
        self.lastUsedAt = lastUsedAt
    }
}

/// The outbound Megolm session of a room, as kept.
public struct MatrixOutboundGroupSessionState: Equatable, Sendable {
    /// The room the session encrypts for.
    public var roomID: String
    /// The session's id.
    public var sessionID: String
    /// The sealed session state.
    public var state: Data
    /// The index of the next message the session encrypts; saved before a message is sent, so
    /// that an index is never used twice.
    public var messageIndex: Int64
    /// When the session was created (rotation counts from it).
    public var createdAt: Date

    /// The session `sessionID` of `roomID` at `messageIndex`, created at `createdAt`.
    public init(roomID: String, sessionID: String, state: Data, messageIndex: Int64, createdAt: Date) {
        self.roomID = roomID
        self.sessionID = sessionID
        self.state = state
        self.messageIndex = messageIndex
        self.createdAt = createdAt
    }
}
