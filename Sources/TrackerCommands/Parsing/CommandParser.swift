import Foundation
import TrackerCore

/// Turns a text message into an ``Action``.
///
/// The first line holds the command and its arguments; the following lines are a body
/// (a goal's why, more to-dos). Command names are case-insensitive and may carry a bot
/// name (`/goals@TrackerBot`). Dates are read relative to `today`, the user's local day.
public struct CommandParser: Sendable {
    /// The user's local day, which relative dates (`tomorrow`, `in 3 days`) count from.
    public let today: LocalDate
    /// The first day of the user's week, for `next friday`, `next week` and `end of week`.
    public let weekStart: Weekday

    /// A parser for a user whose local day is `today` and whose weeks start on `weekStart`.
    public init(today: LocalDate, weekStart: Weekday = .monday) {
        self.today = today
        self.weekStart = weekStart
    }

    /// Parses `text`, throwing a ``CommandError`` whose message says what is wrong and how
    /// to write it instead.
    public func parse(_ text: String) throws(CommandError) -> Action {
        let trimmed = InputText.clean(text).trimmingWhitespace
        guard trimmed.hasPrefix("/") else { throw Self.notACommand }
        var lines = trimmed.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let first = lines.removeFirst()
        let body = lines.map(\.trimmingWhitespace).filter { !$0.isEmpty }
        let (head, rest) = first.dropFirst().splitFirstWord()
        let name = head.split(separator: "@", maxSplits: 1).first.map { $0.lowercased() } ?? ""
        var arguments = Arguments(rest)

        switch name {
        case "start": return .start
        case "help": return .help(topic: arguments.isEmpty ? nil : arguments.rest.lowercased())
        case "goals": return .goal(.list)
        case "goal": return .goal(try parseGoal(&arguments, body: body))
        case "habits": return .habit(.list)
        case "habit": return .habit(try parseHabit(&arguments))
        case "check", "checkin":
            return .habit(.check(arguments.isEmpty ? nil : try selector(arguments.rest)))
        case "todos": return .todo(.list)
        case "todo": return .todo(try parseTodo(&arguments, body: body))
        case "timezone", "tz": return .settings(.timeZone(try parseZone(arguments.rest)))
        case "daystart": return .settings(.dayStart(hour: try parseDayStart(arguments.rest)))
        case "routines": return .routine(.list)
        case "routine": return .routine(try parseRoutine(&arguments, body: body))
        case "tip", "tips": return .tip
        case "remind":
            if Self.switchesOn(arguments.rest) { return .settings(.remindOn) }
            return .settings(.remind(try reminderTime(arguments.rest, usage: Usage.remind)))
        case "warn":
            if Self.switchesOn(arguments.rest) { return .settings(.warnOn) }
            return .settings(.warn(try reminderTime(arguments.rest, usage: Usage.warn)))
        case "weekstart": return .settings(.weekStart(try parseWeekStart(arguments.rest)))
        case "settings": return .settings(.show)
        case "pause": return .pause(try parsePause(arguments.rest))
        case "resume": return .pause(.resume)
        case "me", "profile": return .view(.profile)
        case "today", "agenda": return .view(.today)
        case "history":
            if arguments.isEmpty { return .view(.history(search: nil)) }
            try checkTitle(arguments.rest, usage: Usage.history)
            return .view(.history(search: arguments.rest))
        case "calendar", "cal": return .view(.calendar(month: try parseMonth(arguments.rest)))
        case "progress": return .view(.progress)
        case "export": return .data(.export)
        case "forget", "forgetme": return .data(.forget)
        case "challenge": return .group(try parseChallenge(arguments.rest))
        case "join": return .group(.join)
        case "leave": return .group(.leave)
        case "board", "leaderboard": return .group(.board)
        case "group": return .group(try parseGroup(&arguments))
        case "nudgeme": return .group(.mentions(try onOrOff(arguments.rest, usage: Usage.nudgeMe)))
        case "": throw Self.notACommand
        default:
            throw CommandError("I don't know /\(InputText.clipped(name)). Send /help to see what I can do.")
        }
    }

    static let notACommand = CommandError(
        "I understand commands like /goals, /habits or /todos. Send /help to see them all.")

    // MARK: Goals

    private func parseGoal(_ arguments: inout Arguments, body: [String]) throws(CommandError) -> GoalAction {
        if arguments.isEmpty { return .list }
        if Self.isListNumber(arguments.rest) {
            return .show(try listNumber(arguments.rest, usage: Usage.goalShow))
        }
        let sub = arguments.nextWord().lowercased()
        switch sub {
        case "add", "new":
            let (title, deadline) = try parseTitleAndDeadline(arguments.rest)
            let why = body.isEmpty ? nil : body.joined(separator: "\n")
            try checkWhy(why, usage: Usage.goalAdd)
            return .add(title: title, deadline: deadline, why: why)
        case "list": return .list
        case "show": return .show(try position(&arguments, usage: Usage.goalShow))
        case "done", "complete": return .complete(try position(&arguments, usage: Usage.goalDone))
        case "reopen": return .reopen(try position(&arguments, usage: Usage.goalReopen))
        case "delete", "remove": return .delete(try position(&arguments, usage: Usage.goalDelete))
        case "step", "checkpoint":
            let goal = try position(&arguments, usage: Usage.goalStep)
            let text = arguments.rest
            guard !text.isEmpty else {
                throw CommandError("Say what the checkpoint is.", usage: Usage.goalStep)
            }
            try checkTitle(text, usage: Usage.goalStep)
            return .addStep(goal, text)
        case "tick":
            let goal = try position(&arguments, usage: Usage.goalTick)
            let word = arguments.nextWord()
            guard let step = UserNumber.value(word, in: 1...Limits.checkpointsPerGoal) else {
                throw CommandError(
                    UserNumber.isWritten(word)
                        ? "A goal's checkpoints are numbered 1 to \(Limits.checkpointsPerGoal) at most."
                        : "Give the checkpoint's number, as shown on the goal's card.",
                    usage: Usage.goalTick)
            }
            return .tick(goal, step: step)
        case "edit":
            let goal = try position(&arguments, usage: Usage.goalEdit)
            let field = arguments.nextWord().lowercased()
            let value = ([arguments.rest] + body).filter { !$0.isEmpty }.joined(separator: "\n")
            switch field {
            case "title":
                let title = try unquotedTitle(value, usage: Usage.goalEdit)
                guard !title.isEmpty else { throw CommandError("Give the new title.", usage: Usage.goalEdit) }
                try checkTitle(title, usage: Usage.goalEdit)
                return .editTitle(goal, title)
            case "by", "deadline":
                guard !value.isEmpty else {
                    throw CommandError("Give the new deadline, or none to remove it.", usage: Usage.goalEdit)
                }
                if Self.clears(value) { return .editDeadline(goal, nil) }
                return .editDeadline(goal, try deadline(value, usage: Usage.goalEdit))
            case "why":
                guard !value.isEmpty else {
                    throw CommandError("Give the new why, or none to remove it.", usage: Usage.goalEdit)
                }
                if Self.clears(value) { return .editWhy(goal, nil) }
                try checkWhy(value, usage: Usage.goalEdit)
                return .editWhy(goal, value)
            default:
                throw CommandError(
                    "You can edit a goal's title, by (deadline) or why.", usage: Usage.goalEdit)
            }
        default:
            throw CommandError("There is no /goal \(InputText.clipped(sub)).", usage: Usage.goal)
        }
    }

    /// Splits `Run a marathon by june 1` into title and deadline. A quoted title keeps a
    /// literal "by": `"Stand by me" by friday`.
    private func parseTitleAndDeadline(_ text: String) throws(CommandError) -> (String, LocalDate?) {
        var title = text
        var dateText: String?
        // The leading space finds "by friday" alone as a deadline without a title.
        let padded = " " + text
        if let quoted = InputText.quoted(text) {
            guard quoted.closed else {
                throw CommandError("The title's closing quote is missing.", usage: Usage.goalAdd)
            }
            title = quoted.title
            let after = quoted.after
            if !after.isEmpty {
                guard after.lowercased().hasPrefix("by ") else {
                    throw CommandError(
                        "After the quoted title, only “by <date>” may follow.", usage: Usage.goalAdd)
                }
                dateText = String(after.dropFirst(3))
            }
        } else if let range = padded.range(of: " by ", options: [.caseInsensitive, .backwards]) {
            title = padded[..<range.lowerBound].trimmingWhitespace
            dateText = padded[range.upperBound...].trimmingWhitespace
        }
        guard !title.isEmpty else { throw CommandError("Give the goal a title.", usage: Usage.goalAdd) }
        try checkTitle(title, usage: Usage.goalAdd)
        guard let dateText else { return (title, nil) }
        if case .failure(let error) = DateExpression.parse(dateText, today: today, weekStart: weekStart) {
            throw CommandError(
                "\(error.message)\nIf “by” is part of the title, quote it: /goal add \"Stand by me\"",
                usage: Usage.goalAdd)
        }
        return (title, try deadline(dateText, usage: Usage.goalAdd))
    }

    private func deadline(_ text: String, usage: String) throws(CommandError) -> LocalDate {
        switch DateExpression.parse(text, today: today, weekStart: weekStart) {
        case .success(let date):
            guard date >= today else {
                throw CommandError(
                    "\(date.iso) is in the past: a deadline must be today or later.", usage: usage)
            }
            return date
        case .failure(let error):
            throw CommandError(RichText(stringLiteral: error.message), usage: usage)
        }
    }

    // MARK: Habits

    private func parseHabit(_ arguments: inout Arguments) throws(CommandError) -> HabitAction {
        if arguments.isEmpty { return .list }
        let sub = arguments.nextWord().lowercased()
        switch sub {
        case "add", "new":
            let (name, length) = try nameAndLength(arguments.rest, usage: Usage.habitAdd)
            return .add(name: name, length: length)
        case "list": return .list
        case "check": return .check(arguments.isEmpty ? nil : try selector(arguments.rest))
        case "reset", "restart": return .reset(try position(&arguments, usage: Usage.habitReset))
        case "delete", "remove": return .delete(try position(&arguments, usage: Usage.habitDelete))
        default: throw CommandError("There is no /habit \(InputText.clipped(sub)).", usage: Usage.habit)
        }
    }

    /// `Read for 30 days`: a habit's name and its program length (21 days when not given).
    private func nameAndLength(_ text: String, usage: String) throws(CommandError) -> (String, Int) {
        var name = text
        var length = Habit.defaultLength
        let words = name.split(separator: " ")
        if words.count >= 3, words[words.count - 3].lowercased() == "for",
            ["day", "days"].contains(words[words.count - 1].lowercased())
        {
            guard let days = UserNumber.value(words[words.count - 2], in: Habit.lengthRange) else {
                throw CommandError("A program lasts 1 to 365 days.", usage: usage)
            }
            length = days
            name = words.dropLast(3).joined(separator: " ")
        }
        guard !name.isEmpty else { throw CommandError("Give the habit a name.", usage: usage) }
        try checkTitle(name, usage: usage)
        return (name, length)
    }

    /// A habit by its list number or its name. Anything written as a number is a list
    /// number, so `/check 0` or `/check -1` is refused instead of looked up as a name.
    private func selector(_ text: String) throws(CommandError) -> HabitSelector {
        if Self.isListNumber(text) { return .ref(try listNumber(text, usage: Usage.check)) }
        return .name(text)
    }

    // MARK: To-dos

    private func parseTodo(_ arguments: inout Arguments, body: [String]) throws(CommandError) -> TodoAction {
        if arguments.isEmpty && body.isEmpty { return .list }
        let sub = arguments.peekWord().lowercased()
        switch sub {
        case "add", "new":
            _ = arguments.nextWord()
            return .add(try todoTexts([arguments.rest] + body))
        case "list": return .list
        case "done", "do", "check":
            _ = arguments.nextWord()
            return .done(try position(&arguments, usage: Usage.todoDone))
        case "undo", "undone":
            _ = arguments.nextWord()
            return .undo(try position(&arguments, usage: Usage.todoUndo))
        case "delete", "remove":
            _ = arguments.nextWord()
            return .delete(try position(&arguments, usage: Usage.todoDelete))
        case "clear":
            _ = arguments.nextWord()
            guard arguments.isEmpty else {
                throw CommandError(
                    "/todo clear removes every done to-do; it takes nothing after it.", usage: Usage.todo)
            }
            return .clearDone
        case "demo":
            _ = arguments.nextWord()
            switch arguments.rest.lowercased() {
            case "": return .demo
            case "clear": return .demoClear
            default: throw CommandError("Did you mean /todo demo or /todo demo clear?", usage: Usage.todoDemo)
            }
        case "":
            throw CommandError("To add to-dos, start with /todo add.", usage: Usage.todoAdd)
        default:
            // Adding takes `add`: a mistyped subcommand or a number must never become a to-do.
            throw CommandError(
                "There is no /todo \(InputText.clipped(arguments.peekWord())).", usage: Usage.todo)
        }
    }

    private func todoTexts(_ lines: [String]) throws(CommandError) -> [String] {
        let texts = lines.map { $0.trimmingWhitespace }.filter { !$0.isEmpty }
        guard !texts.isEmpty else { throw CommandError("Say what to do.", usage: Usage.todoAdd) }
        for text in texts { try checkTitle(text, usage: Usage.todoAdd) }
        return texts
    }

    // MARK: Routines

    private func parseRoutine(_ arguments: inout Arguments, body: [String]) throws(CommandError)
        -> RoutineAction
    {
        if arguments.isEmpty { return .list }
        if Self.isListNumber(arguments.rest) {
            return .show(try listNumber(arguments.rest, usage: Usage.routineShow))
        }
        let sub = arguments.nextWord().lowercased()
        switch sub {
        case "add", "new": return try parseRoutineAdd(arguments.rest, body: body)
        case "list": return .list
        case "show": return .show(try position(&arguments, usage: Usage.routineShow))
        case "delete", "remove": return .delete(try position(&arguments, usage: Usage.routineDelete))
        case "edit":
            let routine = try position(&arguments, usage: Usage.routineEdit)
            let field = arguments.nextWord().lowercased()
            let value = arguments.rest
            switch field {
            case "title", "name":
                guard !value.isEmpty else {
                    throw CommandError("Give the new title.", usage: Usage.routineEdit)
                }
                try checkTitle(value, usage: Usage.routineEdit)
                return .editTitle(routine, value)
            case "days", "on": return .editDays(routine, try days(value, usage: Usage.routineEdit))
            case "time", "at": return .editTime(routine, try time(value, usage: Usage.routineEdit))
            case "steps": return .editSteps(routine, try steps([value] + body, usage: Usage.routineEdit))
            default:
                throw CommandError(
                    "You can edit a routine's title, days, time or steps.", usage: Usage.routineEdit)
            }
        default:
            throw CommandError("There is no /routine \(InputText.clipped(sub)).", usage: Usage.routine)
        }
    }

    /// `Morning on weekdays at 07:00`, or with the clauses swapped: `Morning at 7 on daily`.
    /// The last " on " and " at " split the text, so the title may contain those words too.
    private func parseRoutineAdd(_ arguments: String, body: [String]) throws(CommandError) -> RoutineAction {
        // A leading space lets a missing title ("on daily at 7") be found as such.
        let text = " " + arguments
        let on = text.range(of: " on ", options: [.caseInsensitive, .backwards])
        let at = text.range(of: " at ", options: [.caseInsensitive, .backwards])
        guard let on, let at else {
            throw CommandError(
                on == nil
                    ? "Say on which days: on mon,wed,fri, on weekdays, on weekends or daily."
                    : "Say at what time: at 07:30.",
                usage: Usage.routineAdd)
        }
        let title: String
        let daysText: String
        let timeText: String
        if on.lowerBound < at.lowerBound {
            title = text[..<on.lowerBound].trimmingWhitespace
            daysText = text[on.upperBound..<at.lowerBound].trimmingWhitespace
            timeText = text[at.upperBound...].trimmingWhitespace
        } else {
            title = text[..<at.lowerBound].trimmingWhitespace
            timeText = text[at.upperBound..<on.lowerBound].trimmingWhitespace
            daysText = text[on.upperBound...].trimmingWhitespace
        }
        guard !title.isEmpty else { throw CommandError("Give the routine a title.", usage: Usage.routineAdd) }
        try checkTitle(title, usage: Usage.routineAdd)
        let days = try days(daysText, usage: Usage.routineAdd)
        let time = try time(timeText, usage: Usage.routineAdd)
        return .add(title: title, days: days, time: time, steps: try steps(body, usage: Usage.routineAdd))
    }

    private func days(_ text: String, usage: String) throws(CommandError) -> WeekdaySet {
        guard let days = WeekdaySet.parse(text) else {
            throw CommandError(
                text.isEmpty
                    ? "Say on which days: mon,wed,fri, weekdays, weekends or daily."
                    : "I couldn't read “\(InputText.clipped(text))” as days. Try mon,wed,fri, weekdays, weekends or daily.",
                usage: usage)
        }
        return days
    }

    private func time(_ text: String, usage: String) throws(CommandError) -> TimeOfDay {
        guard let time = TimeOfDay.parse(text) else {
            throw CommandError(
                text.isEmpty
                    ? "Say at what time, such as 07:30."
                    : "I couldn't read “\(InputText.clipped(text))” as a time. Try 07:30, 7am or 19:00.",
                usage: usage)
        }
        return time
    }

    /// One step per non-empty line.
    private func steps(_ lines: [String], usage: String) throws(CommandError) -> [String] {
        let steps = lines.map(\.trimmingWhitespace).filter { !$0.isEmpty }
        guard !steps.isEmpty else {
            throw CommandError(
                "List the steps on the lines below the command, one per line "
                    + "(in the console, end each line but the last with \\).",
                usage: usage)
        }
        guard steps.count <= Limits.stepsPerRoutine else {
            throw CommandError(
                "That is \(steps.count) steps; a routine can have at most \(Limits.stepsPerRoutine).",
                usage: usage)
        }
        for step in steps { try checkTitle(step, usage: usage) }
        return steps
    }

    // MARK: Pauses

    /// `until <date>`, `from <date> until <date>`, or a bare `<date>` meaning until then.
    private func parsePause(_ text: String) throws(CommandError) -> PauseAction {
        guard !text.isEmpty else {
            throw CommandError("Until when? For example: /pause until sunday", usage: Usage.pause)
        }
        var startText: String?
        var endText = text
        let (first, rest) = text.splitFirstWord()
        switch first.lowercased() {
        case "from":
            guard
                let separator = [" until ", " till ", " through ", " to "].lazy.compactMap({
                    rest.range(of: $0, options: .caseInsensitive)
                }).first
            else {
                throw CommandError("Say until when: /pause from monday until friday", usage: Usage.pause)
            }
            startText = rest[..<separator.lowerBound].trimmingWhitespace
            endText = rest[separator.upperBound...].trimmingWhitespace
        case "until", "till", "through", "to":
            endText = rest
        default:
            break
        }
        var start = today
        if let startText { start = try date(startText, usage: Usage.pause) }
        let end = try date(endText, usage: Usage.pause)
        if let refusal = PauseRules.check(from: start, through: end, today: today) {
            throw CommandError(RichText(stringLiteral: Self.message(refusal)), usage: Usage.pause)
        }
        return .pause(from: start, through: end)
    }

    private static func message(_ refusal: PauseRefusal) -> String {
        switch refusal {
        case .startsInThePast(let day):
            return "A pause can't start in the past (\(day.iso)): those days have already counted. "
                + "Start it today: /pause until <date>"
        case .endsInThePast(let day):
            return "\(day.iso) has already passed: a pause lasts until today or later."
        case .endsBeforeItStarts:
            return "That pause would end before it starts."
        case .tooLong(let days):
            return "That pause is \(days) days; keep it to \(PauseRules.maximumLength)."
        }
    }

    private func date(_ text: String, usage: String) throws(CommandError) -> LocalDate {
        switch DateExpression.parse(text, today: today, weekStart: weekStart) {
        case .success(let date): return date
        case .failure(let error): throw CommandError(RichText(stringLiteral: error.message), usage: usage)
        }
    }

    // MARK: Views

    private func parseMonth(_ text: String) throws(CommandError) -> LocalDate {
        guard let month = MonthExpression.parse(text, today: today) else {
            throw CommandError(
                "I couldn't read “\(InputText.clipped(text))” as a month. Try 2026-12, dec, december 2026 or next month.",
                usage: Usage.calendar)
        }
        return month
    }

    // MARK: Settings

    /// A reminder's time, or `nil` for `off`.
    private func reminderTime(_ text: String, usage: String) throws(CommandError) -> TimeOfDay? {
        if ["off", "none", "no", "stop"].contains(text.lowercased()) { return nil }
        guard !text.isEmpty else {
            throw CommandError("Give a time such as 09:00, or off.", usage: usage)
        }
        guard let time = TimeOfDay.parse(text) else {
            throw CommandError(
                "I couldn't read “\(InputText.clipped(text))” as a time. Try 09:00, 7:30am or off.",
                usage: usage)
        }
        return time
    }

    private func parseWeekStart(_ text: String) throws(CommandError) -> Weekday {
        switch WeekdaySet.parse(text)?.days {
        case [.monday]?: return .monday
        case [.sunday]?: return .sunday
        default: throw CommandError("Weeks can start on Monday or Sunday.", usage: Usage.weekStart)
        }
    }

    private func parseZone(_ text: String, usage: String = Usage.timeZone) throws(CommandError)
        -> ResolvedZone
    {
        guard !text.isEmpty else { throw CommandError("Which time zone?", usage: usage) }
        guard let zone = TimeZoneName.resolve(text) else {
            throw CommandError("I don't know the time zone “\(InputText.clipped(text))”.", usage: usage)
        }
        return zone
    }

    private func parseDayStart(_ text: String) throws(CommandError) -> Int {
        let digits = text.hasSuffix(":00") ? String(text.dropLast(3)) : text
        guard let hour = UserNumber.value(digits, in: User.dayStartRange) else {
            throw CommandError(
                "Your day can start at an hour from 0 to 6 (3 means check-ins until 03:00 count for the day before).",
                usage: Usage.dayStart)
        }
        return hour
    }

    // MARK: Groups

    /// `/challenge` alone shows the running challenge; `end` ends it; anything else names the
    /// habit of a new one, with an optional `for N days`.
    private func parseChallenge(_ text: String) throws(CommandError) -> GroupAction {
        switch text.lowercased() {
        case "", "status": return .challengeStatus
        case "end", "stop": return .endChallenge
        default:
            let first = text.splitFirstWord().0.lowercased()
            // Words after end or stop are never a habit's name: that would start a challenge
            // for someone who meant to end one. Such a name goes in quotes.
            if first == "end" || first == "stop" {
                throw CommandError(
                    "To end the challenge, send /challenge end. To start one named like that, "
                        + "quote the name: /challenge \"Stop snacking\" for 30 days",
                    usage: Usage.challenge)
            }
            let (name, length) = try nameAndLength(text, usage: Usage.challenge)
            return .startChallenge(habit: try unquotedTitle(name, usage: Usage.challenge), length: length)
        }
    }

    private func parseGroup(_ arguments: inout Arguments) throws(CommandError) -> GroupAction {
        if arguments.isEmpty { return .settings }
        let sub = arguments.nextWord().lowercased()
        switch sub {
        case "settings": return .settings
        case "time", "summary": return .summaryTime(try time(arguments.rest, usage: Usage.groupTime))
        case "timezone", "tz", "zone":
            return .timeZone(try parseZone(arguments.rest, usage: Usage.groupTimeZone))
        default: throw CommandError("There is no /group \(InputText.clipped(sub)).", usage: Usage.group)
        }
    }

    private func onOrOff(_ text: String, usage: String) throws(CommandError) -> Bool {
        switch text.lowercased() {
        case "on", "yes": return true
        case "off", "no": return false
        default: throw CommandError("Say on or off.", usage: usage)
        }
    }

    // MARK: Shared checks

    private func position(_ arguments: inout Arguments, usage: String) throws(CommandError) -> ItemRef {
        let word = arguments.nextWord()
        guard !word.isEmpty else {
            throw CommandError("Which one? Give its number from the list.", usage: usage)
        }
        guard Self.isListNumber(word) else {
            throw CommandError(
                "“\(InputText.clipped(word, to: 24))” is not a number from your list.", usage: usage)
        }
        return try listNumber(word, usage: usage)
    }

    /// Whether `text` is written as a number, optionally after one `#` (`/goal #2`).
    private static func isListNumber(_ text: String) -> Bool {
        UserNumber.isWritten(text.hasPrefix("#") ? text.dropFirst() : Substring(text))
    }

    /// The one reading of a number in a list, within ``ListPositions/numbers``.
    private func listNumber(_ text: String, usage: String) throws(CommandError) -> ItemRef {
        let digits = text.hasPrefix("#") ? text.dropFirst() : Substring(text)
        switch UserNumber.parse(digits, in: ListPositions.numbers) {
        case .success(let number): return .position(number)
        case .failure(.tooSmall): throw CommandError("Numbers in lists start at 1.", usage: usage)
        case .failure(.tooLarge): throw CommandError("No list of yours is that long.", usage: usage)
        case .failure(.notANumber):
            throw CommandError(
                "“\(InputText.clipped(text, to: 24))” is not a number from your list.", usage: usage)
        }
    }

    private func checkTitle(_ text: String, usage: String) throws(CommandError) {
        guard text.count <= Limits.titleLength else {
            throw CommandError(
                "That is \(text.count) characters; keep it to \(Limits.titleLength).", usage: usage)
        }
    }

    private func checkWhy(_ text: String?, usage: String) throws(CommandError) {
        guard let text, text.count > Limits.whyLength else { return }
        throw CommandError(
            "The why is \(text.count) characters; keep it to \(Limits.whyLength).", usage: usage)
    }
}

/// The argument text of a command, consumed word by word.
struct Arguments {
    private(set) var rest: String

    init(_ text: String) { rest = text.trimmingWhitespace }

    var isEmpty: Bool { rest.isEmpty }

    func peekWord() -> String { String(rest.splitFirstWord().0) }

    mutating func nextWord() -> String {
        let (word, remainder) = rest.splitFirstWord()
        rest = remainder
        return String(word)
    }
}

extension StringProtocol {
    var trimmingWhitespace: String {
        guard let first = firstIndex(where: { !$0.isWhitespace }),
            let last = lastIndex(where: { !$0.isWhitespace })
        else { return "" }
        return String(self[first...last])
    }

    /// The first whitespace-separated word and the trimmed remainder.
    func splitFirstWord() -> (Substring, String) {
        let text = Substring(self).drop { $0.isWhitespace }
        guard let end = text.firstIndex(where: \.isWhitespace) else { return (text, "") }
        return (text[..<end], text[end...].trimmingWhitespace)
    }
}
