import Foundation
import TrackerCore
import TrackerStore

extension Store {
    /// The console user `externalID`, named after it, stored at `now` on first contact.
    func consoleUser(_ externalID: String, at now: Date) async throws -> User {
        try await write {
            try $0.users.findOrCreate(
                platform: "console", externalID: externalID, displayName: externalID.capitalized,
                renaming: true,
                now: now)
        }
    }
}
