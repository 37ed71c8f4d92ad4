import Foundation

extension MatrixClient {
    /// Uploads a file to the homeserver's media repository (`POST /_matrix/media/v3/upload`)
    /// and returns its `mxc://` URI, which an `m.image` or `m.file` message names.
    ///
    /// Uploads are not idempotent: repeating one stores the file again under a new URI.
    /// `fileName` is left out for an encrypted upload, whose name only the room may read.
    public func upload(_ data: Data, contentType: String, fileName: String?) async throws -> String {
        let response: UploadResponse = try await upload(
            "upload", path: "/upload", query: fileName.map { [("filename", $0)] } ?? [], api: "media/v3",
            data: data, contentType: contentType)
        return response.contentURI
    }
}

/// The answer of an upload.
private struct UploadResponse: Decodable {
    var contentURI: String

    private enum CodingKeys: String, CodingKey {
        case contentURI = "content_uri"
    }
}
