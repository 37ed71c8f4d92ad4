import TrackerCore

/// What the bot says about settings.
enum SettingsReplies {
    static func timeZoneSet(_ identifier: String, hour: Int, minute: Int) -> Reply {
        let time = "\(hour < 10 ? "0" : "")\(hour):\(minute < 10 ? "0" : "")\(minute)"
        return Reply("🌍 Time zone set to \(bold: identifier). It is \(time) there now.")
    }

    static func dayStartSet(_ hour: Int) -> Reply {
        if hour == 0 { return Reply("🌙 Your day now starts at midnight.") }
        return Reply(
            "🌙 Your day now starts at 0\(hour):00: check-ins before 0\(hour):00 count for the day before.")
    }
}
