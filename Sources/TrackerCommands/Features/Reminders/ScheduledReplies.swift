import TrackerCore

/// The wording of the messages the bot sends first, for the scheduler: the one door to it
/// from outside, so that each feature's wording stays internal to its own replies.
public enum ScheduledReplies {
    /// A user's reminders firing together, as one message in `language`; its buttons act for
    /// `owner` (the user's id) like the commands they stand for.
    public static func reminders(_ digest: ReminderDigest, owner: Int64, language: Language) -> Reply {
        ReminderReplies.reply(digest, owner: owner, Localizer(language))
    }

    /// A group's daily summary of its day `date` in the group's `language`, drawn with the
    /// members' `histories` over the days ``BoardPicture/days(of:today:)`` shows; or on the
    /// challenge's last day the celebration that ends it.
    public static func groupSummary(
        _ summary: ChallengeSummary, on date: LocalDate, histories: [Int64: MemberHistory], language: Language
    ) -> Reply {
        GroupReplies.summary(summary, on: date, histories: histories, Localizer(language))
    }

    /// The group's last call in the group's `language`, naming `members` (mentioned only where
    /// they agreed to it).
    public static func lastCall(_ challenge: Challenge, members: [MemberStanding], language: Language)
        -> Reply
    {
        GroupReplies.lastCall(challenge, members: members, Localizer(language))
    }
}
