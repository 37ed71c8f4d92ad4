import Foundation
import TrackerCommands
import TrackerCore

/// How the console shows a reply's picture: a terminal cannot show it, so it is drawn into a
/// PNG file in the private pictures folder of ``UserFiles``, named after the user it was drawn
/// for (so that `/forget` removes it), and the reply names the file.
public struct ConsolePictures: Sendable {
    /// Draws a picture as PNG.
    public let draw: @Sendable (Picture) throws -> Data

    /// Pictures drawn by `draw`.
    public init(draw: @escaping @Sendable (Picture) throws -> Data) {
        self.draw = draw
    }

    /// Writes `picture` as `user-<id>-<name>.png` in `directory` (created private, 0700, when
    /// first needed), private to its owner (0600), and returns its path.
    func write(_ picture: Picture, named name: String, for userID: Int64, in directory: String) throws
        -> String
    {
        let png = try draw(picture)
        try FileManager.default.createDirectory(
            atPath: directory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        let path = (directory as NSString).appendingPathComponent(
            "\(UserFiles.prefix(of: userID))\(name).png")
        guard
            FileManager.default.createFile(
                atPath: path, contents: png, attributes: [.posixPermissions: 0o600])
        else { throw CocoaError(.fileWriteUnknown) }
        return path
    }
}
