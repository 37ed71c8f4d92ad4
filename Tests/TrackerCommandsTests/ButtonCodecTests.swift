import Testing
import TrackerCommands
import TrackerCore

struct ButtonCodecTests {
    @Test(arguments: [
        Action.start, .dismiss, .help(topic: "habits"),
        .goal(.list), .goal(.show(.id(12))), .goal(.complete(.id(12))), .goal(.reopen(.id(1))),
        .goal(.delete(.id(5))), .goal(.confirmDelete(.id(5))), .goal(.tick(.id(9_000_000_000), step: 3)),
        .habit(.list), .habit(.check(.ref(.id(4)))), .habit(.reset(.id(4))), .habit(.delete(.id(4))),
        .habit(.confirmDelete(.id(4))), .todo(.list), .todo(.done(.id(8))), .todo(.undo(.id(8))),
    ])
    func roundTripsWithinTelegramsLimit(action: Action) {
        let data = ButtonCodec.encode(action, owner: 9_000_000_000_000)
        #expect(data.utf8.count <= Button.maxDataBytes)
        #expect(ButtonCodec.decode(data) == .init(owner: 9_000_000_000_000, action: action))
    }

    @Test func unknownOrForgedDataIsRejected() {
        for data in ["", "|", "x|g.s:1", "1|g.s", "1|g.s:x", "1|nope", "1|g.t:1", "1|g.s:1:2", "garbage"] {
            #expect(ButtonCodec.decode(data) == nil, "\(data)")
        }
    }
}
