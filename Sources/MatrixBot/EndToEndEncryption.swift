import Foundation
import Logging
import Matrix
import TrackerStore

/// The bot's end-to-end encryption on the sync loop: its device keys kept published, and each
/// sync decrypted before it is translated.
struct EndToEndEncryption: Sendable {
    let keys: DeviceKeys
    let decryption: SyncDecryption
    let requests: RoomKeyRequests
    let logger: Logger

    /// `sync` decrypted, with the writes that keep what decrypting it changed; one-time keys
    /// are topped up first when the sync says they run low, and the fallback key replaced when
    /// it says that one was used (a failure there is only logged: the next sync says so again).
    /// The keys of the events it keeps waiting are asked for, and requests whose key came
    /// are cancelled. The first sync (`isFirst`) keeps no event waiting (``SyncDecryption/decrypt(_:at:isFirst:)``).
    func prepare(_ sync: SyncResponse, at date: Date, isFirst: Bool) async throws -> DecryptedSync {
        do {
            try await keys.replenish(
                counts: sync.oneTimeKeyCounts, unusedFallbackKeyTypes: sync.unusedFallbackKeyTypes)
        } catch let error as CryptoStateKeyError {
            throw error
        } catch {
            logger.warning("Could not upload new Matrix one-time keys: \(error)")
        }
        let decrypted = try await decryption.decrypt(sync, at: date, isFirst: isFirst)
        await requests.send(decrypted.waits.requests, cancellations: decrypted.waits.cancellations)
        return decrypted
    }
}
