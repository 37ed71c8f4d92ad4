import Foundation
import MatrixCrypto
import Testing

/// The account: identity keys, one-time and fallback keys, signatures of device keys.
struct OlmAccountTests {
    @Test func deviceKeysCarryAVerifiableSignature() throws {
        let account = OlmAccount()
        let keys = account.deviceKeys(userID: "@bot:example.org", deviceID: "BOTDEVICE")
        #expect(keys["keys"]?["curve25519:BOTDEVICE"] == .string(account.curve25519Key.base64))
        #expect(keys["keys"]?["ed25519:BOTDEVICE"] == .string(account.ed25519Key.base64))
        guard case .string(let signature)? = keys["signatures"]?["@bot:example.org"]?["ed25519:BOTDEVICE"]
        else {
            Issue.record("no signature")
            return
        }
        #expect(account.ed25519Key.isValidSignature(signature, forJSON: keys))
        guard case .object(var altered) = keys else { return }
        altered["device_id"] = .string("OTHER")
        #expect(!account.ed25519Key.isValidSignature(signature, forJSON: .object(altered)))
        #expect(!OlmAccount().ed25519Key.isValidSignature(signature, forJSON: keys))
    }

    @Test func oneTimeKeysArePublishedOnceAndSigned() {
        var account = OlmAccount()
        account.generateOneTimeKeys(5)
        #expect(account.unpublishedOneTimeKeys.count == 5)
        let signed = account.signedOneTimeKeys(userID: "@bot:example.org", deviceID: "D")
        #expect(signed.count == 5)
        for (name, object) in signed {
            #expect(name.hasPrefix("signed_curve25519:"))
            guard case .string(let signature)? = object["signatures"]?["@bot:example.org"]?["ed25519:D"]
            else {
                Issue.record("unsigned key \(name)")
                continue
            }
            #expect(account.ed25519Key.isValidSignature(signature, forJSON: object))
        }
        account.markKeysAsPublished()
        #expect(account.unpublishedOneTimeKeys.isEmpty)
        #expect(account.oneTimeKeyCount == 5)
        account.generateOneTimeKeys(2)
        #expect(account.unpublishedOneTimeKeys.count == 2)
    }

    @Test func oldestOneTimeKeysAreDroppedPastTheLimit() {
        var account = OlmAccount()
        account.generateOneTimeKeys(OlmAccount.maxOneTimeKeys)
        let first = Set(account.unpublishedOneTimeKeys.keys)
        account.generateOneTimeKeys(3)
        #expect(account.oneTimeKeyCount == OlmAccount.maxOneTimeKeys)
        #expect(first.subtracting(account.unpublishedOneTimeKeys.keys).count == 3)
    }

    @Test func fallbackKeyIsMarkedAndSigned() {
        var account = OlmAccount()
        account.generateFallbackKey()
        let signed = account.signedFallbackKeys(userID: "@u:x", deviceID: "D")
        #expect(signed.count == 1)
        #expect(signed.values.first?["fallback"] == .bool(true))
        account.markKeysAsPublished()
        #expect(account.unpublishedFallbackKey.isEmpty)
    }

    @Test func descriptionsShowNoSecret() throws {
        var account = OlmAccount()
        account.generateOneTimeKeys(1)
        let state = try JSONSerialization.jsonObject(with: account.serialized()) as? [String: Any]
        let secretField = try #require((state?["state"] as? [String: Any])?["identity"] as? [String: Any])
        let secret = try #require(secretField["secret"] as? String)
        for text in [
            String(describing: account), String(reflecting: account),
            {
                var out = ""
                dump(account, to: &out)
                return out
            }(),
        ] {
            #expect(!text.contains(secret))
        }
    }
}
