import TrackerCore

/// What a group's settings commands answer: its settings, and the changes admins make.
extension GroupReplies {
    static func settings(_ group: GroupChat, running: Challenge?, today: LocalDate, _ localizer: Localizer)
        -> Reply
    {
        var text: RichText = "\(bold: localizer.text(.groupSettingsTitle))\n"
        text.append(localizer.rich(.groupSettingsTimeZone, ["zone": "\(bold: group.timeZone)"]))
        text.append(
            "\n" + localizer.rich(.groupSettingsSummary, ["time": "\(bold: localizer.time(group.summaryAt))"])
        )
        text.append(
            "\n"
                + localizer.rich(
                    .groupSettingsLastCall, ["time": "\(bold: localizer.time(GroupChat.lastCallAt))"]))
        if let running {
            let position = RichText(verbatim: position(running, running.day(on: today), localizer))
            text.append(
                "\n"
                    + localizer.rich(
                        .groupSettingsChallenge,
                        ["habit": "\(bold: running.habitName)", "position": position]))
        } else {
            text.append(
                "\n"
                    + localizer.rich(
                        .groupSettingsNoChallenge, ["none": "\(bold: localizer.text(.groupNone))"]))
        }
        text.append("\n" + localizer.rich(.groupSettingsAdminsOnly))
        return Reply(text)
    }

    static func summaryTimeSet(_ group: GroupChat, _ localizer: Localizer) -> Reply {
        Reply(
            localizer.rich(
                .groupSummaryTimeSet,
                [
                    "time": "\(bold: localizer.time(group.summaryAt))",
                    "zone": RichText(verbatim: group.timeZone),
                ]))
    }

    /// `hour` and `minute` are the wall time in the group's new zone now.
    static func timeZoneSet(_ group: GroupChat, hour: Int, minute: Int, _ localizer: Localizer) -> Reply {
        Reply(
            localizer.rich(
                .groupTimeZoneSet,
                [
                    "zone": "\(bold: group.timeZone)",
                    "now": RichText(verbatim: localizer.time(hour: hour, minute: minute)),
                    "time": RichText(verbatim: localizer.time(group.summaryAt)),
                ]))
    }

    static func mentionsSet(_ allowed: Bool, name: String, _ localizer: Localizer) -> Reply {
        allowed
            ? Reply(
                localizer.rich(
                    .groupMentionsOn, plain: ["name": name, "time": localizer.time(GroupChat.lastCallAt)]))
            : Reply(localizer.rich(.groupMentionsOff, plain: ["name": name]))
    }

    /// A member who is no admin changing what only admins may.
    static func onlyAdmins(_ localizer: Localizer) -> CommandError {
        CommandError(localizer.rich(.groupOnlyAdmins))
    }

    /// The platform could not tell whether the sender is an admin.
    static func adminUnknown(_ localizer: Localizer) -> CommandError {
        CommandError(localizer.rich(.groupAdminUnknown))
    }
}
