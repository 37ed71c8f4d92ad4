import Foundation
import TrackerCore

/// A clock stopped at one instant: the scheduler bench queues its whole wave at the moment
/// the reminders fall due, however long populating the database took.
struct FixedClock: TrackerCore.Clock {
    let instant: Date

    func now() -> Date { instant }
}
