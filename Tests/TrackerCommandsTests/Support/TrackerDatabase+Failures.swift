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

    /// Makes every write of the user's reminder schedule fail, as a bug's would.
    func failWritingReminders(ofUser userID: Int64) throws {
        try write { db in
            try db.execute(
                sql: """
                    CREATE TRIGGER fail_reminders_of_\(userID) BEFORE INSERT ON reminder WHEN NEW.userID = \(userID)
                    BEGIN SELECT RAISE(ABORT, 'no reminders for \(userID)'); END
                    """)
        }
    }
}
