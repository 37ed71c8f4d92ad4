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
    /// alpha, and Cairo's premultiplied alpha would need undoing.
    static func png(of surface: OpaquePointer) throws -> Data {
        cairo_surface_flush(surface)
        guard cairo_image_surface_get_format(surface) == CAIRO_FORMAT_RGB24,
            let pixels = cairo_image_surface_get_data(surface)
        else { throw PictureError.encoding("not an RGB24 image surface") }
        let width = Int(cairo_image_surface_get_width(surface))
        let height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        let scanlines = self.scanlines(pixels, width: width, height: height, stride: stride)

        guard let compressor = libdeflate_alloc_compressor(level) else {
            throw PictureError.encoding("no memory for the compressor")
        }
        defer { libdeflate_free_compressor(compressor) }
        var compressed = [UInt8](
            repeating: 0, count: libdeflate_zlib_compress_bound(compressor, scanlines.count))
        let size = scanlines.withUnsafeBytes { input in
            compressed.withUnsafeMutableBytes { output in
                libdeflate_zlib_compress(
                    compressor, input.baseAddress, input.count, output.baseAddress, output.count)
            }
        }
        guard size > 0 else { throw PictureError.encoding("the compressed pixels did not fit their bound") }

        var png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        png.reserveCapacity(size + 64)
        // Width, height, bit depth 8, colour type 2 (RGB), deflate, adaptive filters, no interlace.
        var header = Data()
        header.appendBigEndian(UInt32(width))
        header.appendBigEndian(UInt32(height))
        header.append(contentsOf: [8, 2, 0, 0, 0])
        png.appendChunk("IHDR", header)
        png.appendChunk("IDAT", Data(compressed.prefix(size)))
        png.appendChunk("IEND", Data())
        return png
    }

    /// The PNG scanlines: each row is filter type 0 (none), then R, G, B per pixel, read from
    /// Cairo's native-endian 32-bit xRGB words.
    private static func scanlines(_ pixels: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int)
        -> [UInt8]
    {
        let rowBytes = 1 + 3 * width
        return [UInt8](unsafeUninitializedCapacity: rowBytes * height) { buffer, count in
            guard let output = buffer.baseAddress else { return }
            for y in 0..<height {
                let row = UnsafeRawPointer(pixels + y * stride).assumingMemoryBound(to: UInt32.self)
                var out = output + y * rowBytes
                out.pointee = 0
                out += 1
                for x in 0..<width {
                    let pixel = row[x]
                    out[0] = UInt8(truncatingIfNeeded: pixel >> 16)
                    out[1] = UInt8(truncatingIfNeeded: pixel >> 8)
                    out[2] = UInt8(truncatingIfNeeded: pixel)
                    out += 3
                }
            }
            count = rowBytes * height
        }
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
