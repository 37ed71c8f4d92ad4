/// Short, value-free explanations of decoding errors, for reports of skipped events and rooms.
enum DecodingFailure {
    /// The coding path and the decoder's explanation; never the values, which may be message text.
    static func describe(_ error: any Error) -> String {
        guard let decodingError = error as? DecodingError else { return "\(type(of: error))" }
        let context: DecodingError.Context
        switch decodingError {
        case .typeMismatch(_, let found), .valueNotFound(_, let found), .dataCorrupted(let found):
            context = found
        case .keyNotFound(let key, let found):
            return "missing \(path(found.codingPath + [key]))"
        @unknown default:
            return "undecodable"
        }
        let path = path(context.codingPath)
        return "\(path.isEmpty ? "value" : path): \(context.debugDescription)"
    }

    private static func path(_ codingPath: [any CodingKey]) -> String {
        codingPath.map { $0.intValue.map(String.init) ?? $0.stringValue }.joined(separator: ".")
    }
}
