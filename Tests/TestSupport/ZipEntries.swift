import Foundation

/// A ZIP archive's entries as Python's `zipfile` reads them, after it checked every CRC: an
/// implementation other than the one that wrote the archive.
public struct ZipEntry: Sendable, Hashable, Decodable {
    /// The file's name.
    public var name: String
    /// The compression method (8 for deflate).
    public var method: Int
    /// The modification time the entry holds, `YYYY-MM-DD hh:mm:ss`.
    public var date: String
    /// The Unix mode in the external attributes, as octal text (`0o100600`).
    public var mode: String
    /// Whether the name is flagged as UTF-8.
    public var utf8: Bool
    /// The file's contents.
    public var contents: Data

    /// The contents as UTF-8 text.
    public var text: String { String(decoding: contents, as: UTF8.self) }

    /// The entries of the archive at `path`, in order. Throws when Python cannot read it.
    public static func read(_ path: String) throws -> [ZipEntry] {
        let script = """
            import base64, json, sys, zipfile
            with zipfile.ZipFile(sys.argv[1]) as z:
                assert z.testzip() is None
                print(json.dumps([{"name": i.filename, "method": i.compress_type,
                    "date": "%04d-%02d-%02d %02d:%02d:%02d" % i.date_time,
                    "mode": oct(i.external_attr >> 16), "utf8": bool(i.flag_bits & 0x800),
                    "contents": base64.b64encode(z.read(i)).decode()} for i in z.infolist()]))
            """
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", script, path]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw CocoaError(.fileReadCorruptFile, userInfo: [NSFilePathErrorKey: path])
        }
        return try JSONDecoder().decode([ZipEntry].self, from: data)
    }
}
