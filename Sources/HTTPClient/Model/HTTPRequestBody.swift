import Foundation

/// What a request carries after its headers.
public enum HTTPRequestBody: Sendable, Hashable {
    /// No body. A POST or PUT without a body sends `Content-Length: 0`.
    case none
    /// A JSON document, sent with `Content-Type: application/json` unless the request sets one.
    case json(Data)
    /// Bytes of any kind (a file), sent with `contentType` unless the request sets a
    /// `Content-Type` of its own.
    case bytes(Data, contentType: String)
    /// A `multipart/form-data` form; the boundary and content type are chosen by libcurl.
    case multipart([MultipartPart])
}
