/// The content of an `m.room.message` event, as far as a text bot reads and writes it.
///
/// `msgtype` and `body` are required; every other field may be missing, and one of the
/// wrong shape reads as `nil`. Build outgoing messages with ``init(_:msgtype:)`` from a
/// ``MatrixText``, then ``replying(to:)`` or ``replacing(_:)``.
public struct MessageContent: Sendable, Hashable, Codable {
    /// The HTML flavour Matrix clients render in `formatted_body`.
    public static let htmlFormat = "org.matrix.custom.html"

    /// The kind of message; the bot sends `m.notice` and `m.text`.
    public var msgtype: MessageType
    /// The plain-text form; every client can show it.
    public var body: String
    /// ``htmlFormat`` when ``formattedBody`` is HTML.
    public var format: String?
    /// The HTML form of ``body`` when ``format`` says so.
    public var formattedBody: String?
    /// What this message relates to: a reply, an edit, a thread.
    public var relatesTo: Relation?
    /// On an edit (``Relation/isReplacement``): the message's new content, which replaces the
    /// original's. The edit's own `body` is only a fallback such as `* new text`.
    public var newContent: Replacement?
    /// Whom the message notifies; `nil` lets clients guess from the text, an empty value
    /// notifies no one.
    public var mentions: Mentions?

    /// An edit's new content: a message without relations.
    public struct Replacement: Sendable, Hashable, Codable {
        /// The kind of message.
        public var msgtype: MessageType
        /// The plain-text form.
        public var body: String
        /// ``MessageContent/htmlFormat`` when ``formattedBody`` is HTML.
        public var format: String?
        /// The HTML form of ``body`` when ``format`` says so.
        public var formattedBody: String?
        /// Whom the new content notifies.
        public var mentions: Mentions?

        private enum CodingKeys: String, CodingKey {
            case msgtype, body, format
            case formattedBody = "formatted_body"
            case mentions = "m.mentions"
        }

        /// A value with the given fields.
        public init(
            msgtype: MessageType, body: String, format: String? = nil, formattedBody: String? = nil,
            mentions: Mentions? = nil
        ) {
            self.msgtype = msgtype
            self.body = body
            self.format = format
            self.formattedBody = formattedBody
            self.mentions = mentions
        }

        /// Decodes the JSON form; an optional field that is missing or malformed reads as `nil`.
        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            msgtype = try container.decode(MessageType.self, forKey: .msgtype)
            body = try container.decode(String.self, forKey: .body)
            format = container.lenient(String.self, forKey: .format)
            formattedBody = container.lenient(String.self, forKey: .formattedBody)
            mentions = container.lenient(Mentions.self, forKey: .mentions)
        }
    }

    private enum CodingKeys: String, CodingKey {
        case msgtype, body, format
        case formattedBody = "formatted_body"
        case relatesTo = "m.relates_to"
        case newContent = "m.new_content"
        case mentions = "m.mentions"
    }

    /// A value with the given fields.
    public init(
        msgtype: MessageType, body: String, format: String? = nil, formattedBody: String? = nil,
        relatesTo: Relation? = nil, newContent: Replacement? = nil, mentions: Mentions? = nil
    ) {
        self.msgtype = msgtype
        self.body = body
        self.format = format
        self.formattedBody = formattedBody
        self.relatesTo = relatesTo
        self.newContent = newContent
        self.mentions = mentions
    }

    /// A message showing `text`: its plain body, its HTML, and `m.mentions` naming exactly the
    /// users it mentions (none, when it mentions no one).
    public init(_ text: MatrixText, msgtype: MessageType = .notice) {
        self.init(
            msgtype: msgtype, body: text.body, format: Self.htmlFormat, formattedBody: text.formattedBody,
            mentions: Mentions(userIDs: text.mentionedUserIDs.isEmpty ? nil : text.mentionedUserIDs))
    }

    /// Decodes the JSON form; an optional field that is missing or malformed reads as `nil`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        msgtype = try container.decode(MessageType.self, forKey: .msgtype)
        body = try container.decode(String.self, forKey: .body)
        format = container.lenient(String.self, forKey: .format)
        formattedBody = container.lenient(String.self, forKey: .formattedBody)
        relatesTo = container.lenient(Relation.self, forKey: .relatesTo)
        newContent = container.lenient(Replacement.self, forKey: .newContent)
        mentions = container.lenient(Mentions.self, forKey: .mentions)
    }

    /// The HTML body when the message has one in Matrix's HTML format.
    public var html: String? { format == Self.htmlFormat ? formattedBody : nil }

    /// This message as a reply to `eventID` (`m.relates_to.m.in_reply_to`).
    public func replying(to eventID: String) -> MessageContent {
        var reply = self
        reply.relatesTo = Relation(inReplyTo: eventID)
        return reply
    }

    /// An edit that replaces message `eventID` with this message.
    ///
    /// The new content goes to `m.new_content`; the edit's own body is the fallback `* …` that
    /// clients without edit support show. The edit itself mentions no one, so editing never
    /// notifies anybody a second time.
    public func replacing(_ eventID: String) -> MessageContent {
        let replacement = Replacement(
            msgtype: msgtype, body: body, format: format, formattedBody: formattedBody, mentions: mentions)
        return MessageContent(
            msgtype: msgtype, body: "* " + body, format: format,
            formattedBody: formattedBody.map { "* " + $0 },
            relatesTo: Relation(relType: .replace, eventID: eventID), newContent: replacement,
            mentions: Mentions())
    }
}
