import CoreMetrics

/// The delivery's metrics, under the names `/metrics` shows; no label ever holds a chat.
enum DeliveryMetrics {
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
