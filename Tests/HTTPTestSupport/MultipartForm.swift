import Foundation

/// A minimal `multipart/form-data` parser, enough to check what a client uploaded.
public struct MultipartForm: Sendable {
    /// One part of the form.
    public struct Part: Sendable {
        /// The part's form field name.
        public var name: String
        /// The part's file name, when it is a file.
        public var filename: String?
        /// The part's `Content-Type`, when given.
        public var contentType: String?
        /// The part's bytes.
        public var body: Data
    }

    /// The parts, in order.
    public var parts: [Part]

    /// Parses `body` using the boundary in `contentType`; `nil` when either is malformed.
    public init?(body: Data, contentType: String) {
        guard contentType.lowercased().hasPrefix("multipart/form-data"),
            let boundaryRange = contentType.range(of: "boundary=")
        else { return nil }
        let boundary = contentType[boundaryRange.upperBound...]
            .trimmingCharacters(in: CharacterSet(charactersIn: "\""))
        let delimiter = Data("--\(boundary)".utf8)
        var parts: [Part] = []
        var sections: [Data] = []
        var searchStart = body.startIndex
        var previousEnd: Data.Index?
        while let range = body.range(of: delimiter, in: searchStart..<body.endIndex) {
            if let previousEnd { sections.append(body[previousEnd..<range.lowerBound]) }
            previousEnd = range.upperBound
            searchStart = range.upperBound
        }
        for section in sections {
            guard let part = Self.parsePart(Data(section)) else { return nil }
            parts.append(part)
        }
        self.parts = parts
    }

    /// The part named `name`.
    public func part(named name: String) -> Part? { parts.first { $0.name == name } }

    /// The text of the part named `name`.
    public func text(named name: String) -> String? {
        part(named: name).map { String(decoding: $0.body, as: UTF8.self) }
    }

    private static func parsePart(_ section: Data) -> Part? {
        // Each section is "\r\n<headers>\r\n\r\n<body>\r\n".
        let separator = Data("\r\n\r\n".utf8)
        guard let split = section.range(of: separator) else { return nil }
        let headerText = String(decoding: section[..<split.lowerBound], as: UTF8.self)
        var body = section[split.upperBound...]
        if body.suffix(2) == Data("\r\n".utf8) { body = body.dropLast(2) }
        var name: String?
        var filename: String?
        var contentType: String?
        for line in headerText.split(separator: "\r\n") {
            let lower = line.lowercased()
            if lower.hasPrefix("content-disposition:") {
                name = Self.parameter("name", in: String(line))
                filename = Self.parameter("filename", in: String(line))
            } else if lower.hasPrefix("content-type:") {
                contentType = line.dropFirst("content-type:".count).trimmingCharacters(in: .whitespaces)
            }
        }
        guard let name else { return nil }
        return Part(name: name, filename: filename, contentType: contentType, body: Data(body))
    }

    private static func parameter(_ key: String, in line: String) -> String? {
        guard let start = line.range(of: " \(key)=\"") ?? line.range(of: ";\(key)=\"") else { return nil }
        let rest = line[start.upperBound...]
        guard let end = rest.firstIndex(of: "\"") else { return nil }
        return String(rest[..<end])
    }
}
