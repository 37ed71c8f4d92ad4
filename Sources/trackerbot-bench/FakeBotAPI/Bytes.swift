/// A view of bytes in a connection's input buffer: the fake scans requests in place.
typealias Bytes = UnsafeBufferPointer<UInt8>
