import PostgresNIO

/// Ids taken from tables' identity sequences ahead of the rows that get them, so that an
/// insert need not wait for the id the database gives its row
/// (``PostgresSession/insertWithoutWaiting(_:ids:)``). One transaction's: an id it reserved and
/// did not use is a gap in the table's ids, as a rolled-back insert's is, so it reserves no
/// more than it is told will be used.
final class ReservedIDs: @unchecked Sendable {
    // Touched only by the thread running the transaction.
    private var free: [String: ArraySlice<Int64>] = [:]
    private var wanted: [String: Int] = [:]

    /// Adds `count` to the ids of `table` the next reservation takes (one at the least): a
    /// batch's first contacts, say, which then take one statement together. Only what is
    /// known to be wanted, since an id not used is lost.
    func expect(_ count: Int, for table: String) {
        wanted[table, default: 0] += count
    }

    /// An id for a new row of `table`, reserving more (in one statement) when none is left.
    func next(for table: String, in session: PostgresSession) throws -> Int64 {
        if let id = free[table]?.popFirst() { return id }
        let count = max(wanted.removeValue(forKey: table) ?? 0, 1)
        let ids = try session.query(
            """
            SELECT nextval(pg_get_serial_sequence(\(PostgresSession.quoted(table)), 'id'))
            FROM generate_series(1, \(Int64(count)))
            """
        ).map { try $0.decode(Int64.self) }
        guard let first = ids.first else {
            throw ColumnMismatch(description: "no id could be reserved for \(table)")
        }
        free[table] = ids.dropFirst()
        return first
    }
}
