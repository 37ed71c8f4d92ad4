import Testing
import TrackerCommands
import TrackerCore

struct ButtonCodecTests {
    @Test(arguments: [
        ButtonKind.start, .dismiss, .habitsHelp,
        .goal(.list), .goal(.show(12)), .goal(.complete(12)), .goal(.reopen(1)),
        .goal(.delete(5)), .goal(.confirmDelete(5)), .goal(.tick(9_000_000_000, step: 3)),
        .goal(.checkpointsPage(Int64.max, page: 10)),
        .habit(.list), .habit(.check(4)), .habit(.checkOn(4, day: LocalDate(iso: "9999-12-31")!)),
        .habit(.undo(4)), .habit(.reset(4)), .habit(.confirmReset(4)),
        .habit(.delete(4)),
        .habit(.confirmDelete(4)), .todo(.list), .todo(.done(8)), .todo(.undo(8)),
        .goal(.page(2)), .habit(.page(3)), .todo(.page(12)), .routine(.list), .routine(.page(2)),
        .routine(.show(3)), .routine(.toggle(Int64.max, stepID: Int64.max)),
        .routine(.delete(3)),
        .routine(.confirmDelete(3)), .view(.profile), .view(.today), .view(.checkToday(4)),
        .view(.historyPage(2)), .view(.calendar(month: LocalDate(iso: "2026-03-01")!)),
        .view(.calendar(month: LocalDate(iso: "9999-12-01")!)), .view(.progress), .data(.confirmForget),
        .group(.joinFromAnnouncement(challengeID: 7)), .group(.checkIn(challengeID: Int64.max)),
        .language(.persian), .language(nil),
    ])
    func roundTripsWithinTelegramsLimit(button: ButtonKind) {
        let data = ButtonCodec.encode(button, owner: 9_000_000_000_000)
        #expect(data.utf8.count <= Button.maxDataBytes)
        #expect(ButtonCodec.decode(data) == .init(owner: 9_000_000_000_000, button: button))
    }

    /// Buttons on messages sent by older versions keep working: every code is written and
    /// read as it always was, and asks for the same action.
    @Test func theWireFormatStaysAsItWas() {
        let wire: [(ButtonKind, String, Action)] = [
            (.start, "start", .start),
            (.dismiss, "dismiss", .dismiss),
            (.habitsHelp, "help.habits", .help(topic: "habits")),
            (.goal(.list), "g.l", .goal(.list)),
            (.goal(.page(2)), "g.p:2", .goal(.page(2))),
            (.goal(.show(12)), "g.s:12", .goal(.show(.id(12)))),
            (.goal(.checkpointsPage(12, page: 3)), "g.cp:12:3", .goal(.checkpointsPage(.id(12), page: 3))),
            (.goal(.complete(12)), "g.c:12", .goal(.complete(.id(12)))),
            (.goal(.reopen(12)), "g.r:12", .goal(.reopen(.id(12)))),
            (.goal(.delete(12)), "g.d:12", .goal(.delete(.id(12)))),
            (.goal(.confirmDelete(12)), "g.D:12", .goal(.confirmDelete(.id(12)))),
            (.goal(.tick(12, step: 3)), "g.t:12:3", .goal(.tick(.id(12), step: 3))),
            (.habit(.list), "h.l", .habit(.list)),
            (.habit(.page(2)), "h.p:2", .habit(.page(2))),
            (.habit(.check(4)), "h.c:4", .habit(.check(.id(4)))),
            (
                .habit(.checkOn(4, day: LocalDate(iso: "2026-11-23")!)), "h.C:4:20780",
                .habit(.checkOn(.id(4), day: LocalDate(iso: "2026-11-23")!))
            ),
            (.habit(.undo(4)), "h.u:4", .habit(.undo(.id(4)))),
            (.habit(.reset(4)), "h.r:4", .habit(.reset(.id(4)))),
            (.habit(.confirmReset(4)), "h.R:4", .habit(.confirmReset(.id(4)))),
            (.habit(.delete(4)), "h.d:4", .habit(.delete(.id(4)))),
            (.habit(.confirmDelete(4)), "h.D:4", .habit(.confirmDelete(.id(4)))),
            (.todo(.list), "t.l", .todo(.list)),
            (.todo(.page(12)), "t.p:12", .todo(.page(12))),
            (.todo(.done(8)), "t.d:8", .todo(.done(.id(8)))),
            (.todo(.undo(8)), "t.u:8", .todo(.undo(.id(8)))),
            (.routine(.list), "r.l", .routine(.list)),
            (.routine(.page(2)), "r.p:2", .routine(.page(2))),
            (.routine(.show(3)), "r.s:3", .routine(.show(.id(3)))),
            (.routine(.toggle(3, stepID: 7)), "r.x:3:7", .routine(.toggle(.id(3), stepID: 7))),
            (.routine(.delete(3)), "r.d:3", .routine(.delete(.id(3)))),
            (.routine(.confirmDelete(3)), "r.D:3", .routine(.confirmDelete(.id(3)))),
            (.view(.profile), "v.me", .view(.profile)),
            (.view(.today), "v.t", .view(.today)),
            (.view(.checkToday(4)), "v.c:4", .view(.checkToday(.id(4)))),
            (.view(.historyPage(2)), "v.hp:2", .view(.historyPage(2))),
            (.view(.calendar(month: march)), "v.m:202603", .view(.calendar(month: march))),
            (.view(.progress), "v.p", .view(.progress)),
            (.data(.confirmForget), "f.D", .data(.confirmForget)),
            (
                .group(.joinFromAnnouncement(challengeID: 7)), "gr.j:7",
                .group(.joinFromAnnouncement(challengeID: 7))
            ),
            (.group(.checkIn(challengeID: 7)), "gr.c:7", .group(.checkIn(challengeID: 7))),
            (.language(.german), "lang:2", .language(.choose(.german))),
        ]
        for (button, payload, action) in wire {
            #expect(ButtonCodec.encode(button, owner: 1) == "1|\(payload)")
            #expect(ButtonCodec.decode("1|\(payload)") == .init(owner: 1, button: button))
            #expect(button.action == action, "\(payload)")
        }
        let codes = wire.map { String($0.1.prefix { $0 != ":" }) }
        #expect(Set(codes) == Set(ButtonCodecPropertyTests.codes))
        #expect(codes.count == ButtonCodecPropertyTests.codes.count)
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
        for forged in [
            "*|h.c:1", "*|f.D", "*|g.D:4", "*|start", "**|gr.j:1", "*|gr.j", "*|gr.c", "*|gr.c:1:2",
        ] {
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

    private let march = LocalDate(iso: "2026-03-01")!
}
