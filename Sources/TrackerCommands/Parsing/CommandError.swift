import TrackerCore

/// Why a command could not be carried out, in words for the user.
///
/// Thrown by the parser and by handlers; the dispatcher turns it into the reply, so a bad
/// command costs one short message and changes nothing.
public struct CommandError: Error, Sendable, Hashable {
    /// What is wrong, in words for the user; the first line of the reply.
    public var message: RichText
    /// The usage line of the command, shown under the message.
    public var usage: RichText?

    /// An error saying `message`, with the command's `usage` line under it when given.
    public init(_ message: RichText, usage: RichText? = nil) {
        self.message = message
        self.usage = usage
    }

    /// The reply shown to the user, in English.
    public var reply: Reply { reply(Localizer(.english)) }

    /// The reply shown to the user, its usage label in `localizer`'s language.
    public func reply(_ localizer: Localizer) -> Reply {
        var text = message
        if let usage { text.append("\n" + localizer.rich(.usageLabel, ["usage": usage])) }
        return Reply(text)
    }
}
