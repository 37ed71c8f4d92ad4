import Foundation
import TrackerCore

extension Localizer {
    /// ``Format/date(_:today:)`` in the language: "today", "morgen", "Fr., 4. Dez.", with the
    /// year outside this one. English keeps the wording it always had.
    func day(_ date: LocalDate, today: LocalDate) -> String {
        guard language != .english else { return Format.date(date, today: today) }
        switch today.days(until: date) {
        case 0: return text(.whenToday)
        case 1: return text(.whenTomorrow)
        case -1: return text(.whenYesterday)
        default: return date.year == today.year ? self.date(date) : fullDate(date)
        }
    }

    /// The weekday's full name: "Monday", "Montag", "понедельник".
    func weekday(_ day: Weekday) -> String {
        language == .english ? Format.weekdayName(day) : weekdayName(day)
    }

    /// A time of day on the 24-hour clock in the language's digits: "07:30", "۰۷:۳۰".
    func time(_ time: TimeOfDay) -> String {
        guard language != .english else { return time.text }
        return self.time(Date(timeIntervalSince1970: Double(time.minutesSinceMidnight * 60)), in: .gmt)
    }

    /// ``time(_:)`` of `hour`:`minute`, or as digits when they are no time of day.
    func time(hour: Int, minute: Int) -> String {
        TimeOfDay(hour: hour, minute: minute).map(time) ?? "\(hour):\(minute)"
    }
}
