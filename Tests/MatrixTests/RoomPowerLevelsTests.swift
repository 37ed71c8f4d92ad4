import Foundation
import Testing

@testable import Matrix

@Suite struct RoomPowerLevelsTests {
    private func content(_ json: String) throws -> PowerLevelsContent {
        try JSONDecoder().decode(PowerLevelsContent.self, from: Data(json.utf8))
    }

    @Test func missingFieldsTakeTheSpecsDefaults() throws {
        let levels = try content("{}")
        #expect(levels == PowerLevelsContent())
        #expect(
            levels.stateDefault == 50 && levels.ban == 50 && levels.invite == 0 && levels.usersDefault == 0)
    }

    @Test func stringLevelsFromOldRoomsAreRead() throws {
        let levels = try content(
            #"{"users":{"@a:x":"100","@b:x":"lots","@c:x":25},"state_default":"40","events":{"m.room.name":"10"}}"#
        )
        #expect(levels.users == ["@a:x": 100, "@c:x": 25])
        #expect(levels.stateDefault == 40)
        #expect(levels.events == ["m.room.name": 10])
    }

    @Test func moderatorsAndStateChangesFollowTheLevels() throws {
        let levels = RoomPowerLevels(
            content: try content(
                #"{"users":{"@mod:x":50,"@half:x":49},"users_default":10,"events":{"m.room.name":20,"m.room.power_levels":100},"events_default":5}"#
            ),
            creators: ["@creator:x"], creatorsArePrivileged: false)
        #expect(levels.isModerator("@mod:x"))
        #expect(!levels.isModerator("@half:x"))
        #expect(levels.level(of: "@anyone:x") == 10)
        // Before version 12 a creator has only the level the power levels give.
        #expect(levels.level(of: "@creator:x") == 10)
        #expect(levels.canSendState("@anyone:x", eventType: "m.room.name") == false)
        #expect(levels.canSendState("@half:x", eventType: "m.room.name"))
        #expect(levels.canSendState("@half:x", eventType: "m.room.topic") == false)
        #expect(levels.canSendState("@mod:x", eventType: "m.room.topic"))
        #expect(levels.canSendState("@mod:x", eventType: "m.room.power_levels") == false)
        #expect(levels.canSendMessage("@anyone:x"))
    }

    @Test func privilegedCreatorsOutrankEverything() {
        let levels = RoomPowerLevels(
            content: PowerLevelsContent(events: ["m.room.tombstone": 150]), creators: ["@c:x"],
            creatorsArePrivileged: true)
        #expect(levels.level(of: "@c:x") == .max)
        #expect(levels.canSendState("@c:x", eventType: "m.room.tombstone"))
        #expect(levels.isModerator("@c:x"))
        #expect(!levels.isModerator("@other:x"))
    }

    @Test func roomVersionsWithPrivilegedCreators() {
        #expect(CreateContent(roomVersion: "12").creatorsArePrivileged)
        #expect(CreateContent(roomVersion: "13").creatorsArePrivileged)
        #expect(CreateContent(roomVersion: "org.matrix.hydra.11").creatorsArePrivileged)
        #expect(!CreateContent(roomVersion: "11").creatorsArePrivileged)
        #expect(!CreateContent(roomVersion: nil).creatorsArePrivileged)
        #expect(!CreateContent(roomVersion: "org.example.x").creatorsArePrivileged)
    }
}
