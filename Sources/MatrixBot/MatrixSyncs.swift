import BotRuntime
import Foundation
import Logging
import Matrix
import TrackerCommands
import TrackerCore
import TrackerStore

/// Matrix's `/sync` responses, long-polled, as the intake reads them.
///
/// The checkpoint is the response's `next_batch`: the intake stores it with the response's
/// effects and replies in one transaction, so after a crash the same response is fetched
/// again and the inbound log skips what was already applied. Invites are answered (joined or
/// declined) and the gaps of limited timelines filled before the transaction.
struct MatrixSyncs: UpdateSource {
    static let nextBatchKey = "matrix.nextBatch"
    /// The timeline events the bot acts on: messages, reactions (and their redactions, which
    /// take a toggle's tick back), members, encrypted events, and encryption and upgrades of rooms.
    static let timelineTypes =
        SyncFilter.botTimelineTypes + [
            EventType.redaction, EventType.encryption, EventType.tombstone, EventType.encrypted,
        ]
    /// Pages of history fetched at most to fill one room's gap, 100 events each.
    static let maxGapPages = 50

    let client: MatrixClient
    let translator: SyncTranslator
    let invites: InvitePolicy
    let filterID: String
    let pollTimeout: Duration
    /// Decrypts encrypted rooms' events; `nil` leaves them as they come.
    var encryption: EndToEndEncryption? = nil
    /// When events that wait for their room key are kept, and given up.
    var clock: any TrackerCore.Clock = SystemClock()
    let logger: Logger

    var platform: Platform { .matrix }
    var checkpointKey: String { Self.nextBatchKey }
    var recoveryWarning: String {
        "The bot stopped while applying Matrix events; applying those one at a time"
    }

    func fetch(after since: String?) async throws -> SourceBatch<PlatformEvent> {
        var sync = try await client.sync(since: since, timeout: pollTimeout, filter: .id(filterID))
        if let since { sync = await fillingGaps(sync, since: since) }
        var writes: (@Sendable (any StoreTransaction) throws -> Void)?
        var givenUp: [PlatformEvent] = []
        if let encryption {
            let prepared = try await encryption.prepare(sync, at: clock.now(), isFirst: since == nil)
            sync = prepared.sync
            writes = prepared.writes
            givenUp = prepared.waits.givenUp.map {
                .undecryptable(
                    SyncTranslator.chat($0.roomID), senderID: $0.sender, messageID: $0.eventID,
                    key: "undecryptable:\($0.eventID)")
            }
        }
        await joinReplacements(of: sync)
        var events = try await invites.answer(sync.rooms.invite)
        events += await translator.translate(sync, isFirst: since == nil)
        events += givenUp
        return SourceBatch(
            items: events, checkpoint: sync.nextBatch,
            undecodable: sync.undecodableEvents.map { roomID, bad in
                "Skipping a Matrix event that could not be read in \(roomID): \(bad.reason)"
            }, writes: writes)
    }

    /// A token that stops working ends the session (the service logs in again if it can);
    /// other failures are retried, after the wait the homeserver asks for, if any.
    func classify(_ error: any Error) -> SourceFailure {
        guard let error = error as? MatrixError, error.kind != .unknownToken else {
            return .fatal(reason: error)
        }
        return .retry(reason: "Matrix sync failed: \(error)", after: error.retryAfter)
    }

    /// Only commands and presses are guarded: what a sync says about its rooms is applied
    /// as it comes.
    func key(of event: PlatformEvent) -> String? {
        if case .incoming(let incoming) = event { return incoming.key }
        return nil
    }

    func event(for event: PlatformEvent) -> PlatformEvent { event }

    func setAside(_ event: PlatformEvent) -> SetAsideEvent {
        guard case .incoming(let incoming) = event else {
            return SetAsideEvent(raw: "\(event)", chat: nil, senderID: nil)
        }
        return SetAsideEvent(raw: "\(incoming.kind)", chat: incoming.chat, senderID: incoming.sender.id)
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
    func isAdmin(_ sender: Sender, in chat: ChatAddress, among batch: [PlatformEvent]) async -> Bool? {
        do {
            let levels = try await client.powerLevels(roomID: chat.id)
            return levels.level(of: sender.id) >= (levels.content?.stateDefault ?? RoomPowerLevels.moderator)
        } catch {
            logger.warning("Could not read the power levels of \(chat.id): \(error)")
            return nil
        }
    }
}
