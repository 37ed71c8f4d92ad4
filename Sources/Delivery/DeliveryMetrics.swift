import CoreMetrics

/// The delivery's metrics, under the names `/metrics` shows; no label ever holds a chat.
public enum DeliveryMetrics {
    /// What becomes of a finished send, as the `result` label says it.
    static let results = ["sent", "retried", "429", "dead"]

    /// Exports every counter of `platform` (its tag) at 0, so that a rate or an increase over
    /// them sees their first events: the first 429s, the first dead letter.
    public static func prepare(platform: String) {
        for result in results {
            Counter(
                label: "trackerbot_messages_sent_total",
                dimensions: [("platform", platform), ("result", result)]
            ).increment(by: 0)
        }
    }

    /// Counts one finished send to `platform` by what became of its message: `sent`,
    /// `retried` (pending again after a failure or a chat's move), `429` (the platform asked
    /// to wait) or `dead` (dead-lettered: rejected, given up on, or its chat gone).
    /// `failure` is `nil` for a message sent.
    static func finished(_ failure: DeliveryFailure?, retrying: Bool, on platform: String) {
        let result =
            switch failure {
            case nil: "sent"
            case .rateLimited, .accountRateLimited: "429"
            case .transient: retrying ? "retried" : "dead"
            case .chatMoved: "retried"
            case .chatUnavailable, .rejected: "dead"
            }
        Counter(
            label: "trackerbot_messages_sent_total", dimensions: [("platform", platform), ("result", result)]
        )
        .increment()
    }
}
