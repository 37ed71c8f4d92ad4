import Logging

/// Wraps a log handler and replaces secrets (bot tokens, a password) wherever they appear in
/// a message or its metadata, as a last line of defence: no code path should log them anyway.
struct RedactingLogHandler: LogHandler {
    var wrapped: any LogHandler
    let secrets: [String]

    var logLevel: Logger.Level {
        get { wrapped.logLevel }
        set { wrapped.logLevel = newValue }
    }

    var metadata: Logger.Metadata {
        get { wrapped.metadata }
        set { wrapped.metadata = newValue }
    }

    subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { wrapped[metadataKey: key] }
        set { wrapped[metadataKey: key] = newValue }
    }

    func log(event: LogEvent) {
        var event = event
        event.message = "\(redact(event.message.description))"
        event.metadata = event.metadata?.mapValues { .string(redact($0.description)) }
        wrapped.log(event: event)
    }

    private func redact(_ text: String) -> String {
        secrets.reduce(text) { text, secret in
            secret.isEmpty ? text : text.replacing(secret, with: "<redacted>")
        }
    }
}
