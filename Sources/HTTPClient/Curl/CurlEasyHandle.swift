import CCurl
import Foundation

/// One reusable libcurl easy handle, run by the ``TransferLoop``'s multi handle, one transfer
/// at a time.
///
/// Per-request options are set in ``start(_:)``; everything a request leaves behind
/// (header list, MIME form, callback context) is detached in ``finish(_:)``. Connections are
/// kept in the multi handle's cache, so requests to one host reuse keep-alive connections
/// whichever easy handle runs them.
final class CurlEasyHandle {
    let handle: UnsafeMutableRawPointer
    /// libcurl writes failure details here during a transfer; it must outlive every transfer.
    private let errorBuffer: UnsafeMutablePointer<CChar>
    /// The transfer running on this handle, and what must be freed when it ends.
    private(set) var context: CurlTransferContext?
    private var headerList: UnsafeMutablePointer<curl_slist>?
    private var form: OpaquePointer?

    /// Returns `nil` when libcurl cannot allocate a handle or rejects a fixed option.
    init?(userAgent: String) {
        CurlGlobal.initialize()
        guard let handle = curl_easy_init() else { return nil }
        self.handle = handle
        errorBuffer = .allocate(capacity: Int(CURL_ERROR_SIZE))
        errorBuffer.initialize(repeating: 0, count: Int(CURL_ERROR_SIZE))
        do {
            try configure(userAgent: userAgent)
        } catch {
            return nil
        }
    }

    deinit {
        curl_easy_cleanup(handle)
        errorBuffer.deallocate()
    }

    private func configure(userAgent: String) throws(HTTPClientError) {
        // Without NOSIGNAL libcurl uses SIGALRM for DNS timeouts, which is unsafe with threads.
        try check(ccurl_setopt_long(handle, CURLOPT_NOSIGNAL, 1))
        try check(ccurl_setopt_string(handle, CURLOPT_USERAGENT, userAgent))
        try check(ccurl_setopt_pointer(handle, CURLOPT_ERRORBUFFER, errorBuffer))
        try check(ccurl_setopt_long(handle, CURLOPT_SSL_VERIFYPEER, 1))
        try check(ccurl_setopt_long(handle, CURLOPT_SSL_VERIFYHOST, 2))
        // Only web URLs: a configured base URL must never read `file://` or talk to other services.
        try check(ccurl_setopt_string(handle, CURLOPT_PROTOCOLS_STR, "http,https"))
        try check(ccurl_setopt_long(handle, CURLOPT_FOLLOWLOCATION, 0))
        // An empty list accepts every encoding libcurl can decode (gzip shrinks big update batches).
        try check(ccurl_setopt_string(handle, CURLOPT_ACCEPT_ENCODING, ""))
        // TCP keep-alive probes notice a dead peer during a long poll before the timeout does.
        try check(ccurl_setopt_long(handle, CURLOPT_TCP_KEEPALIVE, 1))
        try check(
            ccurl_setopt_write_callback(handle) { buffer, size, count, context in
                let length = size * count
                guard let buffer, let context else { return length }
                let transfer = Unmanaged<CurlTransferContext>.fromOpaque(context).takeUnretainedValue()
                transfer.body.append(
                    UnsafeRawPointer(buffer).assumingMemoryBound(to: UInt8.self), count: length)
                return length
            })
        try check(
            ccurl_setopt_header_callback(handle) { buffer, size, count, context in
                let length = size * count
                guard let buffer, let context else { return length }
                let transfer = Unmanaged<CurlTransferContext>.fromOpaque(context).takeUnretainedValue()
                transfer.receiveHeaderLine(UnsafeRawBufferPointer(start: buffer, count: length))
                return length
            })
    }

    /// Sets up `transfer` on this handle; the caller then adds the handle to the multi handle.
    func start(_ transfer: Transfer) throws(HTTPClientError) {
        let request = transfer.request
        let context = CurlTransferContext(transfer: transfer)
        self.context = context
        errorBuffer[0] = 0
        do {
            headerList = try makeHeaderList(for: request)
            try check(ccurl_setopt_string(handle, CURLOPT_URL, request.url))
            try check(ccurl_setopt_long(handle, CURLOPT_TIMEOUT_MS, Self.milliseconds(request.timeout)))
            try check(
                ccurl_setopt_long(
                    handle, CURLOPT_CONNECTTIMEOUT_MS, Self.milliseconds(request.connectTimeout)))
            try check(ccurl_setopt_slist(handle, CURLOPT_HTTPHEADER, headerList))
            form = try setBody(of: request)
        } catch {
            detach()
            throw error
        }
        // The context stays alive in `self.context` until `finish` detaches it.
        let pointer = Unmanaged.passUnretained(context).toOpaque()
        _ = ccurl_setopt_pointer(handle, CURLOPT_WRITEDATA, pointer)
        _ = ccurl_setopt_pointer(handle, CURLOPT_HEADERDATA, pointer)
    }

    /// Ends the running transfer, which libcurl finished with `code`, frees what it used, and
    /// returns its outcome: the response, `CancellationError`, or an ``HTTPClientError``
    /// whose text never contains the request URL.
    func finish(_ code: CURLcode) -> Result<HTTPResponse, any Error> {
        guard let context else { return .failure(HTTPClientError.shutDown) }
        defer { detach() }
        switch code {
        case CURLE_OK:
            var status = 0
            _ = ccurl_getinfo_long(handle, CURLINFO_RESPONSE_CODE, &status)
            return .success(HTTPResponse(status: status, headers: context.headers, body: context.body))
        case CURLE_OPERATION_TIMEDOUT:
            return .failure(HTTPClientError.timedOut)
        default:
            return .failure(transportError(code, url: context.transfer.request.url))
        }
    }

    /// Detaches and frees the per-transfer state; the handle keeps raw pointers to all of it.
    private func detach() {
        _ = ccurl_setopt_pointer(handle, CURLOPT_WRITEDATA, nil)
        _ = ccurl_setopt_pointer(handle, CURLOPT_HEADERDATA, nil)
        _ = ccurl_setopt_slist(handle, CURLOPT_HTTPHEADER, nil)
        curl_slist_free_all(headerList)
        headerList = nil
        if form != nil {
            _ = ccurl_setopt_pointer(handle, CURLOPT_MIMEPOST, nil)
            curl_mime_free(form)
            form = nil
        }
        context = nil
    }

    private func makeHeaderList(
        for request: HTTPRequest
    ) throws(HTTPClientError) -> UnsafeMutablePointer<curl_slist>? {
        var lines = request.headers.map { "\($0.name): \($0.value)" }
        if request.headers["Content-Type"] == nil {
            switch request.body {
            case .json: lines.append("Content-Type: application/json")
            case .bytes(_, let contentType): lines.append("Content-Type: \(contentType)")
            case .none, .multipart: break
            }
        }
        // An empty `Expect:` stops libcurl from waiting for `100 Continue` before large bodies.
        lines.append("Expect:")
        var list: UnsafeMutablePointer<curl_slist>?
        for line in lines {
            guard let appended = curl_slist_append(list, line) else {
                curl_slist_free_all(list)
                throw .transport(code: Int(CURLE_OUT_OF_MEMORY.rawValue), reason: "out of memory")
            }
            list = appended
        }
        return list
    }

    /// Sets method and body; returns the MIME form the handle now points to, if any.
    ///
    /// A PUT is sent as a POST whose request line says PUT (`CUSTOMREQUEST`): the body goes
    /// out exactly as a POST body does. Every request sets `CUSTOMREQUEST`, to `PUT` or back
    /// to none, because the option outlives the transfer on this reused handle.
    private func setBody(of request: HTTPRequest) throws(HTTPClientError) -> OpaquePointer? {
        if request.method == .put {
            try check(ccurl_setopt_string(handle, CURLOPT_CUSTOMREQUEST, "PUT"))
        } else {
            try check(ccurl_setopt_string(handle, CURLOPT_CUSTOMREQUEST, nil))
        }
        switch (request.method, request.body) {
        case (.get, _):
            // Also resets a POST left over from the previous request on this handle.
            try check(ccurl_setopt_long(handle, CURLOPT_HTTPGET, 1))
            return nil
        case (.post, .none), (.put, .none):
            try setPostFields(Data())
            return nil
        case (.post, .json(let data)), (.put, .json(let data)), (.post, .bytes(let data, _)),
            (.put, .bytes(let data, _)):
            try setPostFields(data)
            return nil
        case (.post, .multipart(let parts)), (.put, .multipart(let parts)):
            guard let form = curl_mime_init(handle) else {
                throw .transport(code: Int(CURLE_OUT_OF_MEMORY.rawValue), reason: "out of memory")
            }
            do {
                for part in parts { try add(part, to: form) }
                try check(ccurl_setopt_pointer(handle, CURLOPT_MIMEPOST, UnsafeMutableRawPointer(form)))
            } catch {
                curl_mime_free(form)
                throw error
            }
            return form
        }
    }

    private func setPostFields(_ data: Data) throws(HTTPClientError) {
        // The size goes first: COPYPOSTFIELDS copies exactly that many bytes, so binary and
        // empty bodies work, and the copy makes the handle independent of `data`.
        try check(ccurl_setopt_off_t(handle, CURLOPT_POSTFIELDSIZE_LARGE, curl_off_t(data.count)))
        if data.isEmpty {
            try check(ccurl_setopt_string(handle, CURLOPT_COPYPOSTFIELDS, ""))
        } else {
            let code = data.withUnsafeBytes { bytes in
                ccurl_setopt_pointer(
                    handle, CURLOPT_COPYPOSTFIELDS, UnsafeMutableRawPointer(mutating: bytes.baseAddress))
            }
            try check(code)
        }
    }

    private func add(_ part: MultipartPart, to form: OpaquePointer) throws(HTTPClientError) {
        guard let mimePart = curl_mime_addpart(form) else {
            throw .transport(code: Int(CURLE_OUT_OF_MEMORY.rawValue), reason: "out of memory")
        }
        try check(curl_mime_name(mimePart, part.name))
        switch part.content {
        case .text(let text):
            try setData(Data(text.utf8), of: mimePart)
        case .data(let data):
            try setData(data, of: mimePart)
        case .file(let path):
            let code = curl_mime_filedata(mimePart, path)
            guard code == CURLE_OK else {
                throw .transport(
                    code: Int(code.rawValue), reason: "cannot read the file for form part '\(part.name)'")
            }
        }
        if let filename = part.filename { try check(curl_mime_filename(mimePart, filename)) }
        if let contentType = part.contentType { try check(curl_mime_type(mimePart, contentType)) }
    }

    private func setData(_ data: Data, of mimePart: OpaquePointer) throws(HTTPClientError) {
        // curl_mime_data copies the bytes. An empty part still needs a valid pointer: NULL
        // would detach the part's data instead.
        guard !data.isEmpty else { return try check(curl_mime_data(mimePart, "", 0)) }
        let code = data.withUnsafeBytes { bytes in
            curl_mime_data(mimePart, bytes.baseAddress?.assumingMemoryBound(to: CChar.self), bytes.count)
        }
        try check(code)
    }

    private func check(_ code: CURLcode) throws(HTTPClientError) {
        guard code == CURLE_OK else {
            throw .transport(code: Int(code.rawValue), reason: Self.message(for: code))
        }
    }

    /// A transport error built from libcurl's fixed message for `code` plus the details from the
    /// error buffer, which can name the host and, for some failures, the URL, so it is redacted.
    private func transportError(_ code: CURLcode, url: String) -> HTTPClientError {
        var reason = Self.message(for: code)
        let details = String(cString: errorBuffer).trimmingCharacters(in: .whitespacesAndNewlines)
        if !details.isEmpty { reason += " (\(SecretRedaction.redact(details, url: url)))" }
        return .transport(code: Int(code.rawValue), reason: reason)
    }

    private static func message(for code: CURLcode) -> String {
        String(cString: curl_easy_strerror(code))
    }

    private static func milliseconds(_ duration: Duration) -> Int {
        let (seconds, attoseconds) = duration.components
        // Zero would mean "no timeout" to libcurl.
        return max(1, Int(seconds) * 1000 + Int(attoseconds / 1_000_000_000_000_000))
    }
}
