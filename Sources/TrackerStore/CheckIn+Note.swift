import TrackerCore

extension CheckIn {
    /// The check-in's note with `note` added after it on a line of its own, or `note` alone
    /// when it has none: what every store saves for ``HabitStore/addNote(_:to:)``.
    public func note(adding note: String) -> String {
        self.note.map { "\($0)\n\(note)" } ?? note
    }
}
