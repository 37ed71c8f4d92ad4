import Foundation
import Matrix
import Testing

@testable import FuzzTargets

/// The `encrypted` target: its seeds reach the end of decryption, and neither they nor
/// damaged copies of them trap.
struct EncryptedTargetTests {
    let seeds = FuzzInputReplayTests.fuzzFolder.appendingPathComponent("corpus/encrypted")

    func seed(_ name: String) throws -> Data {
        try Data(contentsOf: seeds.appendingPathComponent(name))
    }

    @Test func aRoomKeySeedIsSharedOverOlmAndOpensTheRoomEventItKeys() throws {
        let fixed = try #require(EncryptedFuzzState.shared)
        let sync = try #require(fixed.sync(for: try seed("room-key.bin")))
        let opened = try fixed.reader.read(sync)
        // The payload is a room key for this room: it decrypts over Megolm with the key it
        // carried over Olm, so every check on the way ran.
        let event = try #require(opened.rooms.join[EncryptedFuzzState.room]?.timeline.events.first)
        #expect(event.type == "m.room_key")
    }

    @Test func aMegolmCiphertextOfTheKeptSessionOpens() throws {
        let fixed = try #require(EncryptedFuzzState.shared)
        var session = fixed.kept
        let payload =
            #"{"type":"m.room.message","room_id":"!room:example.org","content":{"msgtype":"m.text","body":"!start"}}"#
        let ciphertext = session.encrypt(Data(payload.utf8)).base64
        let sync = try #require(fixed.sync(for: Data([2]) + Data(ciphertext.utf8)))
        let event = try fixed.reader.read(sync).rooms.join[EncryptedFuzzState.room]?.timeline.events.first
        #expect(event?.message?.body == "!start")
    }

    /// Every seed cut short at each length, and with each byte in turn flipped.
    @Test func damagedSeedsAreHandled() throws {
        let target = try #require(FuzzTarget.named("encrypted"))
        let names = try FileManager.default.contentsOfDirectory(atPath: seeds.path).sorted()
        #expect(names.count >= 5)
        for name in names {
            let data = try seed(name)
            for length in stride(from: 0, through: data.count, by: max(1, data.count / 40)) {
                target.run(data.prefix(length))
            }
            for offset in stride(from: 1, to: data.count, by: max(1, data.count / 40)) {
                var damaged = data
                damaged[offset] ^= 0x5A
                target.run(damaged)
            }
        }
    }
}
