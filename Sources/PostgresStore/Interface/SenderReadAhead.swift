import Foundation
import GRDB
import TrackerCore
import TrackerStore

/// The senders a transaction read ahead of its batch's events (``PostgresUsers/readAhead(senders:)``),
/// their habits, what each habit's check-in basis is made of, and the lists they were last
/// shown: each handed to the first read of it and then dropped, so that a later read sees
/// whatever the events before it changed.
///
/// Only a sender's own events change their row, languages and check-ins, except a rename by
/// another event (a member's new name in a group), which drops the sender's entry. Every
/// change of a habit goes through ``PostgresHabits``, which drops its user's habits and
/// bases; a check-in or a schedule change drops its habit's basis, and a change of the
/// user's pauses or week start (``PostgresPauses``, ``PostgresUsers``) all their bases. Every
/// change of a shown list goes through ``PostgresListViews``, which drops it.
final class SenderReadAhead: @unchecked Sendable {
    /// What was read of a sender.
    enum Entry {
        /// The user's row, with the `latestDay` column.
        case found(Row)
        /// No such user yet: their first event is their first contact.
        case absent
    }

    private struct Key: Hashable {
        let platform: Platform
        let externalID: String
    }

    /// The rows a habit's ``CheckInBasis`` is made of, as read for its run then.
    struct BasisRows {
        let run: Int
        let pauses: [Row]
        let weekStarts: [Row]
        /// Each day's total of the run, as a check-in's `date` and `amount`.
        let days: [Row]
        let rules: [Row]
    }

    // Touched only by the thread running the transaction.
    private var entries: [Key: Entry] = [:]
    private var habits: [Int64: [Habit]] = [:]
    /// By habit id.
    private var bases: [Int64: BasisRows] = [:]
    /// The habits of each user that have a basis held.
    private var basesOfUser: [Int64: [Int64]] = [:]
    /// By user and kind; `nil` for a list the user has not been shown.
    private var lists: [ListKey: ShownList?] = [:]

    private struct ListKey: Hashable {
        let userID: Int64
        let kind: ListKind
    }

    /// Holds `rows`, read for `externalIDs` on `platform`; an id without a row is absent.
    func hold(_ rows: [Row], of externalIDs: [String], on platform: Platform) {
        for externalID in externalIDs { entries[Key(platform: platform, externalID: externalID)] = .absent }
        for row in rows {
            guard let externalID: String = row["externalID"] else { continue }
            entries[Key(platform: platform, externalID: externalID)] = .found(row)
        }
    }

    /// Holds the habits of the user with `userID`, in the order ``PostgresHabits/all(of:)``
    /// reads them.
    func hold(_ habits: [Habit], of userID: Int64) {
        self.habits[userID] = habits
    }

    /// The habits held for the user with `userID`, dropped as they are taken.
    func takeHabits(of userID: Int64) -> [Habit]? {
        habits.removeValue(forKey: userID)
    }

    /// Drops the habits, and their bases, held for a user whose habits changed.
    func forgetHabits(of userID: Int64) {
        habits[userID] = nil
        forgetBases(of: userID)
    }

    /// Holds the basis rows of the habit with `habitID`, of the user with `userID`.
    func hold(_ basis: BasisRows, of habitID: Int64, userID: Int64) {
        bases[habitID] = basis
        basesOfUser[userID, default: []].append(habitID)
    }

    /// The basis rows held for the habit with `habitID` in its run `run`, dropped as they
    /// are taken.
    func takeBasis(of habitID: Int64, run: Int) -> BasisRows? {
        guard let basis = bases.removeValue(forKey: habitID), basis.run == run else { return nil }
        return basis
    }

    /// Drops the basis held for a habit whose check-ins or schedule changed.
    func forgetBasis(ofHabit habitID: Int64) {
        bases[habitID] = nil
    }

    /// Drops the bases held for the habits of a user whose pauses or week start changed.
    func forgetBases(of userID: Int64) {
        for habitID in basesOfUser.removeValue(forKey: userID) ?? [] { bases[habitID] = nil }
    }

    /// The entry of a sender, dropped as it is taken; `nil` when none is held.
    func take(_ externalID: String, on platform: Platform) -> Entry? {
        entries.removeValue(forKey: Key(platform: platform, externalID: externalID))
    }

    /// Drops the entry of a sender another event changed.
    func forget(_ externalID: String, on platform: Platform) {
        entries[Key(platform: platform, externalID: externalID)] = nil
    }

    /// Holds the lists the user with `userID` was last shown, by kind: none of a kind not in
    /// `shown`.
    func hold(lists shown: [ListKind: ShownList], of userID: Int64) {
        for kind in ListKind.allCases { lists[ListKey(userID: userID, kind: kind)] = .some(shown[kind]) }
    }

    /// The list of `kind` held for the user with `userID`, dropped as it is taken: `nil` when
    /// none is held, `.some(nil)` when the user has not been shown one.
    func takeList(_ kind: ListKind, of userID: Int64) -> ShownList?? {
        lists.removeValue(forKey: ListKey(userID: userID, kind: kind))
    }

    /// Drops the list of `kind` held for a user whose list of that kind changed.
    func forgetList(_ kind: ListKind, of userID: Int64) {
        lists[ListKey(userID: userID, kind: kind)] = nil
    }

    /// Drops everything held for a user who is erased.
    func forgetEverything(of userID: Int64) {
        forgetHabits(of: userID)
        for kind in ListKind.allCases { forgetList(kind, of: userID) }
    }
}
