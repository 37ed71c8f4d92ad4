/// The content of an `m.room.message` that shows an uploaded file: an `m.image` or an
/// `m.file`, naming the file's `mxc://` URI, or in an end-to-end encrypted room the
/// encrypted upload and its key.
///
/// `body` is the file's name, as `filename` says too, so clients show no caption; a caption
/// is sent as a message of its own.
public struct FileContent: Sendable, Hashable, Codable {
    /// `m.image` or `m.file`.
    public var msgtype: MessageType
    /// The file's name, which clients without media support show.
    public var body: String
    /// The file's name, for saving it.
    public var filename: String
    /// The `mxc://` URI of the upload; `nil` for an encrypted one, which ``file`` names.
    public var url: String?
    /// The encrypted upload and how to decrypt it; `nil` for a plain one.
    public var file: EncryptedFile?
    /// The file's type, size and, for images, dimensions.
    public var info: Info
    /// What it replies to, if anything.
    public var relatesTo: Relation?
    /// Whom it notifies: no one.
    public var mentions = Mentions()

    /// What clients need to know before downloading the file.
    public struct Info: Sendable, Hashable, Codable {
        /// The file's media type, such as `image/png`.
        public var mimetype: String
        /// The file's size in bytes.
        public var size: Int
        /// An image's width and height in pixels; `nil` for other files.
        public var width: Int?
        /// The image's height in pixels, for images.
        public var height: Int?

        private enum CodingKeys: String, CodingKey {
            case mimetype, size
            case width = "w"
            case height = "h"
        }

        /// What a client knows of a file of `size` bytes, and of an image its size in pixels.
        public init(mimetype: String, size: Int, width: Int? = nil, height: Int? = nil) {
            self.mimetype = mimetype
            self.size = size
            self.width = width
            self.height = height
        }
    }

    private enum CodingKeys: String, CodingKey {
        case msgtype, body, filename, url, file, info
        case relatesTo = "m.relates_to"
        case mentions = "m.mentions"
    }

    /// A file message for the upload at `url`, replying to `eventID` when given.
    public init(
        msgtype: MessageType, fileName: String, url: String, info: Info, replyingTo eventID: String? = nil
    ) {
        self.init(msgtype: msgtype, fileName: fileName, url: url, file: nil, info: info, replyingTo: eventID)
    }

    /// A file message for the encrypted upload `file`, replying to `eventID` when given.
    public init(
        msgtype: MessageType, fileName: String, file: EncryptedFile, info: Info,
        replyingTo eventID: String? = nil
    ) {
        self.init(msgtype: msgtype, fileName: fileName, url: nil, file: file, info: info, replyingTo: eventID)
    }

    private init(
        msgtype: MessageType, fileName: String, url: String?, file: EncryptedFile?, info: Info,
        replyingTo eventID: String?
    ) {
        self.msgtype = msgtype
        body = fileName
        filename = fileName
        self.url = url
        self.file = file
        self.info = info
        relatesTo = eventID.map { Relation(inReplyTo: $0) }
    }
}
