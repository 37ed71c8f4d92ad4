import CCurl

/// A libcurl multi handle: runs many transfers on one thread and shares their connections.
///
/// Only ``wake()`` may be called from other threads (libcurl makes `curl_multi_wakeup`
/// thread-safe); everything else belongs to the ``TransferLoop`` thread. Being a class, it
/// outlives that thread as long as anyone may still wake it.
final class CurlMultiHandle: @unchecked Sendable {
    let pointer: UnsafeMutableRawPointer

    init?() {
        CurlGlobal.initialize()
        guard let pointer = curl_multi_init() else { return nil }
        self.pointer = pointer
    }

    deinit { curl_multi_cleanup(pointer) }

    /// Interrupts a `curl_multi_poll` running on the loop thread, or makes the next one
    /// return at once.
    func wake() { _ = curl_multi_wakeup(pointer) }
}
