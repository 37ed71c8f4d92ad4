import Foundation
import TestSupport
import Testing
import TrackerCore
import TrackerStore

/// What every store promises of a group's settings, challenges, members, mentions and names.
@Suite struct GroupStoreTests {
    typealias F = GroupFixture

    @Test(arguments: StoreKind.available)
    func aGroupIsStoredWithDefaultsOnFirstUseAndKeptAfter(_ kind: StoreKind) async throws {
        try await kind.withStore { store in
            let before = try await store.read { try $0.groups.group(F.group) }
            #expect(before == nil)
            let created = try await store.write { try $0.groups.findOrCreateGroup(F.group, now: F.now) }
            #expect(created == GroupChat(chat: F.group, createdAt: F.now))
            let later = F.now.addingTimeInterval(3600)
            let again = try await store.write { try $0.groups.findOrCreateGroup(F.group, now: later) }
            let read = try await store.read { try $0.groups.group(F.group) }
            #expect(again == created)
            #expect(read == created)
            let other = try await store.read { try $0.groups.group(F.otherGroup) }
            #expect(other == nil)
        }
    }

    @Test(arguments: StoreKind.available)
    func updateSavesEverySettingAndFailsForAGroupNotStored(_ kind: StoreKind) async throws {
        try await kind.withStore { store in
            var group = try await store.write { try $0.groups.findOrCreateGroup(F.group, now: F.now) }
            group.timeZone = "Europe/Berlin"
            group.summaryAt = TimeOfDay(hour: 7, minute: 30)!
            try await store.write { [group] in try $0.groups.update(group) }
            let read = try await store.read { try $0.groups.group(F.group) }
            #expect(read == group)
            await #expect(throws: (any Error).self) {
                try await store.write {
                    try $0.groups.update(GroupChat(chat: F.otherGroup, createdAt: F.now))
                }
            }
            let stillMissing = try await store.read { try $0.groups.group(F.otherGroup) }
            #expect(stillMissing == nil)
        }
    }

    @Test(arguments: StoreKind.available)
    func aChosenLanguageIsKeptAndCanBeTakenBack(_ kind: StoreKind) async throws {
        try await kind.withStore { store in
            let none = try await store.read { try $0.groups.language(of: F.group) }
            #expect(none == nil)
            try await store.write { try $0.groups.chooseLanguage(.german, for: F.group, now: F.now) }
            let chosen = try await store.read { tx in
                (
                    try tx.groups.language(of: F.group), try tx.groups.language(of: F.otherGroup),
                    try tx.groups.group(F.group)
                )
            }
            #expect(chosen.0 == .german)
            #expect(chosen.1 == nil)
            #expect(chosen.2 == GroupChat(chat: F.group, createdAt: F.now))
            var group = try #require(chosen.2)
            group.timeZone = "Asia/Tokyo"
            try await store.write { [group] in try $0.groups.update(group) }
            let afterUpdate = try await store.read { try $0.groups.language(of: F.group) }
            #expect(afterUpdate == .german)
            try await store.write { try $0.groups.chooseLanguage(nil, for: F.group, now: F.now) }
            let takenBack = try await store.read { tx in
                (try tx.groups.language(of: F.group), try tx.groups.group(F.group))
            }
            #expect(takenBack.0 == nil)
            #expect(takenBack.1?.timeZone == "Asia/Tokyo")
        }
    }

    @Test(arguments: StoreKind.available)
    func challengesAreFoundRunningLastEndedOrByIdInTheirGroupOnly(_ kind: StoreKind) async throws {
        try await kind.withStore { store in
            let (first, second) = try await store.write { tx in
                let ann = try F.user("1", "Ann", in: tx)
                let first = try F.challenge(in: F.group, startedBy: ann.id, in: tx)
                var ended = first
                ended.endedOn = F.march(8)
                ended.announcementOutboxID = 42
                try tx.groups.update(ended)
                let second = try F.challenge(in: F.group, startedBy: nil, in: tx)
                return (ended, second)
            }
            #expect(first.id != nil && second.id != nil && first.id != second.id)
            let found = try await store.read { tx in
                (
                    try tx.groups.running(in: F.group), try tx.groups.lastEnded(in: F.group),
                    try tx.groups.challenge(first.id!, in: F.group),
                    try tx.groups.challenge(first.id!, in: F.otherGroup),
                    try tx.groups.running(in: F.otherGroup)
                )
            }
            #expect(found.0 == second)
            #expect(found.1 == first)
            #expect(found.2 == first && first.announcementOutboxID == 42)
            #expect(found.3 == nil)
            #expect(found.4 == nil)

            try await store.write { tx in
                var ended = second
                ended.endedOn = F.march(8)
                try tx.groups.update(ended)
            }
            let afterBothEnded = try await store.read { tx in
                (try tx.groups.running(in: F.group), try tx.groups.lastEnded(in: F.group))
            }
            #expect(afterBothEnded.0 == nil)
            #expect(afterBothEnded.1?.id == second.id, "the same end day: the later challenge")

            let missing = Challenge(
                id: 9_999, chat: F.group, habitName: "Run", startedOn: F.march(5), startedBy: nil,
                createdAt: F.now)
            await #expect(throws: (any Error).self) {
                try await store.write { try $0.groups.update(missing) }
            }
        }
    }

    @Test(arguments: StoreKind.available)
    func aMemberJoinsOnceAndLeavesWithTheirHabitKept(_ kind: StoreKind) async throws {
        try await kind.withStore { store in
            let (ann, challenge, habit) = try await store.write { tx in
                let ann = try F.user("1", "Ann", in: tx)
                let challenge = try F.challenge(in: F.group, startedBy: ann.id, in: tx)
                let habit = try F.join(ann, challenge, on: F.march(6), order: 1, in: tx)
                return (ann, challenge, habit)
            }
            let member = try await store.read { try $0.groups.member(ann.id!, of: challenge) }
            #expect(
                member
                    == ChallengeMember(
                        challengeID: challenge.id!, userID: ann.id!, habitID: habit.id!, joinedOn: F.march(6),
                        joinedAt: F.now.addingTimeInterval(1)))
            await #expect(throws: (any Error).self) {
                try await store.write { try $0.groups.insert(member!) }
            }
            try await store.write { try $0.groups.removeMember(ann.id!, fromChallenge: challenge.id!) }
            let after = try await store.read { tx in
                (try tx.groups.member(ann.id!, of: challenge), try tx.habits.find(habit.id!, of: ann.id!))
            }
            #expect(after.0 == nil)
            #expect(after.1 == habit)
        }
    }

    @Test(arguments: StoreKind.available)
    func mentionsCountOnlyForTheChallengesGroupAndMembers(_ kind: StoreKind) async throws {
        try await kind.withStore { store in
            let (ann, ben, challenge) = try await store.write { tx in
                let ann = try F.user("1", "Ann", in: tx)
                let ben = try F.user("2", "Ben", in: tx)
                let challenge = try F.challenge(in: F.group, startedBy: ann.id, in: tx)
                _ = try tx.groups.findOrCreateGroup(F.otherGroup, now: F.now)
                try F.join(ann, challenge, on: F.march(5), order: 1, in: tx)
                return (ann, ben, challenge)
            }
            let none = try await store.read { try $0.groups.hasMentionableMembers(of: challenge) }
            #expect(!none)
            try await store.write { tx in
                try tx.groups.setMentions(true, userID: ann.id!, in: F.otherGroup)
                try tx.groups.setMentions(true, userID: ben.id!, in: F.group)
            }
            let notMembersHere = try await store.read { try $0.groups.hasMentionableMembers(of: challenge) }
            #expect(!notMembersHere, "Ann allows it elsewhere only; Ben is no member")
            try await store.write { tx in
                try tx.groups.setMentions(true, userID: ann.id!, in: F.group)
                try tx.groups.setMentions(true, userID: ann.id!, in: F.group)
            }
            let allowed = try await store.read { try $0.groups.hasMentionableMembers(of: challenge) }
            #expect(allowed)
            try await store.write { try $0.groups.setMentions(false, userID: ann.id!, in: F.group) }
            let withdrawn = try await store.read { try $0.groups.hasMentionableMembers(of: challenge) }
            #expect(!withdrawn)
        }
    }

    @Test(arguments: StoreKind.available)
    func membersShowTheNameTheGroupShowedElseTheirOwnInJoiningOrder(_ kind: StoreKind) async throws {
        try await kind.withStore { store in
            let (ann, ben, challenge) = try await store.write { tx in
                let ann = try F.user("1", "Ann", in: tx)
                let ben = try F.user("2", "Ben", in: tx)
                let cy = try F.user("3", "Cy", in: tx)
                let challenge = try F.challenge(in: F.group, startedBy: ann.id, in: tx)
                try F.join(cy, challenge, on: F.march(7), order: 3, in: tx)
                try F.join(ann, challenge, on: F.march(5), order: 1, in: tx)
                try F.join(ben, challenge, on: F.march(6), order: 2, in: tx)
                try tx.groups.recordMemberName("Annie", of: "1", in: F.group)
                try tx.groups.recordMemberName("Benjamin", of: "2", in: F.group)
                try tx.groups.recordMemberName("Benny", of: "2", in: F.group)
                try tx.groups.recordMemberName("", of: "3", in: F.group)
                try tx.groups.recordMemberName("Ghost", of: "99", in: F.group)
                try tx.groups.recordMemberName("Annette", of: "1", in: F.otherGroup)
                return (ann, ben, challenge)
            }
            let names = try await store.read { tx in
                (
                    try tx.groups.memberNames(of: challenge),
                    try tx.groups.memberName(of: ann.id!, in: F.group),
                    try tx.groups.memberName(of: ann.id!, in: F.otherGroup),
                    try tx.groups.memberName(of: ben.id!, in: F.otherGroup),
                    try tx.groups.memberName(of: 9_999, in: F.group)
                )
            }
            #expect(names.0 == ["Annie", "Benny", "Cy"])
            #expect(names.1 == "Annie")
            #expect(names.2 == "Annette")
            #expect(names.3 == "Ben")
            #expect(names.4 == nil)
        }
    }
}
