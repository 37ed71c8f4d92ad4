import BotRuntime
import CoreMetrics

/// The posts each platform's server made to its webhook, by what the listener answered,
/// as `/metrics` shows them.
enum WebhookMetrics {
    static let name = "trackerbot_webhook_posts_total"

    /// Exports the counter of every answer to `receiver`'s posts at 0, so that an increase
    /// sees the first rejected post.
    static func prepare(_ receiver: any WebhookReceiver) {
        for answer in WebhookAnswer.allCases {
            Counter(
                label: name, dimensions: [("platform", receiver.platform.tag), ("result", answer.rawValue)]
            )
            .increment(by: 0)
        }
    }

    /// Counts one post to `receiver`, answered as `answer`.
    static func posted(to receiver: any WebhookReceiver, answer: WebhookAnswer) {
        Counter(label: name, dimensions: [("platform", receiver.platform.tag), ("result", answer.rawValue)])
            .increment()
    }
}
