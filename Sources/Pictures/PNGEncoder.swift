import CCairo
import CPNG
import Foundation

/// Encodes a Cairo image surface as PNG with libpng's fast setting (no row filters, light
/// compression).
///
/// Cairo's own writer compresses at zlib's default level, which took about 85% of a
/// picture's time; the pictures are flat colours, so the fast setting costs little in size.
enum PNGEncoder {
    /// The surface's pixels as PNG. The surface must be ARGB32 and opaque wherever it is
    /// drawn on: Cairo premultiplies alpha, PNG does not, and the two agree only at full alpha.
    static func png(of surface: OpaquePointer) throws -> Data {
        cairo_surface_flush(surface)
        guard cairo_image_surface_get_format(surface) == CAIRO_FORMAT_ARGB32,
            let pixels = cairo_image_surface_get_data(surface)
        else { throw PictureError.encoding("not an ARGB32 image surface") }
        var image = png_image()
        image.version = UInt32(PNG_IMAGE_VERSION)
        image.width = UInt32(cairo_image_surface_get_width(surface))
        image.height = UInt32(cairo_image_surface_get_height(surface))
        // Cairo keeps each pixel as a native-endian 32-bit ARGB word: B, G, R, A in memory here.
        image.format = UInt32(PNG_FORMAT_FLAG_COLOR | PNG_FORMAT_FLAG_ALPHA | PNG_FORMAT_FLAG_BGR)
        image.flags = UInt32(PNG_IMAGE_FLAG_FAST)
        defer { png_image_free(&image) }

        // An in-memory stream grows as libpng writes, so the image is encoded once.
        var buffer: UnsafeMutablePointer<CChar>?
        var size = 0
        guard let stream = open_memstream(&buffer, &size) else {
            throw PictureError.encoding("no memory for the PNG stream")
        }
        let written = png_image_write_to_stdio(
            &image, stream, 0, pixels, cairo_image_surface_get_stride(surface), nil)
        let closed = fclose(stream)
        defer { free(buffer) }
        guard written != 0, closed == 0, let buffer else {
            throw PictureError.encoding(message(of: image))
        }
        return Data(bytes: buffer, count: size)
    }

    private static func message(of image: png_image) -> String {
        withUnsafeBytes(of: image.message) { bytes in
            String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
        }
    }
}
