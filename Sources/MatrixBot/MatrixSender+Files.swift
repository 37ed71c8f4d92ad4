import Foundation
import Matrix
import MatrixCrypto
import TrackerCore

/// Pictures and files on Matrix: uploaded to the homeserver's media repository (encrypted,
/// in an encrypted room) and sent as `m.image` and `m.file` messages beside the reply's text.
extension MatrixSender {
    /// Sends `reply`'s picture, drawn now, as an `m.image`; its event id, or `nil` when the
    /// reply has none, pictures are off, or it cannot be drawn or stored (the text says
    /// everything the picture shows, so it goes alone). In `thread` (its root), when given.
    func sendPicture(
        of reply: Reply, in roomID: String, txnID: String, replyingTo eventID: String?, thread: String? = nil
    ) async throws -> String? {
        guard let picture = reply.picture, let drawPicture else { return nil }
        let png: Data
        do {
            png = try await drawPicture(picture)
        } catch {
            logger.warning("Could not draw a picture, sending its text alone: \(error)")
            return nil
        }
        let size = Self.pngSize(png)
        return try await sendFile(
            png, msgtype: .image, fileName: Self.fileName(of: picture),
            info: FileContent.Info(
                mimetype: "image/png", size: png.count, width: size?.width, height: size?.height),
            in: roomID, txnID: txnID, replyingTo: eventID, thread: thread)
    }

    /// Sends the attachment (an export's archive) as an `m.file` message replying to
    /// `eventID`; returns whether it was sent. In `thread` (its root), when given.
    func sendAttachment(
        _ attachment: Attachment, in roomID: String, entryID: Int64, replyingTo eventID: String,
        thread: String? = nil
    ) async throws -> Bool {
        guard let data = FileManager.default.contents(atPath: attachment.path) else {
            logger.warning("The export file \(attachment.fileName) is gone; it was not sent")
            return false
        }
        let sent = try await sendFile(
            data, msgtype: .file, fileName: attachment.fileName,
            info: FileContent.Info(mimetype: Self.mimetype(of: attachment.fileName), size: data.count),
            in: roomID, txnID: "tb\(entryID)f0", replyingTo: eventID, thread: thread)
        return sent != nil
    }

    /// Uploads `data` and sends it as a message; `nil` when the homeserver refuses the upload
    /// for good (too large, media turned off). A refusal that may pass (rate limit, outage)
    /// is thrown, and the whole message is tried again, with a new upload (as a plain one is
    /// uploaded again): the event's transaction id keeps the first send's event, whose content
    /// names its own upload and key. A message in a thread replies to `eventID` there, or to
    /// the thread's root. In an end-to-end encrypted room the upload is an
    /// ``EncryptedAttachment`` without its name or type, and the message names it as `file`.
    private func sendFile(
        _ data: Data, msgtype: MessageType, fileName: String, info: FileContent.Info, in roomID: String,
        txnID: String, replyingTo eventID: String?, thread: String?
    ) async throws -> String? {
        let encrypted =
            try await client.encrypts(roomID: roomID) ? try EncryptedAttachment(encrypting: data) : nil
        let uri: String
        do {
            uri = try await client.upload(
                encrypted?.ciphertext ?? data,
                contentType: encrypted == nil ? info.mimetype : "application/octet-stream",
                fileName: encrypted == nil ? fileName : nil)
        } catch let error as MatrixError where !error.isRetryable && error.kind != .unknownToken {
            logger.warning("The homeserver refused to store \(fileName): \(error)")
            return nil
        }
        var content =
            if let encrypted {
                FileContent(
                    msgtype: msgtype, fileName: fileName, file: EncryptedFile(encrypted, url: uri),
                    info: info, replyingTo: eventID)
            } else {
                FileContent(msgtype: msgtype, fileName: fileName, url: uri, info: info, replyingTo: eventID)
            }
        if let thread {
            content.relatesTo = Relation(
                relType: .thread, eventID: thread, inReplyTo: eventID ?? thread, isFallingBack: eventID == nil
            )
        }
        return try await client.send(
            roomID: roomID, txnID: txnID, eventType: EventType.message, content: content)
    }

    /// The name a picture's file gets, after what it shows.
    private static func fileName(of picture: Picture) -> String {
        switch picture {
        case .habitRun: "habit.png"
        case .goalProgress: "progress.png"
        case .goalCard: "goal.png"
        case .heatmap: "year.png"
        case .board: "board.png"
        }
    }

    private static func mimetype(of fileName: String) -> String {
        if fileName.hasSuffix(".json") { return "application/json" }
        if fileName.hasSuffix(".csv") { return "text/csv" }
        if fileName.hasSuffix(".zip") { return "application/zip" }
        return "application/octet-stream"
    }

    /// A PNG's width and height, from its header; `nil` for bytes that are not a PNG.
    static func pngSize(_ png: Data) -> (width: Int, height: Int)? {
        let bytes = [UInt8](png.prefix(24))
        guard bytes.count == 24, bytes[0...7] == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] else {
            return nil
        }
        func number(at offset: Int) -> Int { bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) } }
        return (number(at: 16), number(at: 20))
    }
}
