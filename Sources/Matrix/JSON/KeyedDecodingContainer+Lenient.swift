extension KeyedDecodingContainer {
    /// The optional member `key`, or `nil` when it is missing, `null` or of the wrong shape.
    ///
    /// For fields the client can do without: a server or another client sending an odd value
    /// there must not cost the whole event.
    func lenient<Value: Decodable>(_ type: Value.Type, forKey key: Key) -> Value? {
        (try? decodeIfPresent(type, forKey: key)) ?? nil
    }
}
