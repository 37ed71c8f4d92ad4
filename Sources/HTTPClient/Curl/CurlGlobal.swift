import CCurl

/// libcurl's process-wide setup, which must happen once before the first handle is made.
enum CurlGlobal {
    /// A `static let` initializer runs exactly once, even when several clients start together.
    private static let isInitialized: Bool = curl_global_init(Int(CURL_GLOBAL_ALL)) == CURLE_OK

    /// Initializes libcurl if needed; stops the process if libcurl cannot start, since no
    /// request could ever succeed.
    static func initialize() {
        precondition(isInitialized, "curl_global_init failed")
    }
}
