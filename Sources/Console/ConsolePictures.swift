import Foundation
import TrackerCore

/// Where the console puts a reply's picture: a terminal cannot show it, so it is drawn into a
/// PNG file in a private folder beside the database, and the reply names the file.
public struct ConsolePictures: Sendable {
    /// The folder the pictures go to, created private (0700) when first needed.
    public let directory: String
    /// Draws a picture as PNG.
    public let draw: @Sendable (Picture) throws -> Data

    /// Pictures drawn by `draw` into `directory`.
    public init(directory: String, draw: @escaping @Sendable (Picture) throws -> Data) {
        self.directory = directory
        self.draw = draw
    }

    /// `pictures` in the database file's folder, which is already private to the bot's account.
    public static func directory(beside databasePath: String) -> String {
        URL(fileURLWithPath: databasePath).deletingLastPathComponent().appendingPathComponent("pictures").path
    }

    /// Writes `picture` as `<name>.png`, private to its owner (0600), and returns its path.
    func write(_ picture: Picture, named name: String) throws -> String {
        let png = try draw(picture)
        try FileManager.default.createDirectory(
            atPath: directory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        let path = (directory as NSString).appendingPathComponent("\(name).png")
        guard
            FileManager.default.createFile(
                atPath: path, contents: png, attributes: [.posixPermissions: 0o600])
        else { throw CocoaError(.fileWriteUnknown) }
        return path
    }
}
