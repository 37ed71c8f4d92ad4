import CCairo
import Foundation

@testable import Pictures

/// A PNG decoded back by Cairo, to look at its pixels.
struct DecodedImage {
    let width: Int
    let height: Int
    /// Row-major `0xAARRGGBB` pixels (opaque, so premultiplying changes nothing).
    private let pixels: [UInt32]

    /// Why a PNG did not decode.
    struct DecodeError: Error { let status: UInt32 }

    /// The bytes Cairo's PNG reader has yet to read.
    private final class Source {
        let data: Data
        var offset = 0
        init(_ data: Data) { self.data = data }
    }

    init(png: Data) throws {
        let source = Source(png)
        let surface = withExtendedLifetime(source) {
            cairo_image_surface_create_from_png_stream(
                { closure, buffer, length in
                    guard let closure, let buffer else { return CAIRO_STATUS_READ_ERROR }
                    let source = Unmanaged<Source>.fromOpaque(closure).takeUnretainedValue()
                    let count = Int(length)
                    guard source.offset + count <= source.data.count else { return CAIRO_STATUS_READ_ERROR }
                    source.data.copyBytes(to: buffer, from: source.offset..<source.offset + count)
                    source.offset += count
                    return CAIRO_STATUS_SUCCESS
                },
                Unmanaged.passUnretained(source).toOpaque())
        }
        guard let surface else { throw DecodeError(status: CAIRO_STATUS_NO_MEMORY.rawValue) }
        defer { cairo_surface_destroy(surface) }
        let status = cairo_surface_status(surface)
        guard status == CAIRO_STATUS_SUCCESS else { throw DecodeError(status: status.rawValue) }
        cairo_surface_flush(surface)
        width = Int(cairo_image_surface_get_width(surface))
        height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        guard let data = cairo_image_surface_get_data(surface) else {
            throw DecodeError(status: CAIRO_STATUS_NULL_POINTER.rawValue)
        }
        var pixels: [UInt32] = []
        pixels.reserveCapacity(width * height)
        for row in 0..<height {
            let rowStart = UnsafeRawPointer(data + row * stride)
            for column in 0..<width {
                pixels.append(rowStart.load(fromByteOffset: column * 4, as: UInt32.self))
            }
        }
        self.pixels = pixels
    }

    /// The pixel at (x, y), as 0-255 channels.
    func rgb(_ x: Int, _ y: Int) -> (red: Int, green: Int, blue: Int, alpha: Int) {
        let pixel = pixels[y * width + x]
        return (Int((pixel >> 16) & 0xFF), Int((pixel >> 8) & 0xFF), Int(pixel & 0xFF), Int(pixel >> 24))
    }

    /// The pixel at the point (x, y) of the card's units (see `Card`).
    func rgb(_ point: (x: Double, y: Double)) -> (red: Int, green: Int, blue: Int, alpha: Int) {
        rgb(
            Int((point.x * Card.pixelsPerUnit).rounded(.down)),
            Int((point.y * Card.pixelsPerUnit).rounded(.down)))
    }

    /// Whether the pixel at the point (x, y), in the card's units, is within `tolerance` (0-255, per channel) of `color`.
    func pixel(_ point: (x: Double, y: Double), is color: Color, tolerance: Int = 6) -> Bool {
        let actual = rgb(point)
        return abs(actual.red - Int((color.red * 255).rounded())) <= tolerance
            && abs(actual.green - Int((color.green * 255).rounded())) <= tolerance
            && abs(actual.blue - Int((color.blue * 255).rounded())) <= tolerance
    }

    /// How many pixels differ from `other`'s by more than `tolerance` in some channel; images of
    /// different sizes differ everywhere.
    func differingPixels(from other: DecodedImage, tolerance: Int) -> Int {
        guard width == other.width, height == other.height else {
            return max(pixels.count, other.pixels.count)
        }
        var count = 0
        for (mine, theirs) in zip(pixels, other.pixels) where mine != theirs {
            for shift in [0, 8, 16, 24]
            where abs(Int((mine >> shift) & 0xFF) - Int((theirs >> shift) & 0xFF)) > tolerance {
                count += 1
                break
            }
        }
        return count
    }
}
