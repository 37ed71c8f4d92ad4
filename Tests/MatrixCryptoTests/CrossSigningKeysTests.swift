import Foundation
import MatrixCrypto
import Testing

/// The cross-signing keys' objects as `/keys/device_signing/upload` and
/// `/keys/signatures/upload` take them, with signatures other clients can check.
struct CrossSigningKeysTests {
    let user = "@bot:example.org"

    @Test func theUploadHasThreeKeysTheSubkeysSignedByTheMaster() throws {
        let keys = CrossSigningKeys()
        let body = keys.uploadBody(userID: user)
        let expected: [(String, String, Ed25519PublicKey)] = [
            ("master_key", "master", keys.masterKey),
            ("self_signing_key", "self_signing", keys.selfSigningKey),
            ("user_signing_key", "user_signing", keys.userSigningKey),
        ]
        for (name, usage, key) in expected {
            let object = try #require(body[name], "\(name) missing")
            #expect(object["user_id"] == .string(user))
            #expect(object["usage"] == .array([.string(usage)]))
            #expect(object["keys"] == .object(["ed25519:\(key.base64)": .string(key.base64)]))
        }
        #expect(body["master_key"]?["signatures"] == nil)
        let masterID = CrossSigningKeys.keyID(keys.masterKey)
        for name in ["self_signing_key", "user_signing_key"] {
            let object = try #require(body[name])
            guard case .string(let signature)? = object["signatures"]?[user]?[masterID] else {
                Issue.record("\(name) is not signed by the master key: \(object.text)")
                continue
            }
            #expect(keys.masterKey.isValidSignature(signature, forJSON: object))
            #expect(!keys.selfSigningKey.isValidSignature(signature, forJSON: object))
        }
        // The three keys differ.
        #expect(Set([keys.masterKey, keys.selfSigningKey, keys.userSigningKey]).count == 3)
    }

    @Test func aDeviceIsSignedByTheSelfSigningKeyKeepingItsOwnSignature() throws {
        let keys = CrossSigningKeys()
        let account = OlmAccount()
        let device = account.deviceKeys(userID: user, deviceID: "BOTDEVICE")
        let signed = keys.signingDevice(device, userID: user)
        #expect(signed.withoutSignatures == device.withoutSignatures)
        guard
            case .string(let crossSignature)? = signed["signatures"]?[user]?[
                CrossSigningKeys.keyID(keys.selfSigningKey)],
            case .string(let ownSignature)? = signed["signatures"]?[user]?["ed25519:BOTDEVICE"]
        else {
            Issue.record("a signature is missing: \(signed.text)")
            return
        }
        #expect(keys.selfSigningKey.isValidSignature(crossSignature, forJSON: signed))
        #expect(!keys.masterKey.isValidSignature(crossSignature, forJSON: signed))
        #expect(account.ed25519Key.isValidSignature(ownSignature, forJSON: signed))
    }

    @Test func theKeysSurviveSerialization() throws {
        let keys = CrossSigningKeys()
        let restored = try CrossSigningKeys(serialized: keys.serialized())
        #expect(restored == keys)
        #expect(
            restored.uploadBody(userID: user)["self_signing_key"]
                == keys.uploadBody(userID: user)["self_signing_key"])
        #expect(throws: StateError.wrongKind(expected: "cross_signing_keys")) {
            try CrossSigningKeys(serialized: OlmAccount().serialized())
        }
    }
}
