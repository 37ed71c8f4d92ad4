/// An ordered list of header fields with case-insensitive name lookup.
///
/// Order and duplicates are kept as sent or received; lookups compare names ignoring ASCII case,
/// as HTTP requires.
public struct HTTPHeaders: Sendable, Hashable, Sequence, ExpressibleByDictionaryLiteral {
    /// One `name: value` field.
    public struct Field: Sendable, Hashable {
        public var name: String
        public var value: String

        public init(name: String, value: String) {
            self.name = name
            self.value = value
        }
    }

    public private(set) var fields: [Field]

    public init(_ fields: [Field] = []) { self.fields = fields }

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

    public func makeIterator() -> IndexingIterator<[Field]> { fields.makeIterator() }

    private static func matches(_ lhs: String, _ rhs: String) -> Bool {
        lhs.lowercased() == rhs.lowercased()
    }
}
