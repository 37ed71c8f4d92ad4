import Foundation

/// A bounds-checked cursor over the protocol's binary messages: bytes, big-endian integers
/// and protobuf-style varints, each length checked against what is left.
struct ByteReader {
    private let bytes: [UInt8]
    private(set) var offset = 0

    init<Bytes: DataProtocol>(_ bytes: Bytes) { self.bytes = Array(bytes) }

    var isAtEnd: Bool { offset >= bytes.count }
    var remaining: Int { bytes.count - offset }

    mutating func byte() throws(DecodeError) -> UInt8 {
        guard offset < bytes.count else { throw .truncated }
        defer { offset += 1 }
        return bytes[offset]
    }

    mutating func bytes(_ count: Int) throws(DecodeError) -> [UInt8] {
        guard count >= 0, count <= remaining else { throw .truncated }
        defer { offset += count }
        return Array(bytes[offset..<offset + count])
    }

    mutating func bigEndianUInt32() throws(DecodeError) -> UInt32 {
        try bytes(4).reduce(0) { $0 << 8 | UInt32($1) }
    }

    /// A base-128 varint of at most 10 bytes (64 bits).
    mutating func varint() throws(DecodeError) -> UInt64 {
        var value: UInt64 = 0
        for shift in stride(from: 0, to: 70, by: 7) {
            let next = try byte()
            let bits = UInt64(next & 0x7F)
            guard shift < 63 || bits <= 1 else { throw .varintOverflow }
            value |= bits << UInt64(shift)
            if next & 0x80 == 0 { return value }
        }
        throw .varintOverflow
    }

    /// A length-prefixed field's bytes.
    mutating func lengthDelimited() throws(DecodeError) -> [UInt8] {
        let length = try varint()
        guard length <= UInt64(remaining) else { throw .truncated }
        return try bytes(Int(length))
    }
}

/// Writes the protocol's binary messages; the counterpart of ``ByteReader``.
struct ByteWriter {
    private(set) var bytes: [UInt8] = []

    mutating func append(_ byte: UInt8) { bytes.append(byte) }
    mutating func append<Bytes: Sequence>(contentsOf other: Bytes) where Bytes.Element == UInt8 {
        bytes.append(contentsOf: other)
    }

    mutating func appendBigEndian(_ value: UInt32) {
        for shift in stride(from: 24, through: 0, by: -8) {
            bytes.append(UInt8(truncatingIfNeeded: value >> UInt32(shift)))
        }
    }

    mutating func appendVarint(_ value: UInt64) {
        var rest = value
        while rest >= 0x80 {
            bytes.append(UInt8(truncatingIfNeeded: rest) | 0x80)
            rest >>= 7
        }
        bytes.append(UInt8(rest))
    }

    /// A field with tag `field` and wire type 2: a varint length, then the bytes.
    mutating func appendField<Bytes: Collection>(_ field: UInt8, bytes value: Bytes)
    where Bytes.Element == UInt8 {
        bytes.append(field << 3 | 2)
        appendVarint(UInt64(value.count))
        bytes.append(contentsOf: value)
    }

    /// A field with tag `field` and wire type 0: a varint.
    mutating func appendField(_ field: UInt8, varint value: UInt64) {
        bytes.append(field << 3)
        appendVarint(value)
    }
}

/// The fields of a protobuf-style message body: the last value of each known tag, unknown
/// tags skipped by their wire type (as libolm and vodozemac do).
struct ProtobufFields {
    var bytes: [UInt8: [UInt8]] = [:]
    var varints: [UInt8: UInt64] = [:]

    init(_ reader: inout ByteReader) throws(DecodeError) {
        while !reader.isAtEnd {
            let key = try reader.varint()
            let field = key >> 3
            switch key & 7 {
            case 0:
                let value = try reader.varint()
                if field < 16 { varints[UInt8(field)] = value }
            case 2:
                let value = try reader.lengthDelimited()
                if field < 16 { bytes[UInt8(field)] = value }
            default: throw .invalidWireType(key & 7)
            }
        }
    }
}
