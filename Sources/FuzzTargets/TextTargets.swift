import DotEnv
import Foundation
import TrackerCore

extension FuzzTarget {
    /// Days the date readers are asked relative to, chosen by the input's first byte: an
    /// ordinary day, year ends, a leap day, and the first and last days they can name.
    private static let todays = [
        "2026-11-21", "2026-12-31", "2028-02-29", "1970-01-01", "9999-12-31", "0001-01-01",
    ]
    .compactMap(LocalDate.init(iso:))

    /// Dates, months, times of day, weekdays and numbers as users type them, in English and in
    /// the user's language.
    static let dates = FuzzTarget("dates", "date, month, time-of-day, weekday and number expressions") {
        data in
        // The first byte picks the day (its remainder by the number of days, as before the
        // languages came, so older inputs keep their day) and the user's language.
        let first = Int(data.first ?? 0)
        let today = todays[first % todays.count]
        let language = Language.allCases[first / todays.count % Language.allCases.count]
        let text = data.dropFirst().text
        if case .success(let date) = DateExpression.parse(text, today: today, language: language) {
            _ = (date.iso, date.weekday, date.lastOfMonth)
        }
        _ = MonthExpression.parse(text, today: today, language: language)
        _ = TimeOfDay.parse(text)
        _ = WeekdaySet.parse(text, language: language)
        _ = UserNumber.parse(text, in: 1...365)
    }

    /// Zone names as users type them, and the calendar arithmetic done in the zone found.
    static let timeZones = FuzzTarget("timezones", "time-zone names and local-time arithmetic in them") {
        data in
        let hour = Int(data.first ?? 0) % 7
        guard let zone = TimeZoneName.resolve(data.dropFirst().text),
            let timeZone = TimeZoneName.timeZone(forStored: zone.identifier)
        else { return }
        let calendar = UserCalendar(timeZone: timeZone, dayStartHour: hour)
        let instant = Date(timeIntervalSince1970: 1_795_338_000)
        let today = calendar.localDate(of: instant)
        _ = calendar.wallTime(of: instant)
        _ = calendar.instant(on: today, hour: 23, minute: 59)
        _ = (calendar.start(of: today), calendar.end(of: today))
    }

    /// `.env` files.
    static let environmentFile = FuzzTarget("dotenv", "the .env file reader") { data in
        _ = try? EnvironmentFile.parse(data.text)
    }
}
