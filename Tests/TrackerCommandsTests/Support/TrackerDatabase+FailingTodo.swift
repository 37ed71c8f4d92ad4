import GRDB
import SQLiteStore

extension TrackerDatabase {
    /// Makes inserting a to-do whose text is `text` fail with a real SQLite error, as a full
    /// disk or a broken constraint would, for the dispatcher's failure path.
    func failInsertingTodo(_ text: String) throws {
        try write { db in
            try db.execute(
                sql: """
                    CREATE TRIGGER fail_on_\(text) BEFORE INSERT ON todo WHEN NEW.text = '\(text)'
                    BEGIN SELECT RAISE(ABORT, '\(text)'); END
                    """)
        }
    }
}
