import Foundation
import PostgresNIO
import PostgresStore

/// Which instance of the bot holds the lease of a PostgreSQL database, as `trackerbot status`
/// shows it: the one that polls, sends and fires reminders.
struct LeaseHolder: Encodable {
    /// The holder's address as the server sees it; `local` over a Unix socket.
    var client: String
    /// When the holder's session with the server began: about when it took the lease.
    var since: Date

    /// The holder of `run`'s lease in `database`; `nil` when no instance holds it.
    static func read(_ database: PostgresStore.PostgresDatabase) throws -> LeaseHolder? {
        let keys = PostgresLease.lockKeys(for: PostgresLease.leaderName)
        // The server shows the two keys as unsigned object ids.
        let (first, second) = (Int64(UInt32(bitPattern: keys.0)), Int64(UInt32(bitPattern: keys.1)))
        let rows = try database.read { session in
            try session.query(
                """
                SELECT COALESCE(host(a.client_addr), 'local'), EXTRACT(EPOCH FROM a.backend_start)::DOUBLE PRECISION
                FROM pg_locks l JOIN pg_stat_activity a ON a.pid = l.pid
                WHERE l.locktype = 'advisory' AND l.granted AND l.objsubid = 2
                    AND l.database = (SELECT oid FROM pg_database WHERE datname = current_database())
                    AND l.classid::BIGINT = \(first) AND l.objid::BIGINT = \(second)
                """)
        }
        guard let row = rows.first else { return nil }
        let (client, since) = try row.decode((String, Double).self)
        return LeaseHolder(client: client, since: Date(timeIntervalSince1970: since))
    }
}
