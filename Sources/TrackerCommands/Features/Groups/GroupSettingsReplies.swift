import TrackerCore

/// What a group's settings commands answer: its settings, and the changes admins make.
extension GroupReplies {
    static func settings(_ group: GroupChat, running: Challenge?, today: LocalDate) -> Reply {
        var text: RichText = """
            \(bold: "⚙️ Group settings")
            Time zone: \(bold: group.timeZone) — /group timezone <zone>
            Daily summary: \(bold: group.summaryAt.text) — /group time <HH:MM>
            Last call: \(bold: GroupChat.lastCallAt.text), for members who opted in with /nudgeme on
            """
        if let running {
            text.append(
                "\nChallenge: \(bold: running.habitName), \(position(running, running.day(on: today))) — /challenge"
            )
        } else {
            text.append("\nChallenge: \(bold: "none") — /challenge <habit> [for <N> days]")
        }
        text.append("\nOnly admins change the time and the zone.")
        return Reply(text)
    }

    static func summaryTimeSet(_ group: GroupChat) -> Reply {
        Reply("🕘 The daily summary now comes at \(bold: group.summaryAt.text) (\(group.timeZone)).")
    }

    /// `hour` and `minute` are the wall time in the group's new zone now.
    static func timeZoneSet(_ group: GroupChat, hour: Int, minute: Int) -> Reply {
        let now = "\(hour < 10 ? "0" : "")\(hour):\(minute < 10 ? "0" : "")\(minute)"
        return Reply(
            """
            🌍 The group's time zone is \(bold: group.timeZone); it is \(now) there now. \
            The summary comes at \(group.summaryAt.text) there.
            """)
    }

    static func mentionsSet(_ allowed: Bool, name: String) -> Reply {
        allowed
            ? Reply(
                "🔔 OK \(name): when your check-in is still open at \(GroupChat.lastCallAt.text), I'll mention you here."
            )
            : Reply("🔕 OK \(name): I won't mention you here.")
    }

    static let onlyAdmins = CommandError("🔒 Only the group's admins can change its settings.")

    static let adminUnknown = CommandError(
        "I couldn't check whether you're an admin of this group just now. Please try again in a minute.")
}
