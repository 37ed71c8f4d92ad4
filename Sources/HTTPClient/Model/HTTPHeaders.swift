/// An ordered list of header fields with case-insensitive name lookup.
///
/// Order and duplicates are kept as sent or received; lookups compare names ignoring ASCII case,
/// as HTTP requires.
public struct HTTPHeaders: Sendable, Hashable, Sequence, ExpressibleByDictionaryLiteral {
    /// One `name: value` field.
    public struct Field: Sendable, Hashable {
        /// The field name, as sent.
        public var name: String
        /// The field value, as sent.
        public var value: String

        /// A field with `name` and `value` as given.
        public init(name: String, value: String) {
            self.name = name
            self.value = value
        }
    }

    /// Every field, in order, duplicates included.
    public private(set) var fields: [Field]

    /// Headers with `fields` in their order.
    public init(_ fields: [Field] = []) { self.fields = fields }

    /// Headers with the pairs in their order, duplicates kept.
    public init(dictionaryLiteral elements: (String, String)...) {
        fields = elements.map { Field(name: $0.0, value: $0.1) }
    }

    /// The first value of the field named `name` (any case), or `nil` when absent.
    public subscript(name: String) -> String? {
        fields.first { Self.matches($0.name, name) }?.value
    }

    /// Every value of the field named `name` (any case), in order.
    public func values(for name: String) -> [String] {
        fields.filter { Self.matches($0.name, name) }.map(\.value)
    }

    /// Appends a field, keeping any existing field of the same name.
    public mutating func add(_ name: String, _ value: String) {
        fields.append(Field(name: name, value: value))
    }

    /// The fields in order, duplicates included.
    public func makeIterator() -> IndexingIterator<[Field]> { fields.makeIterator() }

    private static func matches(_ lhs: String, _ rhs: String) -> Bool {
        lhs.lowercased() == rhs.lowercased()
    }
}
