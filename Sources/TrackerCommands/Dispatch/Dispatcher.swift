import Foundation
import Logging
import TrackerCore
import TrackerStore

/// Applies inbound events: parse, act, and queue the reply, each event in one transaction
/// together with its inbound key.
///
/// An event whose key was already recorded is skipped, so redelivery after a crash or a
/// network fault never applies a command twice. Every applied event leaves exactly one
/// answer in the outbox: the reply, an edit of the message a button was on, or an alert.
/// Before it go the rewrites of earlier messages it changed, if any, so that the answer is
/// the event's last entry.
public struct Dispatcher: Sendable {
    /// The store every event is applied to.
    public let store: any Store
    /// The source of "now" for every event: its local day, deadlines and stored instants.
    public let clock: any Clock
    /// Where files made for users go: `/export`'s folders and the console's pictures.
    public let files: UserFiles
    let logger: Logger
    /// Each platform's names for the choices it lists (``ChoiceKeys``).
    var choiceKeys: [Platform: any ChoiceKeys] = [:]
    private let remindersChanged: @Sendable () -> Void
    private let jobsAdded: @Sendable () -> Void

    /// - Parameters:
    ///   - files: where `/export` and the console's pictures put their files (for a SQLite
    ///     store, ``UserFiles/init(beside:)`` its file).
    ///   - remindersChanged: called after a transaction that changed the reminder schedule
    ///     commits, so that the scheduler can wake for a reminder that is now due sooner.
    ///   - jobsAdded: called after a transaction that started a ``Job`` commits.
    public init(
        store: any Store, clock: any Clock, files: UserFiles,
        logger: Logger = Logger(label: "trackerbot.dispatch"),
        remindersChanged: @escaping @Sendable () -> Void = {},
        jobsAdded: @escaping @Sendable () -> Void = {}
    ) {
        self.store = store
        self.clock = clock
        self.files = files
        self.logger = logger
        self.remindersChanged = remindersChanged
        self.jobsAdded = jobsAdded
    }

    /// This dispatcher with `keys` as the names of the choices that `platform` lists, by which
    /// its typed choices and reactions are resolved.
    public func registering(_ keys: any ChoiceKeys, for platform: Platform) -> Dispatcher {
        var dispatcher = self
        dispatcher.choiceKeys[platform] = keys
        return dispatcher
    }

    #if DEBUG
        /// A message text that crashes the process as a bug would, for tests of crash
        /// isolation. Debug builds only: a release build has no such switch.
        private static let crashTrigger = ProcessInfo.processInfo.environment["TRACKERBOT_DEBUG_CRASH_ON"]
    #endif

    /// What one event leaves in the outbox: its answer, the job it started (recorded with the
    /// id of the reply that announces it), the rewrites of earlier messages it changed, and
    /// what must know the answer's outbox entry.
    private struct Answer {
        var outgoing: Outgoing
        var job: (kind: Job.Kind, userID: Int64)?
        var rewrites: [Outgoing] = []
        var queued: ((Int64) throws -> Void)?

        init(_ outgoing: Outgoing) {
            self.outgoing = outgoing
        }

        /// The answer `outgoing` to an event in `context`, with what `response` adds to it.
        init(_ outgoing: Outgoing, _ response: Response, _ context: Context) {
            self.outgoing = outgoing
            job = response.job.map { ($0, context.userID) }
            rewrites = response.rewrites.map {
                Outgoing(chat: context.chat, reply: $0.reply, delivery: .replace(outboxID: $0.outboxID))
            }
            queued = response.queued
        }
    }

    /// What a batch's events leave to its end: whom its transaction wakes once it commits,
    /// and whose reminder schedules to refresh. The wakeups are registered once: every commit
    /// hook is a transaction observer, which SQLite's every later statement in the
    /// transaction consults, so one per command made a batch's cost grow with the square of
    /// its size. The refreshes go together, each as of its user's last event: nothing in a
    /// batch reads a user's schedule but the refresh itself, and on PostgreSQL a refresh is
    /// a round trip, the same for one user as for all of them.
    private struct BatchEnd {
        var scheduler = false
        var jobs = false
        var refreshes: [Int64: Date] = [:]
    }

    /// Applies a batch of commands and presses in one transaction (one disk sync for all of
    /// them), as ``apply(_:in:)-([PlatformEvent],_)`` does.
    /// - Returns: how many events were new and applied.
    @discardableResult
    public func apply(_ batch: [Incoming]) throws -> Int {
        try store.write { tx in try apply(batch.map(PlatformEvent.incoming), in: tx) }
    }

    /// Claims each event's key and applies the new ones, inside the platform batch's
    /// transaction; `action` is what was read of the text before it, if anything.
    func apply(_ batch: [(incoming: Incoming, action: Action?)], in tx: any StoreTransaction) throws -> Int {
        var applied = 0
        var batchEnd = BatchEnd()
        // Claiming the keys first, together, is one statement instead of a lookup and an
        // insert per event; should applying fail, the batch's transaction takes the claims
        // back with everything else. Of a key given twice, the first event is applied.
        var new = try tx.inbound.claim(batch.map(\.incoming.key), at: clock.now())
        // The new events' senders, read at once where each read is a round trip.
        try tx.users.readAhead(
            senders: batch.lazy.map(\.incoming).filter { new.contains($0.key) }.map {
                (platform: $0.chat.platform, externalID: $0.sender.id)
            })
        for (incoming, action) in batch where new.remove(incoming.key) != nil {
            try apply(incoming, action: action, in: tx, batchEnd: &batchEnd)
            applied += 1
        }
        try refreshSchedules(batchEnd.refreshes, in: tx)
        if batchEnd.scheduler {
            tx.afterCommit(remindersChanged)
        }
        if batchEnd.jobs {
            tx.afterCommit(jobsAdded)
        }
        return applied
    }

    private func apply(
        _ incoming: Incoming, action: Action?, in tx: any StoreTransaction, batchEnd: inout BatchEnd
    ) throws {
        let now = clock.now()
        var answer: Answer
        // The chat's language, once known, for the usage label of a refusal and the apology
        // for a failure.
        var language = Language.english
        do {
            // A savepoint per event: a refused or failed command rolls back this event
            // alone, and the user still gets an answer.
            var result: Answer?
            try tx.inSavepoint {
                do {
                    result = try respond(
                        to: incoming, action: action, now: now, in: tx, language: &language,
                        batchEnd: &batchEnd
                    )
                    return true
                } catch let error as CommandError {
                    result = Answer(Self.wrap(error.reply(Localizer(language)), for: incoming))
                    return false
                }
            }
            answer = result!
        } catch let error as any StoreFailure where error.isStorageFailure {
            // The disk cannot take it: fail the batch so the platform redelivers it later.
            throw error
        } catch {
            logger.error("Applying \(incoming.key) failed: \(error)")
            answer = Answer(
                Self.wrap(Reply(Localizer(language).rich(.parseSomethingWentWrong)), for: incoming))
        }
        func pressable(_ outgoing: Outgoing) -> Outgoing {
            var outgoing = outgoing
            outgoing.reply = outgoing.reply.map { GroupPrivacy.pressable($0, isGroup: incoming.isGroup) }
            return outgoing
        }
        for rewrite in answer.rewrites {
            try tx.outbox.enqueueWithoutID(pressable(rewrite), userExternalID: incoming.sender.id, at: now)
        }
        if answer.job == nil && answer.queued == nil {
            try tx.outbox.enqueueWithoutID(
                pressable(answer.outgoing), userExternalID: incoming.sender.id, at: now)
        } else {
            let outboxID = try tx.outbox.enqueue(
                pressable(answer.outgoing), userExternalID: incoming.sender.id, at: now)
            try answer.queued?(outboxID)
            if let job = answer.job {
                var row = Job(kind: job.kind, userID: job.userID, outboxID: outboxID, createdAt: now)
                try tx.jobs.insert(&row)
                batchEnd.jobs = true
            }
        }
    }

    /// The answer to one event, with what it leaves beside it; `read` is the action of its
    /// text when read before the transaction. Throws ``CommandError`` for a refused command.
    private func respond(
        to incoming: Incoming, action read: Action?, now: Date, in tx: any StoreTransaction,
        language: inout Language, batchEnd: inout BatchEnd
    ) throws -> Answer {
        // The sender's name is the one they show in this chat: their own in a private chat,
        // the group's name for them in a group (a Matrix room nickname).
        let sender = try tx.users.sender(
            platform: incoming.chat.platform, externalID: incoming.sender.id,
            displayName: incoming.sender.displayName, renaming: !incoming.isGroup, now: now,
            reporting: incoming.sender.languageCode)
        let user = sender.user
        if incoming.isGroup {
            try tx.groups.recordMemberName(
                incoming.sender.displayName, of: incoming.sender.id, in: incoming.chat)
        }
        let userLanguage = sender.languages.negotiated
        var context = Context(
            tx: tx, user: user, now: now, files: files, chat: incoming.chat,
            isGroup: incoming.isGroup, senderIsAdmin: incoming.senderIsAdmin,
            latestDay: sender.latestDay,
            name: incoming.isGroup ? incoming.sender.displayName : nil,
            language: incoming.isGroup
                ? Language.forGroup(chosen: try tx.groups.language(of: incoming.chat)) : userLanguage,
            userLanguage: userLanguage)
        language = context.language
        switch incoming.kind {
        case .text(let text):
            #if DEBUG
                if let trigger = Self.crashTrigger, text == trigger {
                    fatalError("crashing on \(trigger), as TRACKERBOT_DEBUG_CRASH_ON asks")
                }
            #endif
            let action =
                try read
                ?? CommandParser(
                    today: context.today, weekStart: context.user.weekStart, language: context.userLanguage
                ).parse(text)
            try GroupPrivacy.check(action, isGroup: incoming.isGroup, language: context.language)
            let response = try action.handle(in: &context)
            try refreshSchedules(after: action, context: context, batchEnd: &batchEnd)
            return Answer(
                Outgoing(
                    chat: incoming.chat, reply: response.reply, attachment: response.attachment,
                    inReplyTo: incoming.messageID),
                response, context)
        case .button(let data, let messageID, let callbackID):
            context.pressedMessageID = messageID
            guard let press = ButtonCodec.decode(data) else {
                return Answer(
                    Outgoing(
                        chat: incoming.chat, reply: nil,
                        callbackAnswer: callbackID.map {
                            .init(
                                callbackID: $0,
                                text: Localizer(context.userLanguage).text(.parseButtonOutOfDate))
                        }))
            }
            // A button without an owner is for anyone in the chat, acting for themselves.
            if let owner = press.owner, owner != context.userID {
                return Answer(
                    Self.alert(
                        Localizer(context.userLanguage).text(.parseButtonNotYours), in: incoming.chat,
                        callbackID))
            }
            do {
                // The alert is the presser's alone: in their language.
                try GroupPrivacy.check(
                    press.action, isGroup: incoming.isGroup, language: context.userLanguage)
            } catch {
                // A refused press leaves the message it is on as it is.
                return Answer(Self.alert(error.message.plain, in: incoming.chat, callbackID))
            }
            let response = try press.action.handle(in: &context)
            try refreshSchedules(after: press.action, context: context, batchEnd: &batchEnd)
            var outgoing = Self.wrap(response.reply, for: incoming)
            if response.answersPress {
                outgoing.delivery = .send
                outgoing.inReplyTo = messageID
            }
            outgoing.attachment = response.attachment
            if let toast = response.toast { outgoing.callbackAnswer?.text = toast }
            return Answer(outgoing, response, context)
        case .choice, .reaction, .reactionRemoved:
            // Resolving left only a typed choice that pressed nothing, or a reaction with a
            // retired key, and both are answered.
            return Answer(try missedChoice(incoming, language: context.userLanguage, in: tx))
        }
    }

    /// Brings the group's schedule, when the action was in a group, up to date with what
    /// `action` changed, in the event's transaction; leaves the user's to the end of the
    /// batch. Either wakes the scheduler once the batch commits, for a message that is now
    /// due sooner.
    private func refreshSchedules(after action: Action, context: Context, batchEnd: inout BatchEnd) throws {
        if action.traits.changesReminders {
            batchEnd.refreshes[context.userID] = context.now
            batchEnd.scheduler = true
        }
        if context.isGroup && action.traits.changesGroupSchedule {
            try context.tx.reminders.refreshGroup(context.chat, now: context.now)
            batchEnd.scheduler = true
        }
    }

    /// Refreshes the schedules the batch's events changed. Should that fail other than for
    /// storage, each user is refreshed alone, in a savepoint, and a user whose refresh fails
    /// is logged: their events stand and their schedule stays as it was, rather than the
    /// batch failing again on every redelivery.
    private func refreshSchedules(_ users: [Int64: Date], in tx: any StoreTransaction) throws {
        guard !users.isEmpty else { return }
        do {
            try tx.inSavepoint {
                try tx.reminders.refresh(users)
                return true
            }
        } catch let error as any StoreFailure where error.isStorageFailure {
            throw error
        } catch {
            for (userID, now) in users.sorted(by: { $0.key < $1.key }) {
                do {
                    try tx.inSavepoint {
                        try tx.reminders.refresh([userID: now])
                        return true
                    }
                } catch let error as any StoreFailure where error.isStorageFailure {
                    throw error
                } catch {
                    logger.error("Refreshing the reminders of user \(userID) failed: \(error)")
                }
            }
        }
    }

    /// An alert for the presser that changes nothing else.
    static func alert(_ text: String, in chat: ChatAddress, _ callbackID: String?) -> Outgoing {
        Outgoing(
            chat: chat, reply: nil,
            callbackAnswer: callbackID.map { .init(callbackID: $0, text: text, alert: true) })
    }

    private static func wrap(_ reply: Reply, for incoming: Incoming) -> Outgoing {
        switch incoming.kind {
        case .text, .choice, .reaction, .reactionRemoved:
            return Outgoing(chat: incoming.chat, reply: reply, inReplyTo: incoming.messageID)
        case .button(_, let messageID, let callbackID):
            return Outgoing(
                chat: incoming.chat, reply: reply, delivery: messageID.map { .edit(messageID: $0) } ?? .send,
                callbackAnswer: callbackID.map { .init(callbackID: $0) })
        }
    }
}
