import Foundation
import TrackerCore

/// The durable intake's bookkeeping: the inbox of events received and not yet applied, the
/// crash guard's markers and counts (``CrashGuard``), and the events set aside as dead
/// letters. Each source (a platform's tag, or `platform:scope` for one of several sources on
/// it) has its own entries, marker and counts.
///
/// Several instances of the bot may admit into one inbox at once (each takes the webhook
/// posts a load balancer sends it), and a platform may post one update to two of them: of
/// transactions that admit the same key at once, one stores it and the others find it stored
/// (or applied), whatever the store's concurrency. One applier applies a source's entries
/// at a time: the instance holding the lease; so entries are not claimed row by row. Should
/// two appliers ever overlap (a lease changing hands), the inbound log's claim
/// (``InboundLogStore/claim(_:at:)``), taken in the applying transaction, still lets one of
/// them apply an event and has the other skip it.
public protocol InboxStore {
    /// Stores `events` under their keys for `source`, received at `date`, skipping a key that
    /// is already in the inbox or already claimed in the inbound log
    /// (``InboundLogStore/claim(_:at:)``). Each is stored as ``InboxEventJSON`` writes it.
    /// - Returns: the events stored, in the order given, with the ids they were stored
    ///   under; ids grow with every entry stored.
    func admit(_ events: [(key: String, event: PlatformEvent)], source: Platform, at date: Date) throws
        -> [(id: Int64, event: PlatformEvent)]

    /// The first `limit` entries of `source`, by increasing id (order of arrival).
    func next(_ limit: Int, of source: Platform) throws -> [InboxEntry]

    /// Removes the entries with `ids`; ids of entries already gone are ignored.
    func remove(_ ids: [Int64]) throws

    /// How many entries of `source` wait to be applied.
    func count(of source: Platform) throws -> Int

    // The crash guard: a marker names the events a source is applying; a marker found at
    // start-up counts a crash for each event it names.

    /// Replaces `source`'s marker with one naming `keys`.
    func beginAttempt(_ keys: [String], source: String) throws

    /// Removes `source`'s marker and records the keys it named as suspects: a marker naming
    /// one key counts a crash for it (a first crash counts 1); one naming several counts none,
    /// since any of them may have been the cause (or none: the process may have been killed),
    /// and makes each a suspect with no crash yet, so that it is next applied alone. Nothing
    /// when there is no marker.
    /// - Returns: how many keys the marker named.
    func recoverAttempt(source: String) throws -> Int

    /// The crash counts of `source`'s suspects, by key (0 for one not yet applied alone);
    /// empty when there is none.
    func crashes(source: String) throws -> [String: Int]

    /// Removes `source`'s marker and the crash counts of the keys it named; nothing when
    /// there is no marker.
    func finishAttempt(source: String) throws

    /// Removes `source`'s marker, keeping crash counts, and keeps the event `key` of
    /// `source` as a dead letter with its `raw` form and `reason`, as of `date`, unless a dead
    /// letter with that key is already kept.
    /// - Returns: whether this dead letter is new.
    func setAside(_ key: String, source: String, raw: String, reason: String, at date: Date) throws -> Bool

    /// How many dead letters of `source` are kept.
    func deadLetterCount(of source: Platform) throws -> Int

    // The dead letters as an operator handles them (``DeadLetter``), every source's.

    /// Every dead letter kept, by increasing number (the order they were set aside).
    func deadLetters() throws -> [SetAsideLetter]

    /// The dead letter numbered `number`; `nil` when there is none.
    func deadLetter(_ number: Int64) throws -> SetAsideLetter?

    /// Deletes the dead letter numbered `number`.
    /// - Returns: whether there was one.
    func dropDeadLetter(_ number: Int64) throws -> Bool

    /// Deletes the dead letter numbered `number` and what kept its event from being applied
    /// again: its key's claim in the inbound log and its key's crash count.
    /// - Returns: whether there was one.
    func releaseDeadLetter(_ number: Int64) throws -> Bool
}

/// One event in the inbox: received from a platform and confirmed to it, not yet applied.
///
/// Events are admitted in the transaction that stores the platform's checkpoint, and removed
/// in the transaction that applies them, so each is applied once whatever crashes between.
public struct InboxEntry: Sendable {
    /// The order of arrival across all sources.
    public var id: Int64
    /// The source it came from (`telegram`, `matrix`).
    public var source: Platform
    /// Its inbound key, or the key made for an event that has none.
    public var key: String
    /// The event as stored, JSON of a ``PlatformEvent``.
    public var raw: String
    /// When it was admitted.
    public var receivedAt: Date

    /// An entry as a store reads it back.
    public init(id: Int64, source: Platform, key: String, raw: String, receivedAt: Date) {
        self.id = id
        self.source = source
        self.key = key
        self.raw = raw
        self.receivedAt = receivedAt
    }

    /// The stored event, or `nil` when it no longer reads as one (stored by another version).
    public var event: PlatformEvent? {
        try? JSONDecoder().decode(PlatformEvent.self, from: Data(raw.utf8))
    }
}
