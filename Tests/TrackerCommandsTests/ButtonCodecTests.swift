import Testing
import TrackerCommands
import TrackerCore

struct ButtonCodecTests {
    @Test(arguments: [
        ButtonKind.start, .dismiss, .habitsHelp,
        .goal(.list), .goal(.show(12)), .goal(.complete(12)), .goal(.reopen(1)),
        .goal(.delete(5)), .goal(.confirmDelete(5)), .goal(.tick(9_000_000_000, step: 3)),
        .goal(.checkpointsPage(Int64.max, page: 10)),
        .habit(.list), .habit(.check(4)), .habit(.reset(4)), .habit(.confirmReset(4)), .habit(.delete(4)),
        .habit(.confirmDelete(4)), .todo(.list), .todo(.done(8)), .todo(.undo(8)),
        .goal(.page(2)), .habit(.page(3)), .todo(.page(12)), .routine(.list), .routine(.page(2)),
        .routine(.show(3)), .routine(.toggle(Int64.max, stepID: Int64.max)),
        .routine(.delete(3)),
        .routine(.confirmDelete(3)), .view(.profile), .view(.today), .view(.checkToday(4)),
        .view(.historyPage(2)), .view(.calendar(month: LocalDate(iso: "2026-03-01")!)),
        .view(.calendar(month: LocalDate(iso: "9999-12-01")!)), .view(.progress), .data(.confirmForget),
        .group(.joinFromAnnouncement(challengeID: 7)),
    ])
    func roundTripsWithinTelegramsLimit(button: ButtonKind) {
        let data = ButtonCodec.encode(button, owner: 9_000_000_000_000)
        #expect(data.utf8.count <= Button.maxDataBytes)
        #expect(ButtonCodec.decode(data) == .init(owner: 9_000_000_000_000, button: button))
    }

    @Test func aGroupWideButtonHasNoOwnerAndOnlyGroupWideButtonsGoWithout() {
        let join = GroupButton.joinFromAnnouncement(challengeID: 9_000_000_000)
        let data = ButtonCodec.encodeForAnyone(join)
        #expect(data == "*|gr.j:9000000000")
        #expect(data.utf8.count <= Button.maxDataBytes)
        #expect(ButtonCodec.decode(data) == .init(owner: nil, button: .group(join)))
        #expect(ButtonCodec.decode(data)?.action == .group(.joinFromAnnouncement(challengeID: 9_000_000_000)))
        #expect(
            ButtonCodec.decode(ButtonCodec.encode(.group(join), owner: 3))
                == .init(owner: 3, button: .group(join)))
        // Everything personal keeps its owner: a forged owner-less press decodes to nothing.
        for forged in ["*|h.c:1", "*|f.D", "*|g.D:4", "*|start", "**|gr.j:1", "*|gr.j"] {
            #expect(ButtonCodec.decode(forged) == nil, "\(forged)")
        }
    }

    @Test func unknownOrForgedDataIsRejected() {
        for data in [
            "", "|", "x|g.s:1", "1|g.s", "1|g.s:x", "1|nope", "1|g.t:1", "1|g.s:1:2", "garbage", "1|g.p:0",
            "1|t.p:-1", "1|g.cp:1:0", "1|g.cp:1", "1|v.m:202613", "1|v.m:196912", "1|v.m:100000", "1|r.x:1",
            "1|start:1", "1|f.D:1", "1|gr.j", "1|v.m:202600", "1|h.l:1",
        ] {
            #expect(ButtonCodec.decode(data) == nil, "\(data)")
        }
    }
}
