import Foundation
import Testing
import TrackerCore
import TrackerStore

/// What the habit, goal and to-do contract tests start from: a fixed instant and users to own
/// the items.
enum ItemFixtures {
    /// The instant the tests' items are made at.
    static let now = Date(timeIntervalSince1970: 1_790_000_000)

    /// A day in the tests' month.
    static func day(_ number: Int) -> LocalDate { LocalDate(year: 2026, month: 9, day: number)! }

    /// The id of the console user `externalID`, created on first use.
    static func user(_ externalID: String, in store: any Store) async throws -> Int64 {
        let user = try await store.write {
            try $0.users.findOrCreate(
                platform: "console", externalID: externalID, displayName: externalID, renaming: true, now: now
            )
        }
        return try #require(user.id)
    }
}
