import TrackerCore

/// The buttons of the views over everything a user has.
public enum ViewButton: Sendable, Hashable, FeatureButton {
    /// `/me`: counts and best streak.
    case profile
    /// The agenda of the user's local day.
    case today
    /// Checks a habit in from the agenda, and shows the agenda again.
    case checkToday(Int64)
    /// A page (1-based) of the history last shown.
    case historyPage(Int)
    /// The month that starts on this day; the data carries only its year and month.
    case calendar(month: LocalDate)
    case progress

    /// The wire codes; they never change, so that buttons on old messages keep working.
    public enum Code: String, CaseIterable, Sendable {
        case profile = "v.me"
        case today = "v.t"
        case checkToday = "v.c"
        case historyPage = "v.hp"
        case calendar = "v.m"
        case progress = "v.p"
    }

    /// The years a calendar shows.
    static let calendarYears = 1970...9999

    /// The button's wire code.
    public var code: Code {
        switch self {
        case .profile: .profile
        case .today: .today
        case .checkToday: .checkToday
        case .historyPage: .historyPage
        case .calendar: .calendar
        case .progress: .progress
        }
    }

    /// The stored ids or page numbers the data carries after the code.
    public var numbers: [Int64] {
        switch self {
        case .profile, .today, .progress: []
        case .checkToday(let id): [id]
        case .historyPage(let page): [Int64(page)]
        case .calendar(let month): [Int64(month.year * 100 + month.month)]
        }
    }

    /// The button with this code and these numbers; `nil` when they do not fit it.
    public init?(code: Code, numbers: [Int64]) {
        let button: Self?
        switch code {
        case .profile: button = numbers.isEmpty ? .profile : nil
        case .today: button = numbers.isEmpty ? .today : nil
        case .checkToday: button = numbers.onlyNumber.map { .checkToday($0) }
        case .historyPage: button = numbers.onlyNumber?.pageNumber.map { .historyPage($0) }
        case .calendar: button = numbers.onlyNumber.flatMap(Self.month).map { .calendar(month: $0) }
        case .progress: button = numbers.isEmpty ? .progress : nil
        }
        guard let button else { return nil }
        self = button
    }

    /// What pressing it asks for.
    public var action: Action {
        switch self {
        case .profile: .view(.profile)
        case .today: .view(.today)
        case .checkToday(let id): .view(.checkToday(.id(id)))
        case .historyPage(let page): .view(.historyPage(page))
        case .calendar(let month): .view(.calendar(month: month))
        case .progress: .view(.progress)
        }
    }

    /// The first of the month written as `yyyymm` (`202603`), within ``calendarYears``.
    private static func month(_ code: Int64) -> LocalDate? {
        guard let code = Int(exactly: code), calendarYears.contains(code / 100) else { return nil }
        return LocalDate(year: code / 100, month: code % 100, day: 1)
    }
}

extension ButtonKind {
    /// A view's button: what ``ViewButton`` says.
    public static func view(_ button: ViewButton) -> ButtonKind { ButtonKind(button) }
}
