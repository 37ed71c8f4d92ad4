import Foundation
import HTTPTestSupport
import Testing

/// The commands of the several-instances test: `users` private chats sending `commandsEach`
/// commands each, posted in rounds (every user's first command, then every user's second, …)
/// as Telegram would pass on a crowd typing at once. The first `remindedUsers` set a time zone
/// of their own, start a habit and ask for their daily nudge at `due`'s local time, so that it
/// falls due while the burst is being answered.
struct CommandBurst: Sendable {
    /// One user's chat: what they send and what each reply must say.
    struct User: Sendable {
        /// The Telegram user id, also the private chat's id.
        let id: Int64
        /// The commands, in the order sent.
        let commands: [String]
        /// What the reply to each command starts with or contains, in order.
        let replies: [String]
        /// The user's time zone, for those who get a nudge.
        let zone: TimeZone?
    }

    /// Zones whose offsets differ by odd amounts (a quarter and a half hour too), so each
    /// nudge's local time is worked out for real.
    static let zones = [
        "Asia/Kolkata", "America/New_York", "Australia/Adelaide", "Asia/Kathmandu", "Europe/Berlin",
        "America/St_Johns", "Pacific/Auckland", "America/Los_Angeles",
    ]

    /// The first user id; user `n` is `firstUser + n`.
    static let firstUser: Int64 = 8_300_000

    /// The nudge's opening words.
    static let nudge = "☀️ Time for <b>Read</b> today."

    let users: [User]
    let commandsEach: Int

    init(users count: Int, commandsEach: Int, remindedUsers: Int, due: Date) {
        self.commandsEach = commandsEach
        users = (0..<count).map { index in
            let id = Self.firstUser + Int64(index)
            var commands: [String] = []
            var replies: [String] = []
            var zone: TimeZone?
            if index < remindedUsers {
                let name = Self.zones[index % Self.zones.count]
                let local = TimeZone(identifier: name)!
                zone = local
                let time = Self.localTime(of: due, in: local)
                commands += ["/timezone \(name)", "/habit add Read", "/remind \(time)"]
                replies += [
                    "🌍 Time zone set to <b>\(name)</b>.", "🌱 Habit 1 started: <b>Read</b>",
                    "⏰ I'll nudge you every day at <b>\(time)</b>",
                ]
            }
            for number in 1...(commandsEach - commands.count) {
                commands.append("/todo add task \(number) of \(id)")
                // The number proves it was applied once: a second apply would take the next one.
                replies.append("📝 Added to-do \(number): task \(number) of \(id)")
            }
            return User(id: id, commands: commands, replies: replies, zone: zone)
        }
    }

    /// Every command's count.
    var commandCount: Int { users.count * commandsEach }

    /// The `update_id` of `user`'s command `round`: increasing round by round, as Telegram's are.
    func updateID(user: Int, round: Int) -> Int64 {
        5_000_000 + Int64(round * users.count + user)
    }

    /// The update Telegram would post for `user`'s command `round`.
    func update(user: Int, round: Int) -> String {
        let body = FakeTelegram.message(
            users[user].commands[round], from: users[user].id, name: "User \(user)"
        ).trimmingCharacters(in: .whitespacesAndNewlines)
        return #"{"update_id":\#(updateID(user: user, round: round)),"# + body.dropFirst()
    }

    /// Expects every command to have got its reply, in order per chat, and each reminded user
    /// one nudge, not before `due`; a message sent twice must be one `mayRepeat` allows (the
    /// first send, and the one again).
    /// - Returns: how many messages were sent again.
    func check(
        calls: [FakeTelegram.Call], due: ContinuousClock.Instant,
        mayRepeat: (FakeTelegram.Call, FakeTelegram.Call) -> Bool
    ) -> Int {
        var byChat: [Int64: [FakeTelegram.Call]] = [:]
        for call in calls { byChat[call.chatID ?? 0, default: []].append(call) }
        var repeated = 0
        for user in users {
            var seen: Set<String> = []
            var replies: [String] = []
            var nudges: [FakeTelegram.Call] = []
            for call in byChat[user.id] ?? [] {
                let text = call.text ?? ""
                guard seen.insert(text).inserted else {
                    // Sent again: only as `mayRepeat` allows. Times do not tell it: a send
                    // made before a kill may reach the fake after it.
                    let first = (byChat[user.id] ?? []).first { $0.text == text }!
                    #expect(
                        mayRepeat(first, call),
                        "user \(user.id) got “\(text)” from \(first.caller), then from \(call.caller)")
                    repeated += 1
                    continue
                }
                if text.hasPrefix(CommandBurst.nudge) { nudges.append(call) } else { replies.append(text) }
            }
            #expect(replies.count == user.replies.count, "user \(user.id): \(replies)")
            // No command is set aside: a kill is no crash of a command's making.
            for (reply, wanted) in zip(replies, user.replies) where !reply.hasPrefix(wanted) {
                Issue.record("user \(user.id): “\(reply)” where “\(wanted)…” was due: \(replies)")
                break
            }
            if user.zone != nil {
                #expect(
                    nudges.count == 1, "user \(user.id) in \(user.zone!.identifier): \(nudges.count) nudges")
                #expect(nudges.allSatisfy { $0.at >= due }, "user \(user.id)'s nudge came early")
            } else {
                #expect(nudges.isEmpty, "user \(user.id) had no reminder")
            }
        }
        return repeated
    }

    /// `date` as `HH:mm` on the clock of `zone`.
    static func localTime(of date: Date, in zone: TimeZone) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        let parts = calendar.dateComponents([.hour, .minute], from: date)
        return String(format: "%02d:%02d", parts.hour!, parts.minute!)
    }
}

/// Hands out the burst's updates to the posting workers: the earliest round first, and never
/// two of one chat at once, so that a chat's updates arrive in order as Telegram sends them.
/// The reminded users' first commands (their zone, habit and nudge time) are a queue of their
/// own (`setup`), posted and applied before the rest, so that every nudge time is set before
/// it falls due.
actor BurstQueue {
    private let ends: [Int]
    private var next: [Int]
    private var busy: Set<Int> = []

    init(burst: CommandBurst, setup: Bool) {
        let firstRounds = burst.users.map { $0.zone == nil ? 0 : 3 }
        ends = setup ? firstRounds : Array(repeating: burst.commandsEach, count: burst.users.count)
        next = setup ? Array(repeating: 0, count: burst.users.count) : firstRounds
    }

    /// When `user`'s next command goes: its round.
    private func order(_ user: Int) -> Int { next[user] }

    /// What is left: nothing to post and nothing being posted.
    var isDone: Bool { busy.isEmpty && next == ends }

    /// The next user and round to post, or `nil` when every user left is busy or done.
    func take() -> (user: Int, round: Int)? {
        var best: Int?
        for user in next.indices where next[user] < ends[user] && !busy.contains(user) {
            if best.map({ order(user) < order($0) }) ?? true { best = user }
        }
        guard let user = best else { return nil }
        busy.insert(user)
        return (user, next[user])
    }

    /// `user`'s update was accepted: their next one may go.
    func done(user: Int) {
        busy.remove(user)
        next[user] += 1
    }
}
