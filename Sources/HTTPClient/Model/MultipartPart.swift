import Foundation

/// One part of a `multipart/form-data` body: a text field or a file.
public struct MultipartPart: Sendable, Hashable {
    /// Where a part's bytes come from.
    public enum Content: Sendable, Hashable {
        /// A text field, sent as UTF-8.
        case text(String)
        /// File bytes already in memory.
        case data(Data)
        /// A file on disk, read by libcurl while the request is sent.
        case file(path: String)
    }

    /// The form field name.
    public var name: String
    /// The file name shown to the server; `nil` for plain fields.
    public var filename: String?
    /// The part's `Content-Type`; `nil` lets the server assume text (fields) or libcurl guess.
    public var contentType: String?
    /// The part's bytes.
    public var content: Content

    /// A part named `name`; give `filename` to send it as a file.
    public init(name: String, filename: String? = nil, contentType: String? = nil, content: Content) {
        self.name = name
        self.filename = filename
        self.contentType = contentType
        self.content = content
    }

    /// A plain text field.
    public static func field(_ name: String, _ value: String) -> MultipartPart {
        MultipartPart(name: name, content: .text(value))
    }

    /// A file part from bytes in memory.
    public static func file(
        _ name: String, filename: String, contentType: String, data: Data
    ) -> MultipartPart {
        MultipartPart(name: name, filename: filename, contentType: contentType, content: .data(data))
    }

    /// A file part streamed from disk; a missing or unreadable file fails the request with
    /// ``HTTPClientError/transport(code:reason:)``.
    public static func file(
        _ name: String, filename: String, contentType: String, path: String
    ) -> MultipartPart {
        MultipartPart(
            name: name, filename: filename, contentType: contentType, content: .file(path: path))
    }
}
