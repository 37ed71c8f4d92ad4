import Testing
import TrackerCommands
import TrackerCore

struct ButtonCodecTests {
    @Test(arguments: [
        Action.start, .dismiss, .help(topic: "habits"),
        .goal(.list), .goal(.show(.id(12))), .goal(.complete(.id(12))), .goal(.reopen(.id(1))),
        .goal(.delete(.id(5))), .goal(.confirmDelete(.id(5))), .goal(.tick(.id(9_000_000_000), step: 3)),
        .goal(.checkpointsPage(.id(Int64.max), page: 10)),
        .habit(.list), .habit(.check(.ref(.id(4)))), .habit(.reset(.id(4))), .habit(.delete(.id(4))),
        .habit(.confirmDelete(.id(4))), .todo(.list), .todo(.done(.id(8))), .todo(.undo(.id(8))),
        .goal(.page(2)), .habit(.page(3)), .todo(.page(12)), .routine(.list), .routine(.page(2)),
        .routine(.show(.id(3))), .routine(.toggle(.id(Int64.max), stepID: Int64.max)),
        .routine(.delete(.id(3))),
        .routine(.confirmDelete(.id(3))), .view(.profile), .view(.today), .view(.checkToday(.id(4))),
        .view(.historyPage(2)), .view(.calendar(month: LocalDate(iso: "2026-03-01")!)),
        .view(.calendar(month: LocalDate(iso: "9999-12-01")!)), .view(.progress), .data(.confirmForget),
    ])
    func roundTripsWithinTelegramsLimit(action: Action) {
        let data = ButtonCodec.encode(action, owner: 9_000_000_000_000)
        #expect(data.utf8.count <= Button.maxDataBytes)
        #expect(ButtonCodec.decode(data) == .init(owner: 9_000_000_000_000, action: action))
    }

    @Test func aGroupWideButtonHasNoOwnerAndOnlyGroupWideActionsGoWithout() {
        let join = Action.group(.joinFromAnnouncement(challengeID: 9_000_000_000))
        let data = ButtonCodec.encodeForAnyone(join)
        #expect(data == "*|gr.j:9000000000")
        #expect(data.utf8.count <= Button.maxDataBytes)
        #expect(ButtonCodec.decode(data) == .init(owner: nil, action: join))
        #expect(ButtonCodec.decode(ButtonCodec.encode(join, owner: 3)) == .init(owner: 3, action: join))
        // Everything personal keeps its owner: a forged owner-less press decodes to nothing.
        for forged in ["*|h.c:1", "*|f.D", "*|g.D:4", "*|start", "**|gr.j:1", "*|gr.j"] {
            #expect(ButtonCodec.decode(forged) == nil, "\(forged)")
        }
    }

    @Test func unknownOrForgedDataIsRejected() {
        for data in [
            "", "|", "x|g.s:1", "1|g.s", "1|g.s:x", "1|nope", "1|g.t:1", "1|g.s:1:2", "garbage", "1|g.p:0",
            "1|t.p:-1", "1|g.cp:1:0", "1|g.cp:1", "1|v.m:202613", "1|v.m:196912", "1|v.m:100000", "1|r.x:1",
        ] {
            #expect(ButtonCodec.decode(data) == nil, "\(data)")
        }
    }
}
