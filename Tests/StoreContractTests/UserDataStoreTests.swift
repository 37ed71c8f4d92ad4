import Foundation
import TestSupport
import Testing
import TrackerCore
import TrackerStore

/// What every store promises of a user's data as a whole: the latest day checked in, the
/// export, the outbox entries about them, and the erasure.
@Suite struct UserDataStoreTests {
    typealias Rows = UserRowsElsewhere
    let now = Rows.createdAt

    private func user(_ externalID: String, in store: any Store) async throws -> User {
        try await store.consoleUser(externalID, at: now)
    }

    /// Ann with rows in every table an erasure touches: the other areas' (``UserRowsElsewhere``)
    /// and her own settings, pauses and lists.
    private func annWithEverything(in store: any Store, _ otherAreas: any OtherAreas) async throws
        -> (User, Rows.Stored, [Pause])
    {
        var ann = try await user("ann", in: store)
        _ = try await user("bob", in: store)
        let stored = try await otherAreas.seed(ann: ann)
        ann.weekStart = .sunday
        ann.timeZone = "Europe/Lisbon"
        let pauses = try await store.write { [ann] tx in
            let annID = try #require(ann.id)
            try tx.users.update(ann)
            try tx.users.saveWeekStarts(
                RuleTimeline(.sunday, earlier: [.init(.monday, through: Rows.day("2026-04-30"))]), of: ann)
            try tx.users.keepReminderTime(
                try #require(TimeOfDay(hour: 6, minute: 45)), of: .remind, userID: annID)
            _ = try tx.users.languages(of: annID, reporting: "de")
            try tx.users.chooseLanguage(.spanish, for: annID)
            try tx.listViews.save([3, 1], kind: .todos, userID: annID, filter: nil)
            return try [("2026-06-01", "2026-06-03"), ("2026-05-10", "2026-05-11")].map { first, last in
                var pause = Pause(userID: annID, startsOn: Rows.day(first), endsOn: Rows.day(last))
                try tx.pauses.insert(&pause)
                return pause
            }
        }
        return (ann, stored, pauses)
    }

    /// The one-step read of an event's sender gives what the three reads it stands for give,
    /// and keeps what they keep.
    @Test(arguments: StoreKind.available)
    func theSenderIsTheUserTheirLanguagesAndTheirLatestDay(_ kind: StoreKind) async throws {
        try await kind.withStoreAndOtherAreas { store, otherAreas in
            let (ann, _, _) = try await annWithEverything(in: store, otherAreas)
            let annID = try #require(ann.id)
            let sender = try await store.write { tx in
                try tx.users.sender(
                    platform: "console", externalID: "ann", displayName: "Annie", renaming: true, now: now,
                    reporting: "pt-br")
            }
            let (user, languages, latestDay) = try await store.read { tx in
                (
                    try tx.users.find(annID), try tx.users.languages(of: annID, reporting: nil),
                    try tx.users.latestLocalDay(of: ann)
                )
            }
            #expect(sender.user == user && user?.displayName == "Annie")
            #expect(sender.languages == languages)
            #expect(languages == UserLanguages(chosen: .spanish, platformCode: "pt-br"))
            #expect(sender.latestDay == latestDay && latestDay == Rows.day("2026-05-03"))
            // First contact: a new user, with the platform's code kept and no day yet.
            let carol = try await store.write { tx in
                try tx.users.sender(
                    platform: "console", externalID: "carol", displayName: "Carol", renaming: false, now: now,
                    reporting: "de")
            }
            #expect(carol.user.id != nil && carol.user.displayName == "Carol" && carol.latestDay == nil)
            #expect(carol.languages == UserLanguages(chosen: nil, platformCode: "de"))
            let carolID = try #require(carol.user.id)
            let found = try await store.read { tx in try tx.users.find(carolID) }
            #expect(found == carol.user)
        }
    }

    @Test(arguments: StoreKind.available)
    func theLatestDayIsTheLastCheckedInAcrossHabits(_ kind: StoreKind) async throws {
        try await kind.withStoreAndOtherAreas { store, otherAreas in
            let bob = try await user("bob", in: store)
            let none = try await store.read { [bob] in try $0.users.latestLocalDay(of: bob) }
            #expect(none == nil)
            let (ann, _, _) = try await annWithEverything(in: store, otherAreas)
            let latest = try await store.read { [ann] in try $0.users.latestLocalDay(of: ann) }
            #expect(latest == Rows.day("2026-05-03"))
            let stillNone = try await store.read { [bob] in try $0.users.latestLocalDay(of: bob) }
            #expect(stillNone == nil)
        }
    }

    /// A batch's senders read ahead are what each would be read alone, and a sender's later
    /// events, or a rename by another event, see the changes made since.
    @Test(arguments: StoreKind.available)
    func sendersReadAheadAreAsReadAloneAndSeeLaterChanges(_ kind: StoreKind) async throws {
        try await kind.withStoreAndOtherAreas { store, otherAreas in
            _ = try await annWithEverything(in: store, otherAreas)
            let alone = try await store.read { tx in try tx.users.find(platform: "console", externalID: "ann")
            }
            let seen = try await store.write { tx in
                func sender(_ id: String, named name: String) throws -> SenderState {
                    try tx.users.sender(
                        platform: "console", externalID: id, displayName: name, renaming: false, now: now,
                        reporting: nil)
                }
                try tx.users.readAhead(senders: [
                    ("console", "ann"), ("console", "bob"), ("console", "cid"), ("console", "ann"),
                ])
                try tx.users.rename(platform: "console", externalID: "bob", to: "Robert")
                let first = try sender("ann", named: "Ann")
                var moved = first.user
                moved.timeZone = "Asia/Tokyo"
                try tx.users.update(moved)
                return [
                    first, try sender("ann", named: "Ann"), try sender("bob", named: "Bob"),
                    try sender("cid", named: "Cid"), try sender("cid", named: "Cid"),
                ]
            }
            #expect(seen[0].user == alone)
            #expect(seen[0].latestDay == Rows.day("2026-05-03"))
            #expect(seen[1].user.timeZone == "Asia/Tokyo" && seen[1].latestDay == Rows.day("2026-05-03"))
            #expect(seen[2].user.displayName == "Robert" && seen[2].latestDay == nil)
            #expect(seen[3].user.id != nil && seen[3].user.displayName == "Cid")
            #expect(seen[4].user.id == seen[3].user.id)
            // The first contact's row is the user it was given as, its id included.
            let cid = try await store.read { tx in try tx.users.find(platform: "console", externalID: "cid") }
            #expect(cid == seen[3].user)
        }
    }

    /// Habits read ahead with their users (or known to be none, for a user made in the batch)
    /// are what a read alone gives, after any change to them since, and a second read sees
    /// the changes made after the first.
    @Test(arguments: StoreKind.available)
    func habitsReadAheadAreAsReadAloneAndSeeLaterChanges(_ kind: StoreKind) async throws {
        try await kind.withStoreAndOtherAreas { store, otherAreas in
            let (ann, stored, _) = try await annWithEverything(in: store, otherAreas)
            let bob = try await user("bob", in: store)
            let (annID, bobID) = (try #require(ann.id), try #require(bob.id))
            let lists = try await store.write { tx in
                try tx.users.readAhead(senders: [("console", "ann"), ("console", "bob"), ("console", "cid")])
                let cid = try tx.users.sender(
                    platform: "console", externalID: "cid", displayName: "Cid", renaming: false, now: now,
                    reporting: nil)
                let cidID = try #require(cid.user.id)
                var read = Rows.habit(cidID)
                read.name = "Read"
                try tx.habits.insert(&read)
                var walk = Rows.habit(annID)
                walk.name = "Walk"
                try tx.habits.insert(&walk)
                let annAfterAdding = try tx.habits.all(of: annID)
                let bobFirst = try tx.habits.all(of: bobID)
                var swim = Rows.habit(bobID)
                swim.name = "Swim"
                try tx.habits.insert(&swim)
                try tx.habits.delete(walk)
                return [
                    annAfterAdding, bobFirst, try tx.habits.all(of: bobID), try tx.habits.all(of: annID),
                    try tx.habits.all(of: cidID),
                ]
            }
            #expect(lists[0].map(\.name) == [stored.habit.name, "Walk"])
            #expect(lists[1].isEmpty)
            #expect(lists[2].map(\.name) == ["Swim"])
            #expect(lists[3] == [stored.habit])
            #expect(lists[4].map(\.name) == ["Read"], "a new user's habit, added before any read")
        }
    }

    @Test(arguments: StoreKind.available)
    func theExportHoldsEveryRowOfTheUserInItsOrder(_ kind: StoreKind) async throws {
        try await kind.withStoreAndOtherAreas { store, otherAreas in
            let (ann, stored, pauses) = try await annWithEverything(in: store, otherAreas)
            let data = try await store.read { [ann] in try $0.users.export(ann) }
            #expect(data.user == ann)
            #expect(data.goals.map(\.goal) == [stored.goal])
            #expect(data.goals.map(\.checkpoints) == [stored.checkpoints])
            #expect(data.habits.map(\.habit) == [stored.habit])
            let checkIns = data.habits.first?.checkIns ?? []
            #expect(checkIns.map(\.date.iso) == ["2026-05-01", "2026-05-03", "2026-05-03"])
            #expect(checkIns.map(\.amount) == [2, 1, 3])
            #expect(checkIns.map(\.note) == ["long", nil, "again"])
            #expect(data.todos == stored.todos)
            #expect(data.routines.map(\.routine) == [stored.routine])
            #expect(data.routines.first?.steps.map(\.step) == stored.steps)
            #expect(
                data.routines.first?.steps.map(\.doneOn)
                    == [[Rows.day("2026-05-01"), Rows.day("2026-05-02")], []])
            #expect(data.pauses == [pauses[1], pauses[0]])
            #expect(data.challenges.map(\.challenge) == [stored.challenge])
            #expect(data.challenges.map(\.membership) == [stored.membership])
            #expect(data.challenges.map(\.mentions) == [true])
            #expect(data.namesInGroups == [Rows.group.id: "Annie"])
        }
    }

    @Test(arguments: StoreKind.available)
    func aUserWithNothingStoredExportsOnlyThemselves(_ kind: StoreKind) async throws {
        try await kind.withStore { store in
            let bob = try await user("bob", in: store)
            let data = try await store.read { [bob] in try $0.users.export(bob) }
            #expect(data.user == bob)
            #expect(data.goals.isEmpty && data.habits.isEmpty && data.todos.isEmpty && data.routines.isEmpty)
            #expect(data.pauses.isEmpty && data.challenges.isEmpty && data.namesInGroups.isEmpty)
        }
    }

    @Test(arguments: StoreKind.available)
    func theOutboxIdsAreThoseAboutTheUserOnEveryChat(_ kind: StoreKind) async throws {
        try await kind.withStoreAndOtherAreas { store, otherAreas in
            let (ann, stored, _) = try await annWithEverything(in: store, otherAreas)
            let ids = try await store.read { [ann] in try $0.users.outboxIDs(of: ann) }
            let about = zip(Rows.outbox, stored.outbox).filter { $0.0.about == "ann" }.map(\.1)
            #expect(about.count == 2)
            #expect(ids == about)
        }
    }

    @Test(arguments: StoreKind.available)
    func erasingTakesEverythingOfTheUserAndTheirGroupsMessages(_ kind: StoreKind) async throws {
        try await kind.withStoreAndOtherAreas { store, otherAreas in
            let (ann, stored, _) = try await annWithEverything(in: store, otherAreas)
            let annID = try #require(ann.id)
            try await store.write { [ann] in try $0.users.erase(ann) }

            let (found, data, outboxIDs) = try await store.read { [ann] tx in
                (try tx.users.find(annID), try tx.users.export(ann), try tx.users.outboxIDs(of: ann))
            }
            #expect(found == nil)
            #expect(data.goals.isEmpty && data.habits.isEmpty && data.todos.isEmpty && data.routines.isEmpty)
            #expect(data.pauses.isEmpty && data.challenges.isEmpty && data.namesInGroups.isEmpty)
            #expect(outboxIDs.isEmpty)
            let (latest, weekStarts, kept, lists, languages) = try await store.write { [ann] tx in
                (
                    try tx.users.latestLocalDay(of: ann), try tx.users.weekStarts(of: ann),
                    try tx.users.keptReminderTime(of: .remind, userID: annID),
                    try ListKind.allCases.compactMap { try tx.listViews.last($0, userID: annID) },
                    try tx.users.languages(of: annID, reporting: nil)
                )
            }
            #expect(latest == nil && weekStarts.earlier.isEmpty && kept == nil && lists.isEmpty)
            #expect(languages == UserLanguages(chosen: nil, platformCode: nil))

            let all = stored.erasedOutbox + stored.keptOutbox
            #expect(try await otherAreas.outboxEntries(among: all) == stored.keptOutbox)
            #expect(try await otherAreas.starter(of: stored.challenge) == .some(nil))
            let bob = try await store.write {
                try $0.users.findOrCreate(
                    platform: "console", externalID: "bob", displayName: "", renaming: false, now: now)
            }
            #expect(bob.displayName == "Bob")
        }
    }

    @Test(arguments: StoreKind.available)
    func theSamePersonComingBackIsANewUser(_ kind: StoreKind) async throws {
        try await kind.withStore { store in
            let ann = try await user("ann", in: store)
            try await store.write { [ann] in try $0.users.erase(ann) }
            let again = try await user("ann", in: store)
            #expect(try #require(again.id) > (try #require(ann.id)))
            let tips = try await store.write { [again] in
                try $0.users.recordTipShown(userID: try #require(again.id))
            }
            #expect(tips == 0)
        }
    }
}
