import Foundation
import Logging
import Matrix
import TrackerCommands
import TrackerCore
import TrackerStore

/// Long-polls `/sync` and applies each response exactly once.
///
/// A response's effects, its replies and its `next_batch` are committed in one transaction,
/// so after a crash the same response is fetched again and the inbound log skips what was
/// already applied. Invites are answered (joined or declined) before the transaction.
struct MatrixPoller: Sendable {
    static let nextBatchKey = "matrix.nextBatch"
    /// The timeline events the bot acts on: messages, reactions (and their redactions, which
    /// take a toggle's tick back), members, and encryption and upgrades of rooms.
    static let timelineTypes =
        SyncFilter.botTimelineTypes + [EventType.redaction, EventType.encryption, EventType.tombstone]
    /// Pages of history fetched at most to fill one room's gap, 100 events each.
    static let maxGapPages = 50

    let client: MatrixClient
    let dispatcher: Dispatcher
    let translator: SyncTranslator
    let invites: InvitePolicy
    let filterID: String
    let doorbell: Doorbell
    let pollTimeout: Duration
    let logger: Logger

    var crashGuard: CrashGuard { CrashGuard(database: dispatcher.database, platform: .matrix) }

    /// Polls until the task is cancelled.
    ///
    /// - Throws: ``MatrixError`` of kind ``MatrixError/Kind/unknownToken`` when the token stops
    ///   working; `CancellationError` on shutdown. Other failures are retried with backoff.
    func run() async throws {
        var since = try await dispatcher.database.read { db in
            try PlatformState.value(Self.nextBatchKey, in: db)
        }
        if try crashGuard.recover() > 0 {
            logger.warning("The bot stopped while applying Matrix events; applying those one at a time")
        }
        var failures = 0
        while !Task.isCancelled {
            var sync: SyncResponse
            do {
                sync = try await client.sync(since: since, timeout: pollTimeout, filter: .id(filterID))
                failures = 0
            } catch let error as MatrixError where error.kind != .unknownToken {
                failures += 1
                let delay = error.retryAfter ?? Self.backoff(failures)
                logger.warning("Matrix sync failed: \(error); retrying in \(delay)")
                try await Task.sleep(for: delay)
                continue
            }
            if let since { sync = await fillingGaps(sync, since: since) }
            for (roomID, bad) in sync.undecodableEvents {
                logger.warning("Skipping a Matrix event that could not be read in \(roomID): \(bad.reason)")
            }
            await joinReplacements(of: sync)
            var events = try await invites.answer(sync.rooms.invite)
            events += await translator.translate(sync, isFirst: since == nil)
            try await applyGuarded(events, nextBatch: sync.nextBatch)
            since = sync.nextBatch
            doorbell.ring()
        }
        throw CancellationError()
    }

    /// Applies a response's events in one transaction, unless some were being applied when the
    /// process died: then one per transaction, so that the one that crashes it is found, and
    /// set aside after its second crash.
    private func applyGuarded(_ events: [PlatformEvent], nextBatch: String) async throws {
        let checkpoint = PlatformCheckpoint(key: Self.nextBatchKey, value: nextBatch)
        let keys = events.compactMap { event -> String? in
            if case .incoming(let incoming) = event { return incoming.key }
            return nil
        }
        let crashes = try crashGuard.crashes(of: keys)
        guard !crashes.isEmpty else {
            try crashGuard.begin(keys)
            try await dispatcher.apply(
                events, checkpoint: checkpoint, crashGuard: crashGuard, isAdmin: isAdmin)
            return
        }
        for (index, event) in events.enumerated() {
            let last = index == events.count - 1
            guard case .incoming(let incoming) = event else {
                try await dispatcher.apply([event], checkpoint: last ? checkpoint : nil)
                continue
            }
            if crashes[incoming.key, default: 0] >= CrashGuard.crashesBeforeDeadLetter {
                try await dispatcher.setAside(
                    key: incoming.key, inboundKey: incoming.key, raw: "\(incoming.kind)", chat: incoming.chat,
                    senderID: incoming.sender.id, crashGuard: crashGuard, checkpoint: last ? checkpoint : nil)
            } else {
                try crashGuard.begin([incoming.key])
                try await dispatcher.apply(
                    [event], checkpoint: last ? checkpoint : nil, crashGuard: crashGuard)
            }
        }
    }

    /// `sync` with the events a limited timeline left out put back in front of it, fetched from
    /// the room's history back to the previous sync, so that downtime loses no command.
    private func fillingGaps(_ sync: SyncResponse, since: String) async -> SyncResponse {
        var sync = sync
        for (roomID, room) in sync.rooms.join where room.timeline.limited {
            guard var from = room.timeline.prevBatch else { continue }
            var missing: [ClientEvent] = []
            do {
                for _ in 0..<Self.maxGapPages {
                    let page = try await client.messages(
                        roomID: roomID, from: from, to: since,
                        filter: RoomEventFilter(types: Self.timelineTypes))
                    missing += page.chunk
                    guard let end = page.end, !page.chunk.isEmpty else { break }
                    from = end
                }
            } catch {
                logger.warning("Could not fetch the events a sync left out in \(roomID): \(error)")
            }
            var filled = room
            filled.timeline.events = missing.reversed() + room.timeline.events
            sync.rooms.join[roomID] = filled
        }
        return sync
    }

    /// Joins the rooms that replace upgraded ones, before the transaction moves their data.
    private func joinReplacements(of sync: SyncResponse) async {
        for room in sync.rooms.join.values {
            guard let replacement = SyncTranslator.replacementRoom(in: room) else { continue }
            do {
                _ = try await client.join(roomID: replacement)
                logger.info("Followed an upgraded room to \(replacement)")
            } catch {
                logger.warning("Could not join \(replacement), which replaces an upgraded room: \(error)")
            }
        }
    }

    /// Whether a member may change a group's settings: a power level that reaches the room's
    /// `state_default` (50 without a power levels event). Asked before the transaction.
    private func isAdmin(_ chat: ChatAddress, _ sender: Sender) async -> Bool? {
        do {
            let levels = try await client.powerLevels(roomID: chat.id)
            return levels.level(of: sender.id) >= (levels.content?.stateDefault ?? RoomPowerLevels.moderator)
        } catch {
            logger.warning("Could not read the power levels of \(chat.id): \(error)")
            return nil
        }
    }

    /// 1, 2, 4 … 60 seconds, each up to a quarter longer at random, so that bots that lost the
    /// homeserver together do not all come back in the same second.
    static func backoff(_ failures: Int) -> Duration {
        let seconds = min(60, 1 << min(max(failures, 1) - 1, 6))
        return .seconds(seconds) + .milliseconds(Int.random(in: 0...(seconds * 250)))
    }
}
