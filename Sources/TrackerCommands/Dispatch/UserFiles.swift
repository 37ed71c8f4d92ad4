import Foundation

/// The folders that hold files made for users: `/export`'s folders and the pictures the
/// console draws. Everything in them is named after its user's id (`user-7-…`), so that
/// forgetting a user finds every file of theirs and no one else's.
public struct UserFiles: Sendable {
    /// Where `/export` writes, one private folder per export.
    public let exports: String
    /// Where the console draws replies' pictures, one file per picture.
    public let pictures: String

    /// Files in the folders named.
    public init(exports: String, pictures: String) {
        self.exports = exports
        self.pictures = pictures
    }

    /// `exports` and `pictures` in the database file's folder, which is already private to the
    /// bot's account.
    public init(beside databasePath: String) {
        let folder = URL(fileURLWithPath: databasePath).deletingLastPathComponent()
        self.init(
            exports: folder.appendingPathComponent("exports").path,
            pictures: folder.appendingPathComponent("pictures").path)
    }

    /// How every file or folder of `userID` begins: `user-7-`. The trailing dash keeps user 7's
    /// prefix from matching user 71; ids are never reused, so it names this user's files only.
    public static func prefix(of userID: Int64) -> String { "user-\(userID)-" }

    /// Deletes every file and folder of `userID` in both folders, and the pictures drawn
    /// for their outbox entries `replies` before pictures were named after their user
    /// (`reply-<id>.png`); others' stay.
    ///
    /// Runs once the user's rows are gone for good (files are not rolled back with a
    /// transaction). A file that cannot be removed is skipped rather than stopping the rest.
    func removeAll(of userID: Int64, replies: [Int64] = []) {
        let fileManager = FileManager.default
        for root in [exports, pictures] {
            guard let names = try? fileManager.contentsOfDirectory(atPath: root) else { continue }
            for name in names where name.hasPrefix(Self.prefix(of: userID)) {
                try? fileManager.removeItem(atPath: root + "/" + name)
            }
        }
        for id in replies {
            try? fileManager.removeItem(atPath: pictures + "/reply-\(id).png")
        }
    }
}
