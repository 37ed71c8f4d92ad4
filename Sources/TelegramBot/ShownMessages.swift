import Foundation
import Synchronization
import Telegram

/// What the bot last showed in the messages it sent or edited, so that an edit that would
/// change nothing is not sent: Telegram refuses it ("message is not modified"), as it does the
/// second tap of a double tap, whose first already showed the new state.
///
/// One sender's memory, of its most recent messages: another instance of the bot edits a
/// message only while this one is not delivering, and a new session starts knowing nothing.
final class ShownMessages: Sendable {
    /// What a message shows: a digest of its text (or caption), picture and buttons.
    struct Content: Hashable, Sendable {
        /// `nil` when what the message says is not known, only that it lost its buttons.
        fileprivate var digest: Int?
        /// Whether the message has buttons, which a replaced message has taken off.
        var hasButtons: Bool

        /// A message of `html` (its text, or a photo's caption) with the buttons of `markup`,
        /// and the picture `png` when it is a photo.
        init(html: String, markup: InlineKeyboard?, png: Data? = nil) {
            hasButtons = markup.map { !$0.rows.isEmpty } ?? false
            var hasher = Hasher()
            hasher.combine(html)
            // No keyboard and an empty one show the same.
            hasher.combine(hasButtons ? markup : nil)
            if let png {
                png.withUnsafeBytes { hasher.combine(bytes: $0) }
            }
            digest = hasher.finalize()
        }
    }

    private struct Key: Hashable {
        var chat: Int64
        var message: Int64
    }

    /// Two generations: when the newer fills up it becomes the older, and the older is
    /// forgotten, so the most recent messages are always remembered in bounded memory.
    private struct Generations {
        var newer: [Key: Content] = [:]
        var older: [Key: Content] = [:]
    }

    private let generations = Mutex(Generations())
    private let capacity: Int

    /// Remembers up to about `capacity` messages, and at least half as many of the latest.
    init(capacity: Int = 10_000) {
        self.capacity = capacity
    }

    /// What message `id` in `chat` shows, as this sender last sent or edited it.
    func content(of id: Int64, in chat: Int64) -> Content? {
        let key = Key(chat: chat, message: id)
        return generations.withLock { $0.newer[key] ?? $0.older[key] }
    }

    /// Records that message `id` in `chat` had its buttons taken off.
    func recordButtonsRemoved(of id: Int64, in chat: Int64) {
        var removed = content(of: id, in: chat) ?? Content(html: "", markup: nil)
        removed.digest = nil
        removed.hasButtons = false
        record(removed, of: id, in: chat)
    }

    /// Records that message `id` in `chat` now shows `content`.
    func record(_ content: Content, of id: Int64, in chat: Int64) {
        generations.withLock { generations in
            if generations.newer.count >= capacity / 2 {
                generations.older = generations.newer
                generations.newer = [:]
            }
            generations.newer[Key(chat: chat, message: id)] = content
        }
    }
}
