/// An update of a stored record found no row with its id: the record was never stored, or
/// was deleted meanwhile.
struct PostgresRowNotFound: Error, CustomStringConvertible {
    /// The table the record belongs to.
    let table: String
    var description: String { "no \(table) row has that id" }
}
