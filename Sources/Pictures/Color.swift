/// An opaque colour: pictures have no transparency, so they look the same on Telegram's light
/// and dark themes.
struct Color: Hashable {
    var red: Double
    var green: Double
    var blue: Double

    /// A colour from `0xRRGGBB`, as designers write them.
    init(hex: UInt32) {
        red = Double((hex >> 16) & 0xFF) / 255
        green = Double((hex >> 8) & 0xFF) / 255
        blue = Double(hex & 0xFF) / 255
    }
}
