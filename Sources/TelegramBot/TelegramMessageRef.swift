/// How the bot names a Telegram message it may edit later: the message's id and whether it is
/// a photo. Telegram edits a photo's caption and picture with other calls than a text, and
/// refuses the wrong one, so the kind travels with the id through the outbox.
///
/// Its text form is the id alone for a text message (as ids were stored before kinds were
/// kept) and the id followed by `:photo` for a photo.
struct TelegramMessageRef: Hashable, Sendable, CustomStringConvertible {
    /// What a message shows, which decides how it is edited.
    enum Kind: Hashable, Sendable {
        case text
        case photo
    }

    /// The message's id within its chat.
    var id: Int64
    var kind: Kind

    init(id: Int64, kind: Kind) {
        self.id = id
        self.kind = kind
    }

    /// The message a ``description`` names; `nil` for any other text.
    init?(_ text: String) {
        if let id = text.hasSuffix(Self.photoSuffix) ? Int64(text.dropLast(Self.photoSuffix.count)) : nil {
            self.init(id: id, kind: .photo)
        } else if let id = Int64(text) {
            self.init(id: id, kind: .text)
        } else {
            return nil
        }
    }

    var description: String { kind == .photo ? "\(id)\(Self.photoSuffix)" : String(id) }

    private static let photoSuffix = ":photo"
}
