/// The fake's answers, serialized once: the bot reads only these fields, and building them
/// per call would cost CPU the bench takes from the bot it measures.
enum CannedAnswers {
    static let okTrue = Array(#"{"ok":true,"result":true}"#.utf8)
    static let getMe = Array(
        (#"{"ok":true,"result":{"id":123456789,"is_bot":true,"first_name":"Tracker","#
            + #""username":"TrackerTestBot"}}"#).utf8)
    static let webhookInfo = Array(
        #"{"ok":true,"result":{"url":"","has_custom_certificate":false,"pending_update_count":0}}"#.utf8)
    static let chatMember = Array(
        #"{"ok":true,"result":{"status":"member","user":{"id":1,"is_bot":false,"first_name":"Member"}}}"#.utf8
    )
    static let notFound = Array(#"{"ok":false,"error_code":404,"description":"Not Found"}"#.utf8)
    static let tooManyRequests = Array(
        (#"{"ok":false,"error_code":429,"description":"Too Many Requests: retry after 1","#
            + #""parameters":{"retry_after":1}}"#).utf8)
    /// A sent message is `messagePrefix`, its id, `messageChat`, the chat id, `messageSuffix`.
    static let messagePrefix = Array(#"{"ok":true,"result":{"message_id":"#.utf8)
    static let messageChat = Array(#","date":1767225600,"chat":{"id":"#.utf8)
    static let messageSuffix = Array(#","type":"private"}}}"#.utf8)
}
