import Foundation
import Testing

@testable import MatrixCrypto

/// The Matrix specification's signing vectors (appendices, "Cryptographic test vectors": the
/// signing key `ed25519:1` of server `domain`, from the seed below), signed through our
/// canonical JSON and Ed25519 key handling.
struct SpecVectorTests {
    static let seed = "YJDBA9Xnr2sVqXD9Vj7XVUnmFZcZrlw8Md7kMW+3XA1"
    static let vectors: [(json: String, signature: String)] = [
        ("{}", "K8280/U9SSy9IVtjBuVeLr+HpOB4BQFWbg+UZaADMtTdGYI7Geitb76LTrr5QV/7Xg4ahLwYGYZzuHGZKM5ZAQ"),
        (
            #"{"two": "Two", "one": 1}"#,
            "KqmLSbO39/Bzb0QIYE82zqLwsA+PDzYIpIRA2sRQ4sL53+sN6/fpNSoqE7BP7vBZhG6kYdD13EIMJpvhJI+6Bw"
        ),
    ]

    @Test(arguments: vectors.indices)
    func theSpecsSigningVectorIsReproduced(index: Int) throws {
        let vector = Self.vectors[index]
        let key = Ed25519KeyPair(secret: SecretBytes(try UnpaddedBase64.decode(Self.seed)))
        let json = try JSONDecoder().decode(CanonicalJSON.self, from: Data(vector.json.utf8))
        #expect(UnpaddedBase64.encode(key.sign(json.withoutSignatures.encoded)) == vector.signature)
        #expect(key.publicKey.isValidSignature(vector.signature, forJSON: json))
    }
}
