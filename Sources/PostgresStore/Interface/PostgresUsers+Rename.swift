import Foundation
import GRDB
import SQLiteStore
import TrackerCore
import TrackerStore

/// The users by their platform identity, in the `user` table.
extension PostgresUsers {
    func find(platform: Platform, externalID: String) throws -> User? {
        try session.fetchOne(
            User.self,
            "SELECT * FROM \"user\" WHERE \"platform\" = \(platform.tag) AND \"externalID\" = \(externalID)")
    }

    func rename(platform: Platform, externalID: String, to displayName: String) throws {
        guard !displayName.isEmpty else { return }
        // Another event renamed this user: what was read ahead of their first is out of date.
        readAhead?.forget(externalID, on: platform)
        try session.execute(
            """
            UPDATE "user" SET "displayName" = \(displayName)
            WHERE "platform" = \(platform.tag) AND "externalID" = \(externalID) AND "displayName" <> \(displayName)
            """)
    }
}
