import TestSupport
import Testing
import TrackerCommands
import TrackerCore

/// Properties of every button code rather than of chosen examples, so that a button added
/// to a feature is checked without a test naming it.
struct ButtonCodecPropertyTests {
    /// Every wire code: the bare ones and each feature's.
    static let codes: [String] =
        ["start", "dismiss", "help.habits"]
        + GoalButton.Code.allCases.map(\.rawValue) + HabitButton.Code.allCases.map(\.rawValue)
        + TodoButton.Code.allCases.map(\.rawValue) + RoutineButton.Code.allCases.map(\.rawValue)
        + ViewButton.Code.allCases.map(\.rawValue) + DataButton.Code.allCases.map(\.rawValue)
        + GroupButton.Code.allCases.map(\.rawValue) + LanguageButton.Code.allCases.map(\.rawValue)

    /// The largest owner, so that the length check holds for every user.
    static let owner = Int64.max

    @Test func codesAreUniqueAcrossFeatures() {
        #expect(Set(Self.codes).count == Self.codes.count)
    }

    /// Each code decodes for some numbers (the largest there are, the last month a calendar
    /// shows, or the last language), writes back the very same data, and fits Telegram's limit.
    @Test(arguments: ButtonCodecPropertyTests.codes)
    func everyCodeDecodesAndEncodesBackTheSameData(code: String) {
        let values: [Int64] = [Int64.max, 999_912, Int64(Language.allCases.count)]
        let numberLists = (0...2).flatMap { arity in
            (0..<arity).reduce([[Int64]]([[]])) { lists, _ in
                lists.flatMap { list in values.map { list + [$0] } }
            }
        }
        var decoded = 0
        for numbers in numberLists {
            let payload = ([code] + numbers.map(String.init)).joined(separator: ":")
            let data = "\(Self.owner)|\(payload)"
            guard let press = ButtonCodec.decode(data) else { continue }
            decoded += 1
            #expect(ButtonCodec.encode(press.button, owner: Self.owner) == data)
            #expect(data.utf8.count <= Button.maxDataBytes, "\(data)")
            // Anyone may press group buttons, and only those.
            let forAnyone = ButtonCodec.decode("*|\(payload)")
            if let button = press.button.unwrapped(as: GroupButton.self) {
                #expect(forAnyone == .init(owner: nil, button: press.button))
                #expect(ButtonCodec.encodeForAnyone(button) == "*|\(payload)")
            } else {
                #expect(forAnyone == nil, "\(payload)")
            }
        }
        #expect(decoded > 0, "\(code) decodes for no numbers")
    }

    /// Random ids, pages and months survive the round trip, and every code comes up.
    @Test func randomButtonsRoundTrip() {
        let seed = SeededGenerator.seed(0xB077_0125)
        var generator = SeededGenerator(state: seed)
        var codesSeen: Set<String> = []
        for _ in 0..<3000 {
            let button = Self.makers.randomElement(using: &generator)!(&generator)
            let owner = Int64.random(in: 1...Int64.max, using: &generator)
            let data = ButtonCodec.encode(button, owner: owner)
            #expect(data.utf8.count <= Button.maxDataBytes, "\(data), \(SeededGenerator.replay(seed))")
            #expect(
                ButtonCodec.decode(data) == .init(owner: owner, button: button),
                "\(data), \(SeededGenerator.replay(seed))")
            let payload = data.split(separator: "|", maxSplits: 1)[1]
            codesSeen.insert(String(payload.prefix { $0 != ":" }))
        }
        #expect(codesSeen == Set(Self.codes), "\(SeededGenerator.replay(seed))")
    }

    /// One maker per button case, each with random numbers of the kind the bot stores.
    private static let makers: [@Sendable (inout SeededGenerator) -> ButtonKind] = [
        { _ in .start }, { _ in .dismiss }, { _ in .habitsHelp },
        { _ in .goal(.list) }, { .goal(.page(page(&$0))) }, { .goal(.show(id(&$0))) },
        { .goal(.checkpointsPage(id(&$0), page: page(&$0))) }, { .goal(.complete(id(&$0))) },
        { .goal(.reopen(id(&$0))) }, { .goal(.delete(id(&$0))) }, { .goal(.confirmDelete(id(&$0))) },
        { .goal(.tick(id(&$0), step: Int.random(in: Int.min...Int.max, using: &$0))) },
        { _ in .habit(.list) }, { .habit(.page(page(&$0))) }, { .habit(.check(id(&$0))) },
        { .habit(.checkOn(id(&$0), day: month(&$0).adding(days: Int.random(in: 0...27, using: &$0)))) },
        { .habit(.reset(id(&$0))) }, { .habit(.confirmReset(id(&$0))) }, { .habit(.delete(id(&$0))) },
        { .habit(.confirmDelete(id(&$0))) }, { .habit(.undo(id(&$0))) },
        { _ in .todo(.list) }, { .todo(.page(page(&$0))) }, { .todo(.done(id(&$0))) },
        { .todo(.undo(id(&$0))) },
        { _ in .routine(.list) }, { .routine(.page(page(&$0))) }, { .routine(.show(id(&$0))) },
        { .routine(.toggle(id(&$0), stepID: id(&$0))) }, { .routine(.delete(id(&$0))) },
        { .routine(.confirmDelete(id(&$0))) },
        { _ in .view(.profile) }, { _ in .view(.today) }, { .view(.checkToday(id(&$0))) },
        { .view(.historyPage(page(&$0))) }, { .view(.calendar(month: month(&$0))) },
        { _ in .view(.progress) },
        { _ in .data(.confirmForget) },
        { .group(.joinFromAnnouncement(challengeID: id(&$0))) },
        { .group(.checkIn(challengeID: id(&$0))) },
        { .language(Language.allCases.randomElement(using: &$0)) }, { _ in .language(nil) },
    ]

    /// A stored id: SQLite's rowids are positive.
    private static func id(_ generator: inout SeededGenerator) -> Int64 {
        // Small ids are the common case; large ones test the length limit.
        Bool.random(using: &generator)
            ? Int64.random(in: 1...10_000, using: &generator)
            : Int64.random(in: 1...Int64.max, using: &generator)
    }

    private static func page(_ generator: inout SeededGenerator) -> Int {
        Bool.random(using: &generator)
            ? Int.random(in: 1...20, using: &generator) : Int.random(in: 1...Int.max, using: &generator)
    }

    /// The first of a month a calendar shows.
    private static func month(_ generator: inout SeededGenerator) -> LocalDate {
        LocalDate(
            year: Int.random(in: 1970...9999, using: &generator),
            month: Int.random(in: 1...12, using: &generator),
            day: 1)!
    }
}
