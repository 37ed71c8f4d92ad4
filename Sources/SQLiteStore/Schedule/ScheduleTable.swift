import Foundation

/// The SQL a schedule table needs beyond its own due queries, written once per table.
///
/// A schedule table has `platform`, `fireAt` (whole seconds since 1970), `dueDay` and
/// `lastFiredOn` columns, and a primary key of its own. The statements are built here once,
/// so the hot path only looks up GRDB's cached statement for a string it already has.
public struct ScheduleTable: Sendable {
    /// Sets `fireAt`, `dueDay` and `lastFiredOn`, in that order, of the row named by the key
    /// columns that follow.
    let advance: String
    /// The earliest `fireAt` of a platform's rows.
    let nextFireAt: String

    /// - Parameters:
    ///   - name: the table's name.
    ///   - key: the columns of its primary key, in the order of ``ScheduleRow/keyArguments``.
    init(name: String, key: [String]) {
        let row = key.map { "\($0) = ?" }.joined(separator: " AND ")
        advance = "UPDATE \(name) SET fireAt = ?, dueDay = ?, lastFiredOn = ? WHERE \(row)"
        nextFireAt = "SELECT MIN(fireAt) FROM \(name) WHERE platform = ?"
    }

    /// How an instant is stored: whole seconds since 1970, rounded down.
    static func seconds(_ date: Date) -> Int64 { Int64(date.timeIntervalSince1970.rounded(.down)) }

    /// The instant stored as `seconds`.
    static func date(_ seconds: Int64) -> Date { Date(timeIntervalSince1970: TimeInterval(seconds)) }
}
