import Foundation
import TrackerCore
import TrackerStore

/// Everything a handler needs to apply one action for one user, inside the message's
/// transaction.
struct Context {
    /// The message's transaction, through the store interface.
    let tx: any StoreTransaction
    var user: User
    let now: Date
    let calendar: UserCalendar
    /// The user's local day at `now`, or the latest day they already lived when a move west
    /// put the clock's day before it (see ``User/latestLocalDay(in:)``).
    let today: LocalDate
    /// The folders of files made for users: exports and pictures.
    let files: UserFiles
    /// The chat the event came from.
    let chat: ChatAddress
    /// Whether that chat is a group, where only group actions and check-ins are allowed.
    let isGroup: Bool
    /// Whether the user administers the group, as the platform said; `nil` when unknown.
    let senderIsAdmin: Bool?
    /// The user's name as this chat shows it: the one they have in a group, their own in a
    /// private chat.
    let name: String
    /// The language of the chat: the group's in a group, the user's own in a private chat.
    let language: Language
    /// The user's own language, whose date words their commands may use, also in a group.
    let userLanguage: Language
    /// The platform's id of the message whose button was pressed; `nil` for a typed command.
    var pressedMessageID: String?

    /// - Parameter name: the name the user shows in `chat`; `nil` for their own.
    init(
        tx: any StoreTransaction, user: User, now: Date, files: UserFiles,
        chat: ChatAddress, isGroup: Bool, senderIsAdmin: Bool?, latestDay: LocalDate? = nil,
        name: String? = nil, language: Language = .english, userLanguage: Language? = nil
    ) {
        self.language = language
        self.userLanguage = userLanguage ?? language
        self.tx = tx
        self.user = user
        self.now = now
        self.files = files
        self.chat = chat
        self.isGroup = isGroup
        self.senderIsAdmin = senderIsAdmin
        self.name = name.flatMap { $0.isEmpty ? nil : $0 } ?? user.displayName
        calendar = user.calendar
        today = max(calendar.localDate(of: now), latestDay ?? calendar.localDate(of: now))
    }

    var userID: Int64 { user.id! }

    /// A button that only this user may press.
    func button(_ label: String, _ kind: ButtonKind) -> Button {
        Button(label, data: ButtonCodec.encode(kind, owner: userID))
    }

    /// A button that anyone in this chat may press, acting for themselves.
    func buttonForAnyone(_ label: String, _ button: GroupButton) -> Button {
        Button(label, data: ButtonCodec.encodeForAnyone(button))
    }
}
