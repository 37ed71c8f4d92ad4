import Operations
import Testing

/// `HTTP_LISTEN`'s shape.
struct ListenAddressTests {
    @Test(arguments: [
        ("127.0.0.1:8080", "127.0.0.1", 8080), ("localhost:1", "localhost", 1),
        ("0.0.0.0:65535", "0.0.0.0", 65535),
        ("[::1]:9090", "::1", 9090),
    ])
    func aHostAndPortAreRead(text: String, host: String, port: Int) {
        let address = ListenAddress(text)
        #expect(address?.host == host)
        #expect(address?.port == port)
        #expect(address?.description == text)
    }

    @Test(arguments: [
        "8080", ":8080", "127.0.0.1", "127.0.0.1:", "127.0.0.1:0", "127.0.0.1:65536", "127.0.0.1:80a",
        "127.0.0.1:+80", "::1:8080", "[::1]8080", "local host:80", "127.0.0.1:99999999999999999999",
    ])
    func anythingElseIsRefused(text: String) {
        #expect(ListenAddress(text) == nil)
    }
}
