/// An event's `m.relates_to`: how it refers to another event.
///
/// A reply has ``inReplyTo``; an edit, a reaction or a thread message has ``relType`` and
/// ``eventID`` (a reaction also ``key``). A thread message may carry both, with
/// ``isFallingBack`` set when its reply part is only a fallback for clients without threads.
public struct Relation: Sendable, Hashable, Codable {
    /// The kind of relation to ``eventID``; `nil` for a plain reply.
    public var relType: RelationType?
    /// The event this one relates to, for ``relType``.
    public var eventID: String?
    /// A reaction's key, usually one emoji.
    public var key: String?
    /// The event this one replies to.
    public var inReplyTo: InReplyTo?
    /// In a thread: whether ``inReplyTo`` merely points at the thread's latest event.
    public var isFallingBack: Bool?

    /// The `m.in_reply_to` object.
    public struct InReplyTo: Sendable, Hashable, Codable {
        /// The event replied to.
        public var eventID: String

        private enum CodingKeys: String, CodingKey {
            case eventID = "event_id"
        }

        /// A value with the given fields.
        public init(eventID: String) { self.eventID = eventID }
    }

    private enum CodingKeys: String, CodingKey {
        case relType = "rel_type"
        case eventID = "event_id"
        case key
        case inReplyTo = "m.in_reply_to"
        case isFallingBack = "is_falling_back"
    }

    /// A value with the given fields.
    public init(
        relType: RelationType? = nil, eventID: String? = nil, key: String? = nil, inReplyTo: String? = nil,
        isFallingBack: Bool? = nil
    ) {
        self.relType = relType
        self.eventID = eventID
        self.key = key
        self.inReplyTo = inReplyTo.map(InReplyTo.init(eventID:))
        self.isFallingBack = isFallingBack
    }

    /// Decodes the JSON form; an optional field that is missing or malformed reads as `nil`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        relType = container.lenient(RelationType.self, forKey: .relType)
        eventID = container.lenient(String.self, forKey: .eventID)
        key = container.lenient(String.self, forKey: .key)
        inReplyTo = container.lenient(InReplyTo.self, forKey: .inReplyTo)
        isFallingBack = container.lenient(Bool.self, forKey: .isFallingBack)
    }

    /// Whether this is an edit of ``eventID``.
    public var isReplacement: Bool { relType == .replace && eventID != nil }

    /// Whether this is an annotation (reaction) of ``eventID``.
    public var isAnnotation: Bool { relType == .annotation && eventID != nil }

    /// The event a person replied to: ``inReplyTo``, unless it is only a thread's fallback.
    public var repliedToEventID: String? {
        isFallingBack == true ? nil : inReplyTo?.eventID
    }
}

/// A relation's `rel_type`. Any string decodes, so unknown relation types are kept.
public struct RelationType: RawRepresentable, Sendable, Hashable, Codable, ExpressibleByStringLiteral {
    /// The spec's string, such as `m.replace`.
    public var rawValue: String

    /// Any string, so values this code does not know are kept.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The value spelled `value`.
    public init(stringLiteral value: String) { rawValue = value }

    // Codable comes from RawRepresentable: the value is its string.

    /// An edit: the event's `m.new_content` replaces the related event's content.
    public static let replace: RelationType = "m.replace"
    /// A reaction: the event's `key` annotates the related event.
    public static let annotation: RelationType = "m.annotation"
    /// A message in the thread rooted at the related event.
    public static let thread: RelationType = "m.thread"
    /// A plain reference to the related event.
    public static let reference: RelationType = "m.reference"
}
