import Foundation
import Logging
import Matrix
import TrackerStore

/// The bot's end-to-end encryption on the sync loop: its device keys kept published, and each
/// sync decrypted before it is translated.
struct EndToEndEncryption: Sendable {
    let keys: DeviceKeys
    let decryption: SyncDecryption
    let logger: Logger

    /// `sync` decrypted, with the writes that keep what decrypting it changed; one-time keys
    /// are topped up first when the sync says they run low, and the fallback key replaced when
    /// it says that one was used (a failure there is only logged: the next sync says so again).
    func prepare(_ sync: SyncResponse) async throws
        -> (sync: SyncResponse, writes: @Sendable (any StoreTransaction) throws -> Void)
    {
        do {
            try await keys.replenish(
                counts: sync.oneTimeKeyCounts, unusedFallbackKeyTypes: sync.unusedFallbackKeyTypes)
        } catch let error as CryptoStateKeyError {
            throw error
        } catch {
            logger.warning("Could not upload new Matrix one-time keys: \(error)")
        }
        return try await decryption.decrypt(sync, at: Date())
    }
}
