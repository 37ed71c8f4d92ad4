import Foundation
import GRDB
import TrackerCore
import TrackerStore

/// Everything a handler needs to apply one action for one user, inside the message's
/// transaction.
struct Context {
    let db: Database
    var user: User
    let now: Date
    let calendar: UserCalendar
    /// The user's local day at `now`.
    let today: LocalDate
    /// The folder exports are written under; see ``Dispatcher/init(database:clock:exportsDirectory:logger:)``.
    let exportsDirectory: String

    init(db: Database, user: User, now: Date, exportsDirectory: String) {
        self.db = db
        self.user = user
        self.now = now
        self.exportsDirectory = exportsDirectory
        calendar = user.calendar
        today = calendar.localDate(of: now)
    }

    var userID: Int64 { user.id! }

    /// A button that performs `action` for this user only.
    func button(_ label: String, _ action: Action) -> Button {
        Button(label, data: ButtonCodec.encode(action, owner: userID))
    }
}
