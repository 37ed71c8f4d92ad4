import Foundation

/// The private folders exports are written to: `<root>/user-<id>-<UTC timestamp>/`, the
/// root and each folder mode 0700, each file mode 0600, so that only the account the bot
/// runs as can read them.
struct ExportFolder {
    /// The folder holding every export.
    let root: String

    /// Writes `files` (name and contents) into a new folder for `userID`.
    /// - Returns: the folder's path.
    func write(_ files: [(name: String, contents: Data)], userID: Int64, at instant: Date) throws -> String {
        try makePrivateDirectory(root)
        let folder = root + "/" + UserFiles.prefix(of: userID) + Self.stamp(instant)
        try makePrivateDirectory(folder)
        for file in files {
            let path = folder + "/" + file.name
            guard
                FileManager.default.createFile(
                    atPath: path, contents: file.contents, attributes: [.posixPermissions: 0o600])
            else {
                throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: path])
            }
            // The mode given at creation can be widened by an existing file; set it again.
            try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: path)
        }
        return folder
    }

    /// `20261121T090000Z`: sorts by time and is safe in file names.
    private static func stamp(_ instant: Date) -> String {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withYear, .withMonth, .withDay, .withTime, .withTimeZone]
        return formatter.string(from: instant)
    }

    private func makePrivateDirectory(_ path: String) throws {
        try FileManager.default.createDirectory(
            atPath: path, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        try FileManager.default.setAttributes([.posixPermissions: 0o700], ofItemAtPath: path)
    }
}
