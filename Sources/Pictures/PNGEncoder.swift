import CCairo
import CDeflate
import Foundation

/// Encodes a Cairo image surface as an 8-bit RGB PNG: the signature, a header, the pixels
/// compressed by libdeflate in one data chunk, and the end chunk (PNG specification, 3rd ed.).
///
/// Compressing the pixels is most of a picture's cost. Cairo's own writer and libpng both use
/// zlib, whose speed alone was about 5 ms per picture here; libdeflate's fastest level takes
/// half that, and flat colours compress well at any level.
enum PNGEncoder {
    /// libdeflate's fastest level.
    private static let level: Int32 = 1

    /// The surface's pixels as PNG. The surface must be RGB24: an opaque picture needs no
    /// alpha, and Cairo's premultiplied alpha would need undoing. The pixels are turned into
    /// PNG scanlines in place, so the surface is spent: nothing may draw on it afterwards.
    static func png(of surface: OpaquePointer) throws -> Data {
        cairo_surface_flush(surface)
        guard cairo_image_surface_get_format(surface) == CAIRO_FORMAT_RGB24,
            let pixels = cairo_image_surface_get_data(surface)
        else { throw PictureError.encoding("not an RGB24 image surface") }
        let width = Int(cairo_image_surface_get_width(surface))
        let height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        let length = scanlinesInPlace(pixels, width: width, height: height, stride: stride)
        let compressed = try compress(UnsafeRawBufferPointer(start: pixels, count: length))

        var png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        png.reserveCapacity(compressed.count + 64)
        // Width, height, bit depth 8, colour type 2 (RGB), deflate, adaptive filters, no interlace.
        var header = Data()
        header.appendBigEndian(UInt32(width))
        header.appendBigEndian(UInt32(height))
        header.append(contentsOf: [8, 2, 0, 0, 0])
        png.appendChunk("IHDR", header)
        png.appendChunk("IDAT", compressed)
        png.appendChunk("IEND", Data())
        return png
    }

    /// Rewrites the surface's rows as PNG scanlines from its first byte on: each row is filter
    /// type 0 (none), then R, G, B per pixel, read from Cairo's native-endian 32-bit xRGB
    /// words. Returns the scanlines' length.
    ///
    /// In place, because a second buffer would be another picture's worth of memory for each
    /// drawing. It is safe because a scanline (1 + 3 × width bytes) is never longer than a
    /// surface row (stride ≥ 4 × width bytes): each write lands at or before the pixel it comes
    /// from, and each pixel is read before anything is written over it.
    private static func scanlinesInPlace(
        _ pixels: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int
    )
        -> Int
    {
        let rowBytes = 1 + 3 * width
        for y in 0..<height {
            let row = UnsafeRawPointer(pixels + y * stride)
            var out = pixels + y * rowBytes
            // Row 0's filter byte would overwrite its first pixel, so that pixel is read first.
            var pixel = row.loadUnaligned(as: UInt32.self)
            out.pointee = 0
            out += 1
            for x in 0..<width {
                if x > 0 { pixel = row.loadUnaligned(fromByteOffset: 4 * x, as: UInt32.self) }
                out[0] = UInt8(truncatingIfNeeded: pixel >> 16)
                out[1] = UInt8(truncatingIfNeeded: pixel >> 8)
                out[2] = UInt8(truncatingIfNeeded: pixel)
                out += 3
            }
        }
        return rowBytes * height
    }

    /// `input` in zlib format. Flat pictures shrink 20 to 30 times, so a buffer of a quarter
    /// of the input is tried first, and libdeflate's bound only when that is too small.
    private static func compress(_ input: UnsafeRawBufferPointer) throws -> Data {
        guard let compressor = libdeflate_alloc_compressor(level) else {
            throw PictureError.encoding("no memory for the compressor")
        }
        defer { libdeflate_free_compressor(compressor) }
        for capacity in [input.count / 4 + 1024, libdeflate_zlib_compress_bound(compressor, input.count)] {
            let output = UnsafeMutableRawBufferPointer.allocate(byteCount: capacity, alignment: 1)
            defer { output.deallocate() }
            let size = libdeflate_zlib_compress(
                compressor, input.baseAddress, input.count, output.baseAddress, output.count)
            // A copy of its own, so the PNG does not keep the larger buffer alive.
            if size > 0 { return Data(output.prefix(size)) }
        }
        throw PictureError.encoding("the compressed pixels did not fit their bound")
    }
}

extension Data {
    fileprivate mutating func appendBigEndian(_ value: UInt32) {
        Swift.withUnsafeBytes(of: value.bigEndian) { append(contentsOf: $0) }
    }

    /// Appends a chunk: its length, type, data, and the CRC-32 of type and data.
    fileprivate mutating func appendChunk(_ type: String, _ data: Data) {
        appendBigEndian(UInt32(data.count))
        let typeBytes = Array(type.utf8)
        append(contentsOf: typeBytes)
        append(data)
        var crc = typeBytes.withUnsafeBytes { libdeflate_crc32(0, $0.baseAddress, $0.count) }
        crc = data.withUnsafeBytes { libdeflate_crc32(crc, $0.baseAddress, $0.count) }
        appendBigEndian(crc)
    }
}
