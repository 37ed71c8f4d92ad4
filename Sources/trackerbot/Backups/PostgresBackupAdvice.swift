import PostgresStore

/// What `backup` and `restore` say for a PostgreSQL database: PostgreSQL's own tools do both,
/// consistently while the bot runs. The commands name the database without its password.
enum PostgresBackupAdvice {
    /// How to back up the database at `url` to `file`.
    static func backup(_ url: PostgresURL, to file: String) -> String {
        """
        \(url) is a PostgreSQL database: back it up with PostgreSQL's pg_dump, safely while the bot runs:
          pg_dump --format=custom --file=\(quoted(file)) \(quoted(url.withoutPassword))
        (pg_dump asks for the password, or reads PGPASSWORD or ~/.pgpass)
        """
    }

    /// How to restore the backup `file` into the database at `url`.
    static func restore(_ file: String, to url: PostgresURL) -> String {
        """
        \(url) is a PostgreSQL database: stop the bot, then restore with PostgreSQL's pg_restore:
          pg_restore --clean --if-exists --no-owner --dbname=\(quoted(url.withoutPassword)) \(quoted(file))
        (pg_restore asks for the password, or reads PGPASSWORD or ~/.pgpass)
        """
    }

    /// `text` in single quotes for a POSIX shell.
    private static func quoted(_ text: String) -> String {
        "'" + text.split(separator: "'", omittingEmptySubsequences: false).joined(separator: #"'\''"#) + "'"
    }
}
