/// A setting that is missing or wrong, described by the variable's name for whoever runs the
/// bot, never repeating a secret's value.
public struct SettingsProblem: Error, CustomStringConvertible {
    /// The one line `trackerbot` prints before it exits.
    public let description: String

    /// A problem described by `description`.
    public init(description: String) {
        self.description = description
    }
}
