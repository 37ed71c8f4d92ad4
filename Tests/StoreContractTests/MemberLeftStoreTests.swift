import Foundation
import TestSupport
import Testing
import TrackerCore
import TrackerStore

/// Users found and renamed by their platform identity (``UserStore``), and the names members
/// showed in a group they left (``GroupStore``), on each store.
@Suite struct MemberLeftStoreTests {
    let group = ChatAddress(platform: "matrix", id: "!group")

    @Test(arguments: StoreKind.available)
    func aUserIsFoundAndRenamedByTheirPlatformIdentity(_ kind: StoreKind) async throws {
        try await kind.withRows { rows in
            try rows.user("@ann:hs", of: "matrix", named: "Ann")
            try rows.user("@ann:hs", of: "telegram", named: "Other Ann")
            try await rows.store.write { tx throws in
                #expect(try tx.users.find(platform: "matrix", externalID: "@ann:hs")?.displayName == "Ann")
                #expect(try tx.users.find(platform: "matrix", externalID: "@bob:hs") == nil)
                try tx.users.rename(platform: "matrix", externalID: "@ann:hs", to: "Annie")
                // An empty name, or someone never seen, changes nothing.
                try tx.users.rename(platform: "matrix", externalID: "@ann:hs", to: "")
                try tx.users.rename(platform: "matrix", externalID: "@bob:hs", to: "Bob")
            }
            try await rows.store.read { tx throws in
                #expect(try tx.users.find(platform: "matrix", externalID: "@ann:hs")?.displayName == "Annie")
                #expect(
                    try tx.users.find(platform: "telegram", externalID: "@ann:hs")?.displayName == "Other Ann"
                )
                #expect(try tx.users.find(platform: "matrix", externalID: "@bob:hs") == nil)
            }
        }
    }

    @Test(arguments: StoreKind.available)
    func aMemberWhoLeftHasTheirNameThereForgottenOnly(_ kind: StoreKind) async throws {
        try await kind.withRows { rows in
            try rows.user("@ann:hs", of: "matrix", named: "Ann")
            try rows.user("@bob:hs", of: "matrix", named: "Bob")
            for (user, chat) in [("@ann:hs", "!group"), ("@ann:hs", "!other"), ("@bob:hs", "!group")] {
                try rows.execute(
                    """
                    INSERT INTO "memberName" ("platform", "chatID", "userID", "name")
                    SELECT 'matrix', '\(chat)', "id", 'name' FROM "user" WHERE "externalID" = '\(user)'
                    """)
            }
            try await rows.store.write { tx in try tx.groups.forgetMemberName(of: "@ann:hs", in: group) }
            let left = try rows.integer(
                #"SELECT COUNT(*) FROM "memberName" JOIN "user" ON "user"."id" = "memberName"."userID" WHERE "externalID" = '@ann:hs'"#
            )
            #expect(left == 1)
            #expect(try rows.integer(#"SELECT COUNT(*) FROM "memberName" WHERE "chatID" = '!group'"#) == 1)
        }
    }
}
