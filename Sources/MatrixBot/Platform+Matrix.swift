import TrackerCore

extension Platform {
    /// Matrix: its rooms, users and inbound keys are tagged `matrix`.
    public static let matrix = Platform("matrix")
}
