import Testing
import TrackerCommands
import TrackerCore

/// `/habit add` with days, weekly targets and amounts, `/check` with amounts, take-backs and
/// notes, `/habit <n>` and `/habit edit`; and every refusal the issue lists.
struct HabitScheduleParserTests {
    private let harness = ParserHarness()
    private func parse(_ text: String) throws -> Action { try harness.parse(text) }
    private func failure(_ text: String) -> String { harness.failure(text) }

    private let monWedFri = WeekdaySet([.monday, .wednesday, .friday])

    private func add(
        _ name: String, _ length: Int, _ frequency: HabitFrequency, _ measure: HabitMeasure? = nil
    )
        -> Action
    {
        .habit(
            .add(name: name, length: length, schedule: HabitSchedule(frequency: frequency, measure: measure)))
    }

    @Test func addReadsDaysWeeklyTargetsAmountsAndLengths() throws {
        #expect(try parse("/habit add Piano on mon,wed,fri") == add("Piano", 8, .days(monWedFri)))
        #expect(
            try parse("/habit add Piano on mon, wed and fri for 10 weeks")
                == add("Piano", 10, .days(monWedFri)))
        #expect(try parse("/habit add Yoga on weekends") == add("Yoga", 8, .days(.weekends)))
        #expect(try parse("/habit add Stretch on every day") == add("Stretch", 21, .daily))
        #expect(try parse("/habit add Gym 3 times a week") == add("Gym", 8, .weekly(times: 3)))
        #expect(
            try parse("/habit add Gym 3 times per week for 12 weeks") == add("Gym", 12, .weekly(times: 3)))
        #expect(try parse("/habit add Call mum once a week") == add("Call mum", 8, .weekly(times: 1)))
        #expect(try parse("/habit add Swim twice a week") == add("Swim", 8, .weekly(times: 2)))
        #expect(
            try parse("/habit add Water 8 glasses a day")
                == add("Water", 21, .daily, HabitMeasure(unit: "glasses", target: 8)))
        #expect(
            try parse("/habit add Water 8 glasses per day for 30 days")
                == add("Water", 30, .daily, HabitMeasure(unit: "glasses", target: 8)))
        #expect(
            try parse("/habit add Run 5 km 3 times a week")
                == add("Run", 8, .weekly(times: 3), HabitMeasure(unit: "km", target: 5)))
        #expect(
            try parse("/habit add Read 20 pages a day on weekdays for 4 weeks")
                == add("Read", 4, .days(.weekdays), HabitMeasure(unit: "pages", target: 20)))
        #expect(try parse("/habit add Walk for 2 weeks") == add("Walk", 14, .daily))
    }

    /// Words that only look like a clause stay in the name; quotes keep every word.
    @Test func namesKeepWhatIsNotAClause() throws {
        #expect(try parse("/habit add Work on novel") == .habit(.add(name: "Work on novel", length: 21)))
        #expect(
            try parse("/habit add Read 10 pages for 30 days")
                == .habit(.add(name: "Read 10 pages", length: 30)))
        #expect(try parse("/habit add Top 10 3 times a week") == add("Top 10", 8, .weekly(times: 3)))
        #expect(
            try parse("/habit add \"Run on weekends\"") == .habit(.add(name: "Run on weekends", length: 21)))
        #expect(
            try parse("/habit add \"Run on weekends\" 3 times a week")
                == add("Run on weekends", 8, .weekly(times: 3)))
    }

    @Test func badSchedulesGetTheUsage() {
        let usage = "\nUsage: \(Usage.habitAdd)"
        #expect(failure("/habit add Gym 0 times a week") == "A weekly target is 1 to 7 times a week.\(usage)")
        #expect(failure("/habit add Gym 8 times a week") == "A weekly target is 1 to 7 times a week.\(usage)")
        #expect(
            failure("/habit add Gym 99999999999999999999 times a week").hasPrefix("A weekly target is 1 to 7")
        )
        #expect(
            failure("/habit add Piano on")
                == "Say on which days: on mon,wed,fri, on weekdays or on weekends.\(usage)")
        #expect(
            failure("/habit add Piano on mon,wed,frii").hasPrefix("I couldn't read “mon,wed,frii” as days."))
        #expect(
            failure("/habit add Water 0 glasses a day")
                == "A daily target is a whole number from 1 to 1,000,000.\(usage)")
        #expect(
            failure("/habit add Water 1000001 glasses a day").hasPrefix("A daily target is a whole number"))
        #expect(failure("/habit add Water 8 a day").hasPrefix("Say what you count"))
        #expect(
            failure("/habit add Water 8 glassesglassesglasses1 a day")
                == "A unit is at most 20 characters, such as glasses, km or pages.\(usage)")
        #expect(
            failure("/habit add Gym 3 times a week for 30 days").hasPrefix(
                "A habit on chosen days or with a weekly"))
        #expect(
            failure("/habit add Gym 3 times a week for 53 weeks").hasPrefix("A program lasts 1 to 52 weeks."))
        #expect(failure("/habit add Walk for 53 weeks").hasPrefix("A program lasts 1 to 52 weeks."))
        #expect(failure("/habit add on mon").hasPrefix("Give the habit a name."))
        #expect(failure("/habit add \"Run on weekends").hasPrefix("The name's closing quote is missing."))
    }

    @Test func checkReadsAmountsTakeBacksAndNotes() throws {
        #expect(try parse("/check water 3") == .habit(.check(.name("water"), amount: 3)))
        #expect(try parse("/check 2 3") == .habit(.check(.position(2), amount: 3)))
        #expect(try parse("/check water") == .habit(.check(.name("water"))))
        #expect(try parse("/check water -1") == .habit(.undo(.name("water"), amount: 1)))
        #expect(try parse("/check 2 -3") == .habit(.undo(.position(2), amount: 3)))
        #expect(
            try parse("/check water 2\nfelt good\nafter the run")
                == .habit(.check(.name("water"), amount: 2, note: "felt good\nafter the run")))
        #expect(try parse("/check\nfelt good") == .habit(.check(nil, note: "felt good")))
        #expect(try parse("/habit 2") == .habit(.show(.position(2))))
        #expect(try parse("/habit show 2") == .habit(.show(.position(2))))
    }

    @Test func badAmountsGetTheUsage() throws {
        let usage = "\nUsage: \(Usage.checkAmount)"
        #expect(failure("/check water 0") == "An amount is a whole number from 1 to 1,000,000.\(usage)")
        #expect(failure("/check water 1000001") == "An amount is a whole number from 1 to 1,000,000.\(usage)")
        #expect(
            failure("/check water 99999999999999999999999")
                == "An amount is a whole number from 1 to 1,000,000.\(usage)")
        #expect(failure("/check water -99999999999999999999999").hasPrefix("An amount is a whole number"))
        #expect(
            failure("/check water -1\nnote")
                == "A note goes with a check-in, not with taking one back.\(usage)")
        #expect(
            failure("/check water\n" + String(repeating: "x", count: 2001)).hasPrefix(
                "That note is 2001 characters"))
        // A word that is not a number stays part of the name; the handler says what is wrong.
        #expect(try parse("/check water 2.5") == .habit(.check(.name("water 2.5"))))
        // After a list number, it can only be a bad amount.
        #expect(
            failure("/check 11 2.5")
                == "“2.5” is not an amount: give a whole number from 1 to 1,000,000.\(usage)")
    }

    /// Clauses come in any order; none is taken for part of the name or for another clause.
    @Test func clausesAreReadInAnyOrder() throws {
        let piano = add("Piano", 10, .days(monWedFri))
        #expect(try parse("/habit add Piano for 10 weeks on mon,wed,fri") == piano)
        #expect(try parse("/habit add Piano on mon,wed,fri for 10 weeks") == piano)
        #expect(try parse("/habit add F for 2 weeks on mon") == add("F", 2, .days(WeekdaySet([.monday]))))
        let run = add("Run", 6, .weekly(times: 3), HabitMeasure(unit: "km", target: 5))
        #expect(try parse("/habit add Run 5 km 3 times a week for 6 weeks") == run)
        #expect(try parse("/habit add Run for 6 weeks 5 km 3 times a week") == run)
        let water = add("Water", 30, .daily, HabitMeasure(unit: "glasses", target: 8))
        #expect(try parse("/habit add Water for 30 days 8 glasses a day") == water)
        #expect(
            try parse("/habit add Read on weekdays for 4 weeks 20 pages a day")
                == add("Read", 4, .days(.weekdays), HabitMeasure(unit: "pages", target: 20)))
    }

    /// A clause given twice, or days with a weekly target, is refused with the usage instead
    /// of ending up in the name.
    @Test func conflictingClausesGetTheUsage() {
        let usage = "\nUsage: \(Usage.habitAdd)"
        #expect(
            failure("/habit add Run 5 km 3 times a week on mon")
                == "Give either days (on mon,wed,fri) or a weekly target (3 times a week), once.\(usage)")
        #expect(
            failure("/habit add Run for 2 weeks for 3 weeks")
                == "Give the length once: for 30 days, or for 8 weeks.\(usage)")
        #expect(
            failure("/habit add Water 8 glasses a day 2 cups a day")
                == "Give one daily target, such as 8 glasses a day.\(usage)")
        #expect(
            failure("/habit add Read for ２１ days")
                == "Write the length in digits 0–9: for 21 days, or for 8 weeks.\(usage)")
        #expect(failure("/habit add Read for 366 days") == "A program lasts 1 to 365 days.\(usage)")
    }

    @Test func editReadsEachField() throws {
        #expect(
            try parse("/habit edit 1 name Piano practice")
                == .habit(.editName(.position(1), "Piano practice")))
        #expect(
            try parse("/habit edit 1 days mon,wed,fri")
                == .habit(.editFrequency(.position(1), .days(monWedFri))))
        #expect(try parse("/habit edit 1 days daily") == .habit(.editFrequency(.position(1), .daily)))
        #expect(
            try parse("/habit edit 1 days 3 times a week")
                == .habit(.editFrequency(.position(1), .weekly(times: 3))))
        #expect(
            try parse("/habit edit 1 target 8 glasses")
                == .habit(.editTarget(.position(1), HabitTarget(amount: 8, unit: "glasses"))))
        #expect(
            try parse("/habit edit 1 target 10")
                == .habit(.editTarget(.position(1), HabitTarget(amount: 10, unit: nil))))
        #expect(try parse("/habit edit 1 target none") == .habit(.editTarget(.position(1), nil)))
        #expect(try parse("/habit edit 1 length 30") == .habit(.editLength(.position(1), 30, unit: nil)))
        #expect(
            try parse("/habit edit 1 length 8 weeks") == .habit(.editLength(.position(1), 8, unit: .weeks)))
    }

    @Test func badEditsGetTheUsage() {
        let usage = "\nUsage: \(Usage.habitEdit)"
        #expect(failure("/habit edit 1 name") == "Give the new name.\(usage)")
        #expect(
            failure("/habit edit 1 days 8 times a week") == "A weekly target is 1 to 7 times a week.\(usage)")
        #expect(failure("/habit edit 1 days someday").hasPrefix("I couldn't read “someday” as days."))
        #expect(
            failure("/habit edit 1 target 0 glasses")
                == "A daily target is a whole number from 1 to 1,000,000.\(usage)")
        #expect(
            failure("/habit edit 1 target") == "Give the daily target, such as 8 glasses, or none.\(usage)")
        #expect(
            failure("/habit edit 1 length 0") == "Give the length as a number: 30 days, or 8 weeks.\(usage)")
        #expect(
            failure("/habit edit 1 length forever")
                == "Give the length as a number: 30 days, or 8 weeks.\(usage)")
        #expect(
            failure("/habit edit 1 colour red")
                == "You can edit a habit's name, days, target or length.\(usage)")
        #expect(failure("/habit edit x name Y").hasPrefix("“x” is not a number from your list."))
    }
}
