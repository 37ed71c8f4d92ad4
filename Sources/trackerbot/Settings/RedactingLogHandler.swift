import Logging

/// Wraps a log handler and replaces a secret (the bot token) wherever it appears in a
/// message or its metadata, as a last line of defence: no code path should log it anyway.
struct RedactingLogHandler: LogHandler {
    var wrapped: any LogHandler
    let secret: String

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
        secret.isEmpty ? text : text.replacing(secret, with: "<redacted>")
    }
}
