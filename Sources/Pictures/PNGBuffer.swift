import Foundation

/// Collects the bytes Cairo's PNG writer hands to its C callback. The callback cannot capture
/// anything, so the buffer travels as the callback's context pointer, unretained: the caller
/// keeps it alive for the duration of the write.
final class PNGBuffer {
    var data = Data()
}
