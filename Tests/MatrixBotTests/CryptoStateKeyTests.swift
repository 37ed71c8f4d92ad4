import Foundation
import MatrixBot
import TestSupport
import Testing

/// The key that seals the Matrix encryption state at rest.
@Suite struct CryptoStateKeyTests {
    @Test func theKeyFileIsMadeOncePrivateAndReadBack() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let folder = directory.file("files")
        let first = try CryptoStateKey.load(base64: nil, folder: folder)
        let path = URL(fileURLWithPath: folder).appendingPathComponent(CryptoStateKey.fileName).path
        let attributes = try FileManager.default.attributesOfItem(atPath: path)
        #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o600)
        let sealed = try first.seal(Data("secret ratchet".utf8))
        #expect(sealed.range(of: Data("secret".utf8)) == nil)
        let again = try CryptoStateKey.load(base64: nil, folder: folder)
        #expect(try again.open(sealed) == Data("secret ratchet".utf8))
    }

    @Test func anotherKeyOrAlteredBytesDoNotOpen() throws {
        let key = try CryptoStateKey(bytes: Data(repeating: 1, count: 32))
        let other = try CryptoStateKey(base64: Data(repeating: 2, count: 32).base64EncodedString())
        var sealed = try key.seal(Data("state".utf8))
        #expect(throws: CryptoStateKeyError.cannotOpen) { try other.open(sealed) }
        sealed[sealed.count - 1] ^= 1
        #expect(throws: CryptoStateKeyError.cannotOpen) { try key.open(sealed) }
        #expect(throws: CryptoStateKeyError.badKey(CryptoStateKey.environmentVariable)) {
            try CryptoStateKey(base64: "c2hvcnQ=")
        }
    }
}
