import Foundation
import GRDB
import TrackerCore
import TrackerStore

extension User {
    /// The user's languages, after keeping `reportedCode` as their platform's code when the
    /// platform sent one (Telegram does with every message; Matrix never does).
    public static func languages(of userID: Int64, reporting reportedCode: String?, in db: Database) throws
        -> UserLanguages
    {
        let row = try Row.fetchOne(
            db.cachedStatement(sql: "SELECT language, platformLanguage FROM user WHERE id = ?"),
            arguments: [userID])
        var languages = UserLanguages(
            chosen: (row?["language"] as String?).flatMap(Language.init(rawValue:)),
            platformCode: row?["platformLanguage"])
        if let code = languages.codeToKeep(reporting: reportedCode) {
            try db.execute(cached: "UPDATE user SET platformLanguage = ? WHERE id = ?", [code, userID])
            languages.platformCode = code
        }
        return languages
    }

    /// Keeps `language` as the user's choice; `nil` follows the platform's language again.
    public static func choose(_ language: Language?, for userID: Int64, in db: Database) throws {
        try db.execute(cached: "UPDATE user SET language = ? WHERE id = ?", [language?.tag, userID])
    }
}

extension GroupChat {
    /// The language the group's admin chose; `nil` when none was chosen or the group has no
    /// settings yet.
    public static func language(of chat: ChatAddress, in db: Database) throws -> Language? {
        try String.fetchOne(
            cached: "SELECT language FROM groupChat WHERE platform = ? AND chatID = ?",
            [chat.platform, chat.id],
            in: db
        ).flatMap(Language.init(rawValue:))
    }

    /// Keeps `language` as the group's; `nil` takes the choice back. The group's settings are
    /// created if it had none.
    public static func choose(_ language: Language?, for chat: ChatAddress, now: Date, in db: Database) throws
    {
        _ = try findOrCreate(chat, now: now, in: db)
        try db.execute(
            cached: "UPDATE groupChat SET language = ? WHERE platform = ? AND chatID = ?",
            [language?.tag, chat.platform, chat.id])
    }
}
