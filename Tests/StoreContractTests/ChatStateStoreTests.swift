import Foundation
import TestSupport
import Testing
import TrackerCore
import TrackerStore

/// What every store promises of whether the bot may write to a chat, and of moving a chat.
@Suite struct ChatStateStoreTests {
    typealias F = GroupFixture
    let old = GroupFixture.group
    let new = ChatAddress(platform: "telegram", id: "-1001")

    @Test(arguments: StoreKind.available)
    func aChatNeverRecordedIsActiveAndARecordedOneAsLastSet(_ kind: StoreKind) async throws {
        try await kind.withStore { store in
            let unknown = try await store.read { try $0.chats.isActive(old) }
            #expect(unknown)
            try await store.write { try $0.chats.setActive(false, old, at: F.now) }
            let blocked = try await store.read { tx in
                (try tx.chats.isActive(old), try tx.chats.isActive(new))
            }
            #expect(blocked == (false, true))
            try await store.write { try $0.chats.setActive(true, old, at: F.now.addingTimeInterval(60)) }
            let back = try await store.read { try $0.chats.isActive(old) }
            #expect(back)
        }
    }

    @Test(arguments: StoreKind.available)
    func aMoveTakesTheChatsStateGroupAndPendingMessagesAlong(_ kind: StoreKind) async throws {
        try await kind.withStore { store in
            let other = F.otherGroup
            let setup = try await store.write { tx in
                let ann = try F.user("1", "Ann", in: tx)
                var group = try tx.groups.findOrCreateGroup(old, now: F.now)
                group.timeZone = "Europe/Berlin"
                try tx.groups.update(group)
                try tx.groups.chooseLanguage(.german, for: old, now: F.now)
                var ended = try F.challenge(in: old, startedBy: ann.id, in: tx)
                ended.endedOn = F.march(6)
                try tx.groups.update(ended)
                let challenge = try F.challenge(in: old, startedBy: ann.id, in: tx)
                try F.join(ann, challenge, on: F.march(7), order: 1, in: tx)
                try tx.groups.setMentions(true, userID: ann.id!, in: old)
                try tx.groups.recordMemberName("Annie", of: "1", in: old)
                try tx.chats.setActive(false, old, at: F.now)
                let sent = try tx.outbox.enqueue(
                    Outgoing(chat: old, reply: Reply("sent")), userExternalID: nil, at: F.now)
                try tx.outbox.markSent(sent, messageID: "7")
                let pending = try ["first", "second"].map {
                    try tx.outbox.enqueue(
                        Outgoing(chat: old, reply: Reply($0)), userExternalID: nil, at: F.now)
                }
                let elsewhere = try tx.outbox.enqueue(
                    Outgoing(chat: other, reply: Reply("elsewhere")), userExternalID: nil, at: F.now)
                return (
                    ann: ann, group: group, ended: ended, challenge: challenge, sent: sent, pending: pending,
                    elsewhere: elsewhere
                )
            }
            try await store.write { try $0.chats.move(old, to: new, at: F.now.addingTimeInterval(60)) }

            let state = try await store.read { tx in (try tx.chats.isActive(old), try tx.chats.isActive(new))
            }
            #expect(state == (true, false), "the state moved; nothing is left under the old address")

            let group = try await store.read { tx in
                (try tx.groups.group(old), try tx.groups.group(new), try tx.groups.language(of: new))
            }
            #expect(group.0 == nil)
            var movedGroup = setup.group
            movedGroup.chatID = new.id
            #expect(group.1 == movedGroup)
            #expect(group.2 == .german)

            let challenges = try await store.read { tx in
                (
                    try tx.groups.running(in: new), try tx.groups.lastEnded(in: new),
                    try tx.groups.running(in: old),
                    try tx.groups.challenge(setup.ended.id!, in: old)
                )
            }
            let running = try #require(challenges.0)
            #expect(running.id == setup.challenge.id)
            #expect(running.chat == new)
            #expect(challenges.1?.id == setup.ended.id)
            #expect(challenges.2 == nil)
            #expect(challenges.3 == nil)

            let members = try await store.read { tx in
                (
                    try tx.groups.member(setup.ann.id!, of: running),
                    try tx.groups.hasMentionableMembers(of: running),
                    try tx.groups.memberNames(of: running),
                    try tx.groups.memberName(of: setup.ann.id!, in: old)
                )
            }
            #expect(members.0?.habitID != nil)
            #expect(members.1)
            #expect(members.2 == ["Annie"])
            #expect(members.3 == "Ann", "no name is left under the old address")

            let messages = try await store.read { tx in
                try (setup.pending + [setup.sent, setup.elsewhere]).map { try tx.outbox.outgoing($0)?.chat }
            }
            #expect(
                messages == [new, new, old, other],
                "pending messages keep their ids; a sent one stays as sent")
        }
    }

    @Test(arguments: StoreKind.available)
    func whatTheNewAddressGatheredGivesWayToTheMovedGroup(_ kind: StoreKind) async throws {
        try await kind.withStore { store in
            let ann = try await store.write { tx in
                let ann = try F.user("1", "Ann", in: tx)
                try tx.groups.chooseLanguage(.german, for: old, now: F.now)
                try tx.groups.recordMemberName("Annie", of: "1", in: old)
                try tx.groups.chooseLanguage(.spanish, for: new, now: F.now.addingTimeInterval(30))
                try tx.groups.recordMemberName("Ann in the supergroup", of: "1", in: new)
                _ = try F.challenge(in: new, startedBy: ann.id, in: tx)
                return ann
            }
            try await store.write { try $0.chats.move(old, to: new, at: F.now.addingTimeInterval(60)) }
            let moved = try await store.read { tx in
                (
                    try tx.groups.group(new), try tx.groups.language(of: new), try tx.groups.running(in: new),
                    try tx.groups.memberName(of: ann.id!, in: new)
                )
            }
            #expect(moved.0 == GroupChat(chat: new, createdAt: F.now))
            #expect(moved.1 == .german)
            #expect(moved.2 == nil, "the new address's own challenge went with its settings")
            #expect(moved.3 == "Annie")
        }
    }

    @Test(arguments: StoreKind.available)
    func movingAChatNeverRecordedRecordsTheNewOneAsActive(_ kind: StoreKind) async throws {
        try await kind.withStore { store in
            try await store.write { try $0.chats.setActive(false, new, at: F.now) }
            try await store.write { try $0.chats.move(old, to: new, at: F.now.addingTimeInterval(60)) }
            let state = try await store.read { tx in (try tx.chats.isActive(old), try tx.chats.isActive(new))
            }
            #expect(state == (true, true))
        }
    }

    @Test(arguments: StoreKind.available)
    func aMoveInAWriteThatFailsLeavesEverythingWhereItWas(_ kind: StoreKind) async throws {
        try await kind.withStore { store in
            struct Undone: Error {}
            let message = try await store.write { tx in
                try tx.groups.chooseLanguage(.german, for: old, now: F.now)
                try tx.chats.setActive(false, old, at: F.now)
                return try tx.outbox.enqueue(
                    Outgoing(chat: old, reply: Reply("hi")), userExternalID: nil, at: F.now)
            }
            await #expect(throws: Undone.self) {
                try await store.write { tx in
                    try tx.chats.move(old, to: new, at: F.now.addingTimeInterval(60))
                    throw Undone()
                }
            }
            let after = try await store.read { tx in
                (
                    try tx.chats.isActive(old), try tx.chats.isActive(new), try tx.groups.language(of: old),
                    try tx.groups.group(new), try tx.outbox.outgoing(message)?.chat
                )
            }
            #expect(after.0 == false)
            #expect(after.1 == true)
            #expect(after.2 == .german)
            #expect(after.3 == nil)
            #expect(after.4 == old)
        }
    }

    @Test(arguments: StoreKind.available)
    func aChatWithNoGroupMovesWithoutCreatingOne(_ kind: StoreKind) async throws {
        try await kind.withStore { store in
            try await store.write { tx in
                _ = try F.user("1", "Ann", in: tx)
                try tx.chats.setActive(true, old, at: F.now)
            }
            try await store.write { try $0.chats.move(old, to: new, at: F.now.addingTimeInterval(60)) }
            let groups = try await store.read { tx in (try tx.groups.group(old), try tx.groups.group(new)) }
            #expect(groups.0 == nil)
            #expect(groups.1 == nil)
        }
    }
}
