import Foundation
import Testing
import TrackerCore

@testable import Pictures

/// A Persian picture, decoded: its title is shaped and set right to left, starting at the
/// right margin.
struct RightToLeftPictureTests {
    /// "Ship": letters that all join, one continuous word.
    private static let firstWord = "کشتی"

    private func run(title: String, language: Language = .persian) -> Picture {
        .habitRun(
            HabitRunPicture(
                title: title, cells: [.done, .done, .open], today: 1, caption: "روز ۲ از ۳",
                language: language))
    }

    /// Which columns of the title's first line have ink.
    private func titleInk(_ image: DecodedImage) -> [Bool] {
        let top = Int(Card.margin * Card.pixelsPerUnit)
        let bottom = Int((Card.margin + Font.title.size * 1.2) * Card.pixelsPerUnit)
        return (0..<image.width).map { x in
            (top..<bottom).contains { y in image.rgb(x, y).red < 128 }
        }
    }

    @Test func thePersianTitleEndsAtTheRightMarginAndStartsFarFromTheLeft() throws {
        let image = try DecodedImage(png: PictureRenderer.png(run(title: Self.firstWord + " من")))
        let ink = titleInk(image)
        let right = try #require(ink.lastIndex(of: true))
        let left = try #require(ink.firstIndex(of: true))
        let margin = Int(Card.margin * Card.pixelsPerUnit)
        #expect(abs(right - (image.width - margin)) <= 6)
        #expect(left > image.width / 2)
    }

    @Test func theFirstWordIsDrawnAtTheRightAndTheNextToItsLeft() throws {
        let alone = titleInk(try DecodedImage(png: PictureRenderer.png(run(title: Self.firstWord))))
        let both = titleInk(try DecodedImage(png: PictureRenderer.png(run(title: Self.firstWord + " من"))))
        let aloneLeft = try #require(alone.firstIndex(of: true))
        // The first word's columns are the same whether or not a word follows it...
        #expect(alone[aloneLeft...] == both[aloneLeft...])
        // ...and the second word's ink lies to the left of it.
        let bothLeft = try #require(both.firstIndex(of: true))
        #expect(bothLeft < aloneLeft - 20)
    }

    @Test func anEnglishTitleStillStartsAtTheLeftMargin() throws {
        let image = try DecodedImage(png: PictureRenderer.png(run(title: "Read", language: .english)))
        let left = try #require(titleInk(image).firstIndex(of: true))
        #expect(abs(left - Int(Card.margin * Card.pixelsPerUnit)) <= 6)
    }

    @Test func aPersianGoalsListStartsAtTheRight() throws {
        let goal = GoalCardPicture(
            title: "دویدن", segments: [true, false],
            items: [.init(title: "۱. " + Self.firstWord, isDone: false)], caption: "", isLate: false,
            language: .persian)
        let image = try DecodedImage(png: PictureRenderer.png(.goalCard(goal)))
        let layout = GoalCardLayout(titleLines: 1, captionLines: 0, items: 1, hasMore: false)
        let mark = layout.markCenter(0)
        // The open ring is drawn mirrored, at the right; nothing at its left-to-right place.
        #expect(image.pixel((Card.width - mark.x + GoalCardLayout.markRadius - 3, mark.y), is: Palette.open))
        #expect(image.pixel((mark.x + GoalCardLayout.markRadius - 3, mark.y), is: Palette.background))
    }
}
