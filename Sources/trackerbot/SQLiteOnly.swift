import PostgresStore

/// This build serves the bot from SQLite only; a PostgreSQL URL given to a command that serves
/// or reads the bot's data is refused here, in one place, until the PostgreSQL store serves it.
enum SQLiteOnly {
    /// The SQLite path `text` names, or a one-line refusal when it is a PostgreSQL URL (and a
    /// friendly error when it is a malformed one).
    static func path(_ text: String) throws -> String {
        switch try StoreLocation.parse(text) {
        case .sqlite(let path): return path
        case .postgres(let url):
            throw Settings.Problem(
                description:
                    "\(url) is a PostgreSQL database, and this build of trackerbot runs on SQLite only: set TRACKER_DB to an SQLite file (trackerbot copy-store copies a bot's data between SQLite and PostgreSQL)"
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
