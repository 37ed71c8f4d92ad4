/// A record saved by its `id` when no row of its table has that id: what SQLite's record
/// update reports as GRDB's `recordNotFound`.
struct PostgresRowNotFound: Error, CustomStringConvertible {
    /// The table the record belongs to.
    let table: String
    /// The id no row has.
    let id: Int64?

    var description: String { "no \(table) row has id \(id.map(String.init) ?? "nil")" }
}
