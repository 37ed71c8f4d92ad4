import Foundation

extension BenchBotAPI {
    /// A text message from `user` in their private chat, as an update without `update_id`
    /// (``enqueue(_:)`` numbers it).
    static func message(_ text: String, from user: Int64) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .withoutEscapingSlashes
        // A String always encodes; the fallback only keeps the bench free of `try!`.
        let quoted = (try? encoder.encode(text)).map { String(decoding: $0, as: UTF8.self) } ?? #""""#
        return #"{"message":{"message_id":1,"date":1767225600,"chat":{"id":\#(user),"type":"private"},"#
            + #""from":{"id":\#(user),"is_bot":false,"first_name":"User"},"text":\#(quoted)}}"#
    }
}
