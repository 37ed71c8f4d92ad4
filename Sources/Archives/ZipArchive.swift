import CDeflate
import Foundation

/// Writes files into one ZIP archive (PKWARE's APPNOTE 6.3): each file deflated by
/// libdeflate, with its CRC-32, a UTF-8 name and Unix mode 0600, then the central directory.
/// An export is one message with one file this way, which every platform and every unzip
/// tool reads, as Loop Habit Tracker's own export is.
///
/// Archives stay small (a user's data), so the whole archive is made in memory, and the
/// 32-bit fields of the format without its ZIP64 extension are enough; anything larger is
/// refused rather than written wrong.
public enum ZipArchive {
    /// A file that does not fit the format's 32-bit sizes, or that could not be compressed.
    public struct Failure: Error, CustomStringConvertible {
        /// What went wrong.
        public var description: String
    }

    /// The archive of `files` (names and contents, in that order), each dated `modified`
    /// (in UTC, to the two seconds the format keeps).
    public static func archive(_ files: [(name: String, contents: Data)], modified: Date) throws -> Data {
        guard files.count < Int(UInt16.max) else { throw Failure(description: "too many files") }
        guard let compressor = libdeflate_alloc_compressor(level) else {
            throw Failure(description: "no memory for the compressor")
        }
        defer { libdeflate_free_compressor(compressor) }
        let (time, date) = dosTimeAndDate(modified)
        var archive = Data()
        var directory = Data()
        for file in files {
            let name = Data(file.name.utf8)
            let compressed = try deflate(file.contents, with: compressor)
            let crc = file.contents.withUnsafeBytes { libdeflate_crc32(0, $0.baseAddress, $0.count) }
            guard let offset = UInt32(exactly: archive.count),
                let size = UInt32(exactly: file.contents.count),
                let packed = UInt32(exactly: compressed.count), let nameLength = UInt16(exactly: name.count)
            else { throw Failure(description: "\(file.name) is too large for the archive") }
            // The fields both headers share: version needed, flags, method, time, date, CRC,
            // sizes, name length.
            var common = Data()
            common.appendLittleEndian(UInt16(20))
            common.appendLittleEndian(utf8Names)
            common.appendLittleEndian(deflated)
            common.appendLittleEndian(time)
            common.appendLittleEndian(date)
            common.appendLittleEndian(crc)
            common.appendLittleEndian(packed)
            common.appendLittleEndian(size)
            common.appendLittleEndian(nameLength)

            archive.appendLittleEndian(UInt32(0x0403_4B50))
            archive.append(common)
            archive.appendLittleEndian(UInt16(0))  // no extra field
            archive.append(name)
            archive.append(compressed)

            directory.appendLittleEndian(UInt32(0x0201_4B50))
            directory.appendLittleEndian(madeByUnix)
            directory.append(common)
            // Extra field, comment, disk number and internal attributes: none.
            for _ in 0..<4 { directory.appendLittleEndian(UInt16(0)) }
            directory.appendLittleEndian(privateFile)
            directory.appendLittleEndian(offset)
            directory.append(name)
        }
        guard let directoryOffset = UInt32(exactly: archive.count),
            let directorySize = UInt32(exactly: directory.count)
        else { throw Failure(description: "the archive is too large") }
        archive.append(directory)
        archive.appendLittleEndian(UInt32(0x0605_4B50))
        archive.appendLittleEndian(UInt16(0))  // this disk
        archive.appendLittleEndian(UInt16(0))  // the directory's disk
        archive.appendLittleEndian(UInt16(files.count))
        archive.appendLittleEndian(UInt16(files.count))
        archive.appendLittleEndian(directorySize)
        archive.appendLittleEndian(directoryOffset)
        archive.appendLittleEndian(UInt16(0))  // no comment
        return archive
    }

    /// libdeflate's default level: exports are small and sent once.
    private static let level: Int32 = 6
    /// General purpose flag bit 11: names are UTF-8.
    private static let utf8Names: UInt16 = 1 << 11
    /// Compression method 8.
    private static let deflated: UInt16 = 8
    /// Made by Unix (3) under version 2.0, so that the external attributes are a file mode.
    private static let madeByUnix: UInt16 = 3 << 8 | 20
    /// A regular file, mode 0600, in the external attributes' high half.
    private static let privateFile: UInt32 = (0o100600 as UInt32) << 16

    /// `data` as raw deflate, as a ZIP entry holds it.
    private static func deflate(_ data: Data, with compressor: OpaquePointer) throws -> Data {
        let bound = libdeflate_deflate_compress_bound(compressor, data.count)
        var output = Data(count: bound)
        let size = data.withUnsafeBytes { input in
            output.withUnsafeMutableBytes { out in
                libdeflate_deflate_compress(
                    compressor, input.baseAddress, input.count, out.baseAddress, out.count)
            }
        }
        guard size > 0 || data.isEmpty else { throw Failure(description: "a file did not fit its bound") }
        return output.prefix(size)
    }

    /// MS-DOS time and date of `instant` in UTC, clamped to the years the format holds
    /// (1980–2107).
    private static func dosTimeAndDate(_ instant: Date) -> (time: UInt16, date: UInt16) {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: instant)
        let year = min(max((parts.year ?? 1980) - 1980, 0), 127)
        let time = (parts.hour ?? 0) << 11 | (parts.minute ?? 0) << 5 | (parts.second ?? 0) / 2
        let date = year << 9 | (parts.month ?? 1) << 5 | (parts.day ?? 1)
        return (UInt16(truncatingIfNeeded: time), UInt16(truncatingIfNeeded: date))
    }
}

extension Data {
    fileprivate mutating func appendLittleEndian<Value: FixedWidthInteger>(_ value: Value) {
        Swift.withUnsafeBytes(of: value.littleEndian) { append(contentsOf: $0) }
    }
}
