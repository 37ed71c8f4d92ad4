import Foundation

/// The bytes of a document to send with
/// ``BotAPI/sendDocument(chatID:document:filename:contentType:captionHTML:)``.
public enum DocumentContent: Sendable, Hashable {
    /// A file on disk, streamed while uploading.
    case file(path: String)
    /// Bytes in memory.
    case data(Data)
}
