import Foundation
import TestSupport
import Testing
import TrackerCore
import TrackerStore

/// What every store promises of its users: identities, settings, week starts over time, tips,
/// reminder times kept while off, and languages.
@Suite struct UserStoreTests {
    let now = Date(timeIntervalSince1970: 1_790_000_000)

    private func ann(in store: any Store, name: String = "Ann", renaming: Bool = true, at date: Date? = nil)
        async throws -> User
    {
        let date = date ?? now
        return try await store.write {
            try $0.users.findOrCreate(
                platform: "console", externalID: "ann", displayName: name, renaming: renaming, now: date)
        }
    }

    private func day(_ iso: String) throws -> LocalDate { try #require(LocalDate(iso: iso)) }

    @Test(arguments: StoreKind.available)
    func aNewUserIsStoredOnceWithTheDefaults(_ kind: StoreKind) async throws {
        try await kind.withStore { store in
            let created = try await ann(in: store)
            let id = try #require(created.id)
            #expect(
                created
                    == User(
                        id: id, platform: "console", externalID: "ann", displayName: "Ann", createdAt: now))
            #expect(created.timeZone == "UTC" && created.dayStartHour == 0 && created.tipsShown == 0)
            #expect(created.remindAt == User.defaultRemindAt && created.warnAt == User.defaultWarnAt)
            let again = try await ann(in: store, at: now.addingTimeInterval(3600))
            #expect(again == created)
            let found = try await store.read { try $0.users.find(id) }
            #expect(found == created)
            let elsewhere = try await store.write {
                try $0.users.findOrCreate(
                    platform: "telegram", externalID: "ann", displayName: "Ann", renaming: true, now: now)
            }
            #expect(elsewhere.id != nil && elsewhere.id != id)
        }
    }

    @Test(arguments: StoreKind.available)
    func onlyTheUsersOwnNonEmptyNameRenamesThem(_ kind: StoreKind) async throws {
        try await kind.withStore { store in
            let id = try await ann(in: store).id
            let shownInGroup = try await ann(in: store, name: "Annie", renaming: false)
            #expect(shownInGroup.displayName == "Ann")
            let empty = try await ann(in: store, name: "")
            #expect(empty.displayName == "Ann")
            let renamed = try await ann(in: store, name: "Ann B.")
            #expect(renamed.displayName == "Ann B.")
            let stored = try await store.read { try $0.users.find(try #require(id)) }
            #expect(stored?.displayName == "Ann B.")
        }
    }

    @Test(arguments: StoreKind.available)
    func anUnknownIdFindsNobody(_ kind: StoreKind) async throws {
        try await kind.withStore { store in
            let id = try #require(try await ann(in: store).id)
            let nobody = try await store.read { try $0.users.find(id + 1) }
            #expect(nobody == nil)
        }
    }

    @Test(arguments: StoreKind.available)
    func updateSavesEveryFieldOfAStoredUserOnly(_ kind: StoreKind) async throws {
        try await kind.withStore { store in
            var user = try await ann(in: store)
            user.displayName = "Ann B."
            user.timeZone = "Europe/Berlin"
            user.dayStartHour = 4
            user.remindAt = nil
            let warnAt = try #require(TimeOfDay(hour: 22, minute: 30))
            user.warnAt = warnAt
            user.weekStart = .sunday
            user.tipsShown = 5
            try await store.write { [user] in try $0.users.update(user) }
            let stored = try await store.read { [user] in try $0.users.find(try #require(user.id)) }
            #expect(stored == user)
            var stranger = user
            stranger.id = try #require(user.id) + 100
            await #expect(throws: (any Error).self) {
                try await store.write { [stranger] in try $0.users.update(stranger) }
            }
        }
    }

    @Test(arguments: StoreKind.available)
    func earlierWeekStartsAreReplacedAsAWhole(_ kind: StoreKind) async throws {
        try await kind.withStore { store in
            var user = try await ann(in: store)
            let fresh = try await store.read { [user] in try $0.users.weekStarts(of: user) }
            #expect(fresh == RuleTimeline(.monday))
            user.weekStart = .saturday
            let timeline = RuleTimeline<Weekday>(
                .saturday,
                earlier: [
                    .init(.sunday, through: try day("2026-06-30")),
                    .init(.monday, through: try day("2026-03-31")),
                ])
            try await store.write { [user] tx in
                try tx.users.update(user)
                try tx.users.saveWeekStarts(timeline, of: user)
            }
            let saved = try await store.read { [user] in try $0.users.weekStarts(of: user) }
            #expect(saved == timeline)
            #expect(saved.earlier.map(\.value) == [.monday, .sunday])
            let shorter = RuleTimeline<Weekday>(
                .saturday, earlier: [.init(.tuesday, through: try day("2026-07-31"))])
            try await store.write { [user] in try $0.users.saveWeekStarts(shorter, of: user) }
            let replaced = try await store.read { [user] in try $0.users.weekStarts(of: user) }
            #expect(replaced == shorter)
        }
    }

    @Test(arguments: StoreKind.available)
    func eachTipShownIsCountedOnTheUser(_ kind: StoreKind) async throws {
        try await kind.withStore { store in
            let id = try #require(try await ann(in: store).id)
            let before = try await store.write { tx in
                try (0..<3).map { _ in try tx.users.recordTipShown(userID: id) }
            }
            #expect(before == [0, 1, 2])
            let stored = try await store.read { try $0.users.find(id) }
            #expect(stored?.tipsShown == 3)
        }
    }

    @Test(arguments: StoreKind.available)
    func aKeptReminderTimeIsReplacedReadAndTakenPerReminder(_ kind: StoreKind) async throws {
        try await kind.withStore { store in
            let id = try #require(try await ann(in: store).id)
            let (early, evening, late) = try (
                #require(TimeOfDay(hour: 7, minute: 30)), #require(TimeOfDay(hour: 20, minute: 0)),
                #require(TimeOfDay(hour: 8, minute: 15))
            )
            let nothing = try await store.read { try $0.users.keptReminderTime(of: .remind, userID: id) }
            #expect(nothing == nil)
            try await store.write { tx in
                try tx.users.keepReminderTime(early, of: .remind, userID: id)
                try tx.users.keepReminderTime(evening, of: .warn, userID: id)
                try tx.users.keepReminderTime(late, of: .remind, userID: id)
            }
            let (read, readAgain, taken, takenAgain, warn) = try await store.write { tx in
                (
                    try tx.users.keptReminderTime(of: .remind, userID: id),
                    try tx.users.keptReminderTime(of: .remind, userID: id),
                    try tx.users.takeReminderTime(of: .remind, userID: id),
                    try tx.users.takeReminderTime(of: .remind, userID: id),
                    try tx.users.keptReminderTime(of: .warn, userID: id)
                )
            }
            #expect(read == late && readAgain == read && taken == read)
            #expect(takenAgain == nil)
            #expect(warn == evening)
        }
    }

    @Test(arguments: StoreKind.available)
    func aReportedLanguageIsKeptAndAChoiceComesFirst(_ kind: StoreKind) async throws {
        try await kind.withStore { store in
            let id = try #require(try await ann(in: store).id)
            let fresh = try await store.write { try $0.users.languages(of: id, reporting: nil) }
            #expect(fresh == UserLanguages(chosen: nil, platformCode: nil))
            let reported = try await store.write { try $0.users.languages(of: id, reporting: "pt-br") }
            #expect(reported == UserLanguages(chosen: nil, platformCode: "pt-br"))
            let tooLong = String(repeating: "x", count: 36)
            let ignored = try await store.write { tx in
                try ["", tooLong].map { try tx.users.languages(of: id, reporting: $0) }
            }
            #expect(ignored == Array(repeating: UserLanguages(chosen: nil, platformCode: "pt-br"), count: 2))
            try await store.write { try $0.users.chooseLanguage(.german, for: id) }
            let chosen = try await store.write { try $0.users.languages(of: id, reporting: nil) }
            #expect(chosen == UserLanguages(chosen: .german, platformCode: "pt-br"))
            #expect(chosen.negotiated == .german)
            try await store.write { try $0.users.chooseLanguage(nil, for: id) }
            let following = try await store.write { try $0.users.languages(of: id, reporting: "ru") }
            #expect(following == UserLanguages(chosen: nil, platformCode: "ru"))
        }
    }
}
