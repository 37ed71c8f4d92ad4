import Testing

@testable import HTTPClient

@Suite struct SecretRedactionTests {
    private let url = "https://api.telegram.org/bot123456:AAHsecretTokenValue0123456789abcdef/getUpdates"

    @Test func originKeepsSchemeAndHostOnly() {
        #expect(SecretRedaction.origin(of: url) == "https://api.telegram.org")
        #expect(SecretRedaction.origin(of: "http://user:pw@127.0.0.1:8080/x?y") == "http://127.0.0.1:8080")
        #expect(SecretRedaction.origin(of: "no scheme") == "<url>")
    }

    @Test func redactRemovesURLPathAndTokens() {
        let messages = [
            "Failed for \(url)",
            "path was /bot123456:AAHsecretTokenValue0123456789abcdef/getUpdates",
            "token 123456:AAHsecretTokenValue0123456789abcdef leaked",
            "normalized HTTPS://API.TELEGRAM.ORG/bot123456:AAHsecretTokenValue0123456789abcdef/x",
        ]
        for message in messages {
            let redacted = SecretRedaction.redact(message, url: url)
            #expect(!redacted.contains("secret"), "\(redacted)")
        }
        #expect(
            SecretRedaction.redact("Could not resolve host: example.org", url: url)
                == "Could not resolve host: example.org")
    }

    @Test func requestDescriptionHidesThePath() {
        let request = HTTPRequest(method: .post, url: url)
        #expect(request.description == "POST https://api.telegram.org/…")
    }
}
