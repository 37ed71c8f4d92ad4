/// A text rendered for a Matrix message: the plain `body`, the `formatted_body` in
/// `org.matrix.custom.html`, and the users it mentions, for `m.mentions`.
///
/// ``MessageContent/init(_:msgtype:)`` turns it into a message.
public struct MatrixText: Sendable, Hashable {
    /// What clients without HTML show, and what notifications and search use.
    public var body: String
    /// The same text as Matrix HTML.
    public var formattedBody: String
    /// The users the text's mentions name, each once, in order of first mention.
    public var mentionedUserIDs: [String]

    /// A text with its plain body, its HTML and the users it mentions.
    public init(body: String, formattedBody: String, mentionedUserIDs: [String] = []) {
        self.body = body
        self.formattedBody = formattedBody
        self.mentionedUserIDs = mentionedUserIDs
    }
}
