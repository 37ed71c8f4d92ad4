import Foundation
import Testing
import TrackerCore

@testable import Pictures

/// Renders goal cards, decodes the PNG and looks where the layout puts the bar and the marks.
struct GoalCardPictureTests {
    private func render(_ goal: GoalCardPicture) throws -> DecodedImage {
        try DecodedImage(png: PictureRenderer.png(.goalCard(goal)))
    }

    private func layout(items: Int, hasMore: Bool, titleLines: Int = 1, captionLines: Int = 1)
        -> GoalCardLayout
    {
        GoalCardLayout(titleLines: titleLines, captionLines: captionLines, items: items, hasMore: hasMore)
    }

    @Test func isAPNGOfTheLayoutsSize() throws {
        let image = try render(GoalSamples.card)
        #expect(image.width == 800)
        #expect(image.height == layout(items: 10, hasMore: true).card.pixelHeight)
        #expect(image.height <= 800)
        let small = try render(GoalSamples.lateCard)
        #expect(small.height == layout(items: 2, hasMore: false).card.pixelHeight)
        #expect(small.height <= 400)
    }

    @Test func theBarShowsWhichCheckpointsAreDoneInOrder() throws {
        let image = try render(GoalSamples.card)
        let bar = layout(items: 10, hasMore: true).bar(total: 13)
        for (index, done) in GoalSamples.card.segments.enumerated() {
            let segment = bar.segment(index)
            let center = (segment.x + segment.width / 2, bar.y + bar.height / 2)
            #expect(image.pixel(center, is: done ? Palette.accent : Palette.open), "segment \(index)")
        }
    }

    @Test func doneCheckpointsHaveAFilledMarkAndOpenOnesARing() throws {
        let image = try render(GoalSamples.card)
        let layout = layout(items: 10, hasMore: true)
        let done = layout.markCenter(0)
        #expect(image.pixel(done, is: Palette.accent))
        let open = layout.markCenter(2)
        #expect(image.pixel(open, is: Palette.background))
        #expect(image.pixel((open.x + GoalCardLayout.markRadius - 2, open.y), is: Palette.open))
    }

    @Test func aLateDeadlineIsARedCaption() throws {
        func red(_ image: DecodedImage, _ layout: GoalCardLayout) -> Int {
            var count = 0
            let baseline = layout.card.captionBaseline(0)
            for y in stride(from: baseline - 30, through: baseline, by: 1) {
                for x in stride(from: Card.margin, to: Card.width - Card.margin, by: 2) {
                    let pixel = image.rgb((x, y))
                    if pixel.red > 150 && pixel.green < 110 && pixel.blue < 110 { count += 1 }
                }
            }
            return count
        }
        #expect(red(try render(GoalSamples.lateCard), layout(items: 2, hasMore: false)) > 100)
        #expect(red(try render(GoalSamples.card), layout(items: 10, hasMore: true)) == 0)
    }

    @Test func aGoalWithoutCheckpointsIsAnEmptyTrack() throws {
        let goal = GoalCardPicture(title: "Learn Swift", segments: [], items: [], caption: "", isLate: false)
        let image = try render(goal)
        let layout = layout(items: 0, hasMore: false, captionLines: 0)
        #expect(image.height == layout.card.pixelHeight)
        let bar = layout.bar(total: 0)
        #expect(image.pixel((bar.x + bar.width - 10, bar.y + bar.height / 2), is: Palette.track))
        // "no checkpoints yet" is written in the track.
        var dark = 0
        for x in stride(from: bar.x, to: bar.x + 400, by: 1)
        where image.rgb((x, layout.barBaseline - 8)).red < 120 {
            dark += 1
        }
        #expect(dark > 10)
    }

    @Test func storedDataBeyondTheBoundsDrawsBounded() throws {
        var goal = GoalSamples.card
        goal.segments = Array(repeating: true, count: 5000)
        goal.items = Array(repeating: .init(title: "x", isDone: false), count: 500)
        goal.moreItems = Int.max
        let image = try render(goal)
        #expect(image.height == layout(items: 10, hasMore: true).card.pixelHeight)
    }

    @Test(arguments: [
        String(repeating: "W", count: 300),
        "Run 🏃‍♀️ 5 km 🔥🔥 every morning 🌅",
        "קריאה יומית · قراءة يومية",
        "<b>&amp; \"quotes\" & <i>tags</i></b>",
        "line\nbreak\ttab\u{0}nul\u{7}bell",
    ])
    func oddNamesStayOnOneLine(text: String) throws {
        let goal = GoalCardPicture(
            title: text, segments: [true, false],
            items: [.init(title: text, isDone: true), .init(title: text, isDone: false)], caption: text,
            isLate: true)
        let image = try render(goal)
        #expect(image.width == 800)
        #expect(
            image.height <= layout(items: 2, hasMore: false, titleLines: 2, captionLines: 4).card.pixelHeight)
        #expect(image.height >= layout(items: 2, hasMore: false).card.pixelHeight)
    }
}

/// The goal pictures against their golden images (see ``GoldenImageTests``).
struct GoalGoldenImageTests {
    @Test func progressMatchesTheGoldenImage() throws {
        try GoldenImageTests.compare(.goalProgress(GoalSamples.progress), with: "goal-progress.png")
    }

    @Test func cardMatchesTheGoldenImage() throws {
        try GoldenImageTests.compare(.goalCard(GoalSamples.card), with: "goal-card.png")
    }
}
