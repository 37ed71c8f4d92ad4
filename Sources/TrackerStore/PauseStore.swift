import TrackerCore

/// The users' pauses, past, current and planned.
public protocol PauseStore {
    /// Every pause of the user, past ones included, by first day (then by `id`).
    func all(of userID: Int64) throws -> [Pause]

    /// Stores a new pause and sets its `id` to the one assigned.
    func insert(_ pause: inout Pause) throws

    /// Applies the changes ``PauseRules/changes(endingPausesBefore:in:)`` computed: shortens
    /// or removes those pauses, in order.
    func apply(_ changes: [PauseChange]) throws
}
