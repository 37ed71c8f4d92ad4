import CoreMetrics

/// The metrics of calls to a platform's API, as `/metrics` shows them: how long each call
/// took, by method, and the calls that failed, by method and status. The method is a name
/// from the client's own finite list (a Bot API method, a Matrix endpoint), never a path
/// with a room, a user or a token in it.
public enum APICallMetrics {
    /// The histogram of call durations, long polls included (they end at the poll's wait).
    public static let durationName = "trackerbot_api_request_seconds"
    /// The counter of failed calls.
    public static let errorsName = "trackerbot_api_request_errors_total"

    /// Records one call to `method` of `platform`'s API that took `duration` and answered
    /// `status`; `nil` when no answer came (a connection failure or a timeout). A status
    /// outside 2xx, or none, also counts as an error, labelled with the status or `transport`.
    public static func record(platform: String, method: String, status: Int?, duration: Duration) {
        Timer(label: durationName, dimensions: [("platform", platform), ("method", method)])
            .recordNanoseconds(
                duration.components.seconds * 1_000_000_000 + duration.components.attoseconds / 1_000_000_000)
        if let status, (200..<300).contains(status) { return }
        let label = status.map(String.init) ?? "transport"
        Counter(
            label: errorsName, dimensions: [("platform", platform), ("method", method), ("status", label)]
        )
        .increment()
    }
}
