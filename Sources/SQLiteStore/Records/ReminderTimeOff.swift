import GRDB
import TrackerCore
import TrackerStore

/// The time a user's daily nudge or warning had when they switched it off, kept so that
/// switching it on again brings that time back. Rows go with the user (`/forget`).
public enum ReminderTimeOff {
    /// The two reminders a user switches on and off; stored as the case name.
    public typealias Kind = SwitchableReminder

    /// Keeps `time` as the one to restore for `kind`, replacing an earlier one.
    public static func keep(_ time: TimeOfDay, _ kind: Kind, userID: Int64, in db: Database) throws {
        try db.execute(
            sql: "INSERT OR REPLACE INTO reminderTimeOff (userID, kind, time) VALUES (?, ?, ?)",
            arguments: [userID, kind.rawValue, time])
    }

    /// The kept time for `kind`, left in place; `nil` when none was kept.
    public static func kept(_ kind: Kind, userID: Int64, in db: Database) throws -> TimeOfDay? {
        try TimeOfDay.fetchOne(
            db, sql: "SELECT time FROM reminderTimeOff WHERE userID = ? AND kind = ?",
            arguments: [userID, kind.rawValue])
    }

    /// The kept time for `kind`, removed as it is taken; `nil` when none was kept.
    public static func take(_ kind: Kind, userID: Int64, in db: Database) throws -> TimeOfDay? {
        let time = try kept(kind, userID: userID, in: db)
        try db.execute(
            sql: "DELETE FROM reminderTimeOff WHERE userID = ? AND kind = ?",
            arguments: [userID, kind.rawValue])
        return time
    }
}
