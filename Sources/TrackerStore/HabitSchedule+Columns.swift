import TrackerCore

/// A habit's schedule is stored in four columns of `habit` (and of `habitRule`, for its
/// earlier schedules), each with a default that means the strict daily program: `days` (a
/// weekday bitmask, all seven), `timesPerWeek` (NULL), `unit` (NULL) and `target` (1). So rows
/// written before schedules existed read as daily. Every store reads and writes them this way.
extension HabitSchedule {
    /// Reads the columns back. A weekly target wins over the days; a bitmask that names no
    /// day, or every day, is daily; a unit makes the habit measurable with its target.
    public init(days: Int, timesPerWeek: Int?, unit: String?, target: Int) {
        let frequency: HabitFrequency
        if let times = timesPerWeek {
            frequency = .weekly(times: min(max(times, 1), 7))
        } else if let set = WeekdaySet(rawValue: days), !set.isEmpty {
            frequency = .on(set)
        } else {
            frequency = .daily
        }
        self.init(frequency: frequency, measure: unit.map { HabitMeasure(unit: $0, target: max(target, 1)) })
    }

    /// The `days` column: the chosen weekdays, or all seven.
    public var storedDays: Int {
        if case .days(let set) = frequency { return set.rawValue }
        return WeekdaySet.daily.rawValue
    }

    /// The `timesPerWeek` column: the weekly target, or NULL.
    public var storedTimesPerWeek: Int? {
        if case .weekly(let times) = frequency { return times }
        return nil
    }
}
