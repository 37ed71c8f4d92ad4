import Foundation
import MatrixCrypto
import Testing

/// The client-server spec's canonical JSON examples (appendix, "Canonical JSON").
struct CanonicalJSONTests {
    static let specExamples: [(input: String, canonical: String)] = [
        ("{}", "{}"),
        (#"{"one": 1, "two": "Two"}"#, #"{"one":1,"two":"Two"}"#),
        (#"{"b": "2", "a": "1"}"#, #"{"a":"1","b":"2"}"#),
        (
            #"{"auth": {"success": true, "mxid": "@john.doe:example.com", "profile": {"display_name": "John Doe", "three_pids": [{"medium": "email", "address": "john.doe@example.org"}, {"medium": "msisdn", "address": "123456789"}]}}}"#,
            #"{"auth":{"mxid":"@john.doe:example.com","profile":{"display_name":"John Doe","three_pids":[{"address":"john.doe@example.org","medium":"email"},{"address":"123456789","medium":"msisdn"}]},"success":true}}"#
        ),
        (#"{"a": "日本語"}"#, #"{"a":"日本語"}"#),
        (#"{"本": 2, "日": 1}"#, #"{"日":1,"本":2}"#),
        (#"{"a": "\u65E5"}"#, #"{"a":"日"}"#),
        (#"{"a": null}"#, #"{"a":null}"#),
        (#"{"a": -0, "b": 1e10}"#, #"{"a":0,"b":10000000000}"#),
    ]

    @Test(arguments: specExamples.indices)
    func specExampleEncodesCanonically(index: Int) throws {
        let example = Self.specExamples[index]
        let value = try JSONDecoder().decode(CanonicalJSON.self, from: Data(example.input.utf8))
        #expect(value.text == example.canonical)
    }

    @Test func controlCharactersUseTheShortestEscape() {
        let value = CanonicalJSON.object(["k": .string("a\"b\\c\n\u{01}\u{1F}é")])
        #expect(value.text == #"{"k":"a\"b\\c\n\u0001\u001fé"}"#)
    }

    @Test func aFractionIsRefused() {
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(CanonicalJSON.self, from: Data(#"{"a":1.5}"#.utf8))
        }
    }

    @Test func signingLeavesOutSignaturesAndUnsigned() {
        let value = CanonicalJSON.object([
            "a": .integer(1), "signatures": .object([:]), "unsigned": .object(["age": .integer(3)]),
        ])
        #expect(value.withoutSignatures.text == #"{"a":1}"#)
    }

    @Test func unpaddedBase64RoundTripsEveryLength() throws {
        for length in 0..<8 {
            let bytes = Data((0..<length).map { UInt8($0 * 37 & 0xFF) })
            let text = UnpaddedBase64.encode(bytes)
            #expect(!text.hasSuffix("="))
            #expect(try UnpaddedBase64.decode(text) == bytes)
        }
        #expect(throws: DecodeError.invalidBase64) { try UnpaddedBase64.decode("abcde") }
        #expect(throws: DecodeError.invalidBase64) { try UnpaddedBase64.decode("ab!d") }
    }
}
