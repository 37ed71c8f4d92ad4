import CCairo

/// Why a picture could not be drawn; the sender falls back to the text, which says everything
/// the picture shows.
public enum PictureError: Error, Sendable, Hashable, CustomStringConvertible {
    /// Cairo reported a failure: its status code and Cairo's words for it.
    case cairo(status: UInt32, message: String)
    /// The drawn image could not be encoded as PNG; why.
    case encoding(String)
    /// The run has more circles than one picture holds (``maximumCells``).
    case tooManyCells(Int)
    /// The heatmap has more days than one picture holds (``HeatmapLayout/maximumDays``).
    case tooManyDays(Int)

    /// The most circles a run picture draws: 53 weeks of 7 days, a year however it falls.
    public static let maximumCells = 371

    /// What failed, in words for the log.
    public var description: String {
        switch self {
        case .cairo(let status, let message): "Cairo failed (status \(status)): \(message)"
        case .encoding(let message): "PNG encoding failed: \(message)"
        case .tooManyCells(let count):
            "A run picture holds at most \(Self.maximumCells) circles, not \(count)"
        case .tooManyDays(let count):
            "A heatmap holds at most \(HeatmapLayout.maximumDays) days, not \(count)"
        }
    }

    /// The error for a Cairo status other than success.
    init(_ status: cairo_status_t) {
        let message = cairo_status_to_string(status).map { String(cString: $0) } ?? "unknown status"
        self = .cairo(status: status.rawValue, message: message)
    }
}
