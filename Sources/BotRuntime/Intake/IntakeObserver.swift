import TrackerCore

/// Told when an intake heard from its platform: what `trackerbot run`'s readiness check
/// (`/readyz`) reads to tell a stalled poll or sync from a quiet one.
///
/// The intake calls it after every fetch that succeeded, empty or not, before applying the
/// batch; a platform that has nothing to fetch (a webhook) calls it when it is set up.
public protocol IntakeObserver: Sendable {
    /// `platform`'s source fetched successfully just now.
    func fetched(from platform: Platform)
}
