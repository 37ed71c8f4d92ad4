/// Where one request's parts are in its connection's input buffer.
struct Request {
    var path: Range<Int>
    var body: Range<Int>
    var closeAfter: Bool
}
