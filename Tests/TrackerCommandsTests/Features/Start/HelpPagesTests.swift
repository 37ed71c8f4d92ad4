import Testing
import TrackerCore

@testable import TrackerCommands

/// What the help pages say: each form once, each explained once, and true.
@Suite struct HelpPagesTests {
    /// The forms each line shows before its " — " (split at "; ") are shown by no other line.
    @Test func noPageShowsAFormTwice() {
        for topic in CommandCatalog.topics {
            let forms = CommandCatalog.lines(of: topic).map(\.plain).filter { $0.contains(" — ") }.flatMap {
                $0.components(separatedBy: " — ")[0].components(separatedBy: "; ")
            }
            let repeated = Dictionary(grouping: forms, by: { $0 }).filter { $0.value.count > 1 }.keys
            #expect(repeated.isEmpty, "\(topic.name): \(repeated.sorted())")
        }
        let views = HelpReplies.help(topic: "views", Localizer(.english)).text.plain
        #expect(views.components(separatedBy: "/calendar year").count == 2)
    }

    @Test func goalEditSaysOnceWhatNoneDoes() {
        let goals = HelpReplies.help(topic: "goals", Localizer(.english)).text.plain
        #expect(
            goals.contains(
                "/goal edit <n> title|by|why <value> — by none or why none removes the deadline or the why"))
        #expect(goals.components(separatedBy: "none").count == 3)
    }

    /// Every form `/help dates` lists is read as a date, and the week forms are among them.
    @Test func everyDateFormOnTheDatesPageIsRead() throws {
        let intro = try #require(HelpTopic.dates.intro?.plain)
        let forms = intro.replacingOccurrences(of: "\n", with: " ").components(separatedBy: ", ").map {
            // "friday (the coming one)": the form is before the explanation.
            $0.components(separatedBy: " (").first!.trimmingCharacters(in: .whitespaces)
        }
        #expect(forms.contains("next week") && forms.contains("end of week"))
        let today = try #require(LocalDate(iso: "2026-11-21"))
        for form in forms {
            guard case .success = DateExpression.parse(form, today: today) else {
                Issue.record("\(form) is on the dates page but not read")
                continue
            }
        }
    }

    /// A habit counts amounts and weekly targets too: the help does not promise one check-in a day.
    @Test func checkHelpFitsEveryKindOfHabit() {
        let habits = HelpReplies.help(topic: "habits", Localizer(.english)).text.plain
        #expect(!habits.contains("one check-in per day"))
        #expect(habits.contains("a day of a weekly target, or an amount"))
    }
}
