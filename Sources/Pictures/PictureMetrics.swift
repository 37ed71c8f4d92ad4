import CoreMetrics
import TrackerCore

/// The pictures' metrics, under the names `/metrics` shows.
public enum PictureMetrics {
    /// Exports the counter of every kind of picture and result at 0, so that an increase over
    /// them sees the first failure.
    public static func prepare() {
        for kind in ["habit_run", "goal_progress", "goal_card", "heatmap", "board"] {
            for result in ["drawn", "failed"] {
                Counter(
                    label: "trackerbot_pictures_drawn_total",
                    dimensions: [("kind", kind), ("result", result)]
                )
                .increment(by: 0)
            }
        }
    }

    /// Counts one drawing of `picture` by its kind and result, and records how long it took.
    static func drawn(_ picture: Picture, in duration: Duration, succeeded: Bool) {
        let kind = kind(of: picture)
        Counter(
            label: "trackerbot_pictures_drawn_total",
            dimensions: [("kind", kind), ("result", succeeded ? "drawn" : "failed")]
        ).increment()
        Timer(label: "trackerbot_picture_render_seconds", dimensions: [("kind", kind)])
            .recordNanoseconds(
                duration.components.seconds * 1_000_000_000 + duration.components.attoseconds / 1_000_000_000)
    }

    private static func kind(of picture: Picture) -> String {
        switch picture {
        case .habitRun: "habit_run"
        case .goalProgress: "goal_progress"
        case .goalCard: "goal_card"
        case .heatmap: "heatmap"
        case .board: "board"
        }
    }
}
