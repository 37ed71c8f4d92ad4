/// The content of an `m.reaction` event: an annotation (usually one emoji) on another event.
public struct ReactionContent: Sendable, Hashable, Codable {
    /// `rel_type` `m.annotation`, the annotated event and the key.
    public var relatesTo: Relation

    private enum CodingKeys: String, CodingKey {
        case relatesTo = "m.relates_to"
    }

    /// A reaction with `key` (for instance `"👍"`) to event `eventID`.
    public init(eventID: String, key: String) {
        relatesTo = Relation(relType: .annotation, eventID: eventID, key: key)
    }

    /// A value with the given fields.
    public init(relatesTo: Relation) { self.relatesTo = relatesTo }

    /// The annotated event; `nil` when the relation is not an annotation.
    public var eventID: String? { relatesTo.isAnnotation ? relatesTo.eventID : nil }

    /// The reaction's key; `nil` when the relation is not an annotation.
    public var key: String? { relatesTo.isAnnotation ? relatesTo.key : nil }
}
