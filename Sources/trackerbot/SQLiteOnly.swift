import PostgresStore

/// The commands that read an SQLite file only (`dead-letters`, whose inbound ids are SQLite
/// row ids): a PostgreSQL URL given to them is refused here, in one place, saying what to use
/// instead.
enum SQLiteOnly {
    /// The SQLite path `text` names, or a one-line refusal naming `command` when it is a
    /// PostgreSQL URL (and a friendly error when it is a malformed one).
    static func path(_ text: String, for command: String) throws -> String {
        switch try StoreLocation.parse(text) {
        case .sqlite(let path): return path
        case .postgres(let url):
            throw Settings.Problem(
                description:
                    "\(url) is a PostgreSQL database, and trackerbot \(command) reads SQLite files only: the running bot's /metrics (HTTP_LISTEN) shows its backlog and dead letters"
            )
        }
    }
}

extension StoreLocation {
    /// ``StoreLocation/init(_:)``, with a malformed URL's problem said as a setting's problem.
    static func parse(_ text: String) throws(Settings.Problem) -> StoreLocation {
        do {
            return try StoreLocation(text)
        } catch {
            throw Settings.Problem(description: "the database URL cannot be used: \(error)")
        }
    }
}
