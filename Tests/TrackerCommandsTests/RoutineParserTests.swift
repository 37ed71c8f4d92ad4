import Testing
import TrackerCommands
import TrackerCore

struct RoutineParserTests {
    private let harness = ParserHarness()

    private func time(_ hour: Int, _ minute: Int) -> TimeOfDay { TimeOfDay(hour: hour, minute: minute)! }

    @Test(arguments: [
        ("/routine add Morning on weekdays at 07:00\nWater\nStretch", "Morning", WeekdaySet.weekdays, 7, 0),
        ("/routine add Morning at 7:00 on weekdays\nWater\nStretch", "Morning", .weekdays, 7, 0),
        (
            "/routine add Gym on mon,wed,fri at 18:30\nWater\nStretch", "Gym",
            WeekdaySet([.monday, .wednesday, .friday]), 18, 30
        ),
        ("/routine add Wind down on daily at 9pm\nWater\nStretch", "Wind down", .daily, 21, 0),
        ("/routine add Look at stars on weekends at 22\nWater\nStretch", "Look at stars", .weekends, 22, 0),
        ("/routine new Hang on on daily at 6:15\nWater\n\n Stretch ", "Hang on", .daily, 6, 15),
    ])
    func addReadsTitleDaysTimeAndSteps(text: String, title: String, days: WeekdaySet, hour: Int, minute: Int)
        throws
    {
        #expect(
            try harness.parse(text)
                == .routine(
                    .add(title: title, days: days, time: time(hour, minute), steps: ["Water", "Stretch"])))
    }

    @Test func addExplainsEachBadPart() {
        let usage = "\nUsage: \(Usage.routineAdd)"
        #expect(
            harness.failure("/routine add Morning at 7:00\nWater")
                == "Say on which days: on mon,wed,fri, on weekdays, on weekends or daily." + usage)
        #expect(
            harness.failure("/routine add Morning on daily\nWater") == "Say at what time: at 07:30." + usage)
        #expect(
            harness.failure("/routine add Morning on someday at 7\nWater")
                == "I couldn't read “someday” as days. Try mon,wed,fri, weekdays, weekends or daily." + usage)
        #expect(
            harness.failure("/routine add Morning on daily at 25:00\nWater")
                == "I couldn't read “25:00” as a time. Try 07:30, 7am or 19:00." + usage)
        #expect(harness.failure("/routine add  on daily at 7\nWater").hasPrefix("Give the routine a title."))
        #expect(
            harness.failure("/routine add Morning on daily at 7").hasPrefix(
                "List the steps on the lines below the command"))
        let many = (1...31).map { "Step \($0)" }.joined(separator: "\n")
        #expect(
            harness.failure("/routine add Morning on daily at 7\n\(many)")
                == "That is 31 steps; a routine can have at most 30." + usage)
        #expect(
            harness.failure("/routine add Morning on daily at 7\n" + String(repeating: "x", count: 201))
                .hasPrefix("That is 201 characters"))
    }

    @Test func listShowEditDelete() throws {
        #expect(try harness.parse("/routines") == .routine(.list))
        #expect(try harness.parse("/routine") == .routine(.list))
        #expect(try harness.parse("/routine 2") == .routine(.show(.position(2))))
        #expect(try harness.parse("/routine show 2") == .routine(.show(.position(2))))
        #expect(try harness.parse("/routine delete 1") == .routine(.delete(.position(1))))
        #expect(
            try harness.parse("/routine edit 1 title Evening")
                == .routine(.editTitle(.position(1), "Evening")))
        #expect(
            try harness.parse("/routine edit 1 days weekends") == .routine(.editDays(.position(1), .weekends))
        )
        #expect(
            try harness.parse("/routine edit 1 time 6:45") == .routine(.editTime(.position(1), time(6, 45))))
        #expect(
            try harness.parse("/routine edit 1 steps Walk\nRead\nSleep")
                == .routine(.editSteps(.position(1), ["Walk", "Read", "Sleep"])))
        #expect(
            try harness.parse("/routine edit 1 steps\nWalk") == .routine(.editSteps(.position(1), ["Walk"])))
    }

    @Test func editAndOtherErrors() {
        #expect(
            harness.failure("/routine edit 1 colour red").hasPrefix(
                "You can edit a routine's title, days, time or steps."))
        #expect(harness.failure("/routine edit 1 days often").hasSuffix("Usage: \(Usage.routineEdit)"))
        #expect(harness.failure("/routine edit 1 time late").hasPrefix("I couldn't read “late” as a time."))
        #expect(harness.failure("/routine edit 1 title").hasPrefix("Give the new title."))
        #expect(harness.failure("/routine edit 1 steps").hasPrefix("List the steps"))
        #expect(harness.failure("/routine delete").hasSuffix("Usage: \(Usage.routineDelete)"))
        #expect(harness.failure("/routine 0").hasPrefix("Numbers in lists start at 1."))
        #expect(harness.failure("/routine fly") == "There is no /routine fly.\nUsage: \(Usage.routine)")
    }
}
