/// A store area whose PostgreSQL statements are not written yet (issue 23): `run` and
/// `console` refuse a PostgreSQL URL until every area has them.
struct PostgresStoreUnsupported: Error, CustomStringConvertible {
    let area: String
    var description: String { "the PostgreSQL store does not keep \(area) yet" }
}
