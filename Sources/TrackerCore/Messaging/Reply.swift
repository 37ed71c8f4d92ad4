/// A button under a reply. Pressing it comes back as ``Incoming/Kind/button(data:messageID:callbackID:)``
/// with this button's `data`.
public struct Button: Sendable, Hashable, Codable {
    /// The text on the button.
    public var label: String
    /// Opaque payload, at most ``Button/maxDataBytes`` bytes of UTF-8 (Telegram's limit).
    public var data: String

    /// The most bytes ``data`` may hold.
    public static let maxDataBytes = 64

    /// A button labelled `label` that comes back with `data` (at most ``maxDataBytes`` bytes).
    public init(_ label: String, data: String) {
        precondition(data.utf8.count <= Button.maxDataBytes, "button data too long: \(data)")
        self.label = label
        self.data = data
    }
}

/// One message the bot shows a user: styled text, optional rows of buttons, and optionally a
/// picture of what the text says, for platforms that show images (the text stays complete).
public struct Reply: Sendable, Hashable, Codable {
    /// What the message says.
    public var text: RichText
    /// Rows of buttons under the message, top to bottom.
    public var buttons: [[Button]]
    /// What to draw beside the text; `nil` for a text-only reply.
    public var picture: Picture?

    /// A reply of `text`, with rows of `buttons` and a `picture` when given.
    public init(_ text: RichText, buttons: [[Button]] = [], picture: Picture? = nil) {
        self.text = text
        self.buttons = buttons
        self.picture = picture
    }
}

/// What the bot does in a chat as the result of one inbound event or scheduler fire.
///
/// Stored in the outbox and sent by the platform's delivery worker.
public struct Outgoing: Sendable, Hashable, Codable {
    /// Send a new message, or edit the message with this platform id in place.
    public enum Delivery: Sendable, Hashable, Codable {
        case send
        case edit(messageID: String)
        /// Edit the message outbox entry `outboxID` produced, or send anew if it produced
        /// none: for a follow-up queued before that message's platform id is known.
        case replace(outboxID: Int64)
    }

    /// The answer to a button press (the toast or alert the presser sees).
    public struct CallbackAnswer: Sendable, Hashable, Codable {
        /// The platform's handle for the press being answered.
        public var callbackID: String
        /// The toast or alert text; `nil` only acknowledges the press.
        public var text: String?
        /// Whether the text is an alert the user must dismiss rather than a toast.
        public var alert: Bool

        /// An answer to the press `callbackID`, silent unless `text` is given.
        public init(callbackID: String, text: String? = nil, alert: Bool = false) {
            self.callbackID = callbackID
            self.text = text
            self.alert = alert
        }
    }

    /// The chat the message goes to.
    public var chat: ChatAddress
    /// The message to send or edit in; `nil` when only a callback is answered.
    public var reply: Reply?
    /// Whether the message is sent anew or edits one in place.
    public var delivery: Delivery
    /// The answer to the button press this message follows, if any.
    public var callbackAnswer: CallbackAnswer?
    /// Set when the message is a file the user asked for (e.g. an export).
    public var attachment: Attachment?
    /// The platform's id of the message this one answers, for platforms that show replies as
    /// such (Matrix); `nil` for messages that answer nothing in particular.
    public var inReplyTo: String?

    /// An outgoing message with the given fields.
    public init(
        chat: ChatAddress, reply: Reply?, delivery: Delivery = .send,
        callbackAnswer: CallbackAnswer? = nil, attachment: Attachment? = nil, inReplyTo: String? = nil
    ) {
        self.chat = chat
        self.reply = reply
        self.delivery = delivery
        self.callbackAnswer = callbackAnswer
        self.attachment = attachment
        self.inReplyTo = inReplyTo
    }
}

/// A file sent along with a reply.
public struct Attachment: Sendable, Hashable, Codable {
    /// The name the file is sent under.
    public var fileName: String
    /// Where the file is on disk; the sender reads it when the message goes out.
    public var path: String
    /// The language of the reply the file goes with: what a platform adds in its own words
    /// (that the files could not be sent) is in it.
    public var language: Language

    /// The file at `path`, sent as `fileName`, with a reply in `language`.
    public init(fileName: String, path: String, language: Language = .english) {
        self.fileName = fileName
        self.path = path
        self.language = language
    }

    private enum CodingKeys: String, CodingKey {
        case fileName, path, language
    }

    /// Decodes an attachment; one stored before it had a language is English.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        fileName = try container.decode(String.self, forKey: .fileName)
        path = try container.decode(String.self, forKey: .path)
        language = try container.decodeIfPresent(Language.self, forKey: .language) ?? .english
    }
}
