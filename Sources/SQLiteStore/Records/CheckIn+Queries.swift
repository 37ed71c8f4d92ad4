import GRDB
import TrackerCore
import TrackerStore

extension CheckIn {
    /// The last check-in of `habit`'s current run on `day`: what taking one back removes.
    public static func last(of habit: Habit, on day: LocalDate, in db: Database) throws -> CheckIn? {
        guard let id = habit.id else { return nil }
        return try CheckIn.fetchOne(
            cached:
                "SELECT * FROM checkIn WHERE habitID = ? AND run = ? AND date = ? ORDER BY id DESC LIMIT 1",
            [id, habit.run, day], in: db)
    }

    /// The latest check-ins of `habit`, across runs, newest first: what its card shows.
    public static func recent(of habit: Habit, limit: Int, in db: Database) throws -> [CheckIn] {
        guard let id = habit.id else { return [] }
        return try CheckIn.fetchAll(
            cached: "SELECT * FROM checkIn WHERE habitID = ? ORDER BY id DESC LIMIT ?", [id, limit], in: db)
    }

    /// Removes this check-in; `false` when it was already gone.
    @discardableResult
    public func remove(in db: Database) throws -> Bool {
        guard let id else { return false }
        try db.execute(cached: "DELETE FROM checkIn WHERE id = ?", [id])
        return db.changesCount > 0
    }

    /// Stores `note` on this check-in, after any note it has on a line of its own.
    public func addNote(_ note: String, in db: Database) throws {
        guard let id else { return }
        try db.execute(cached: "UPDATE checkIn SET note = ? WHERE id = ?", [self.note(adding: note), id])
    }
}
