import Foundation
import Logging
import Testing
import TrackerCommands
import TrackerCore

@testable import TelegramBot

/// Admin lookups: only for group commands that need them, cached for a while, and unknown
/// (not cached) when Telegram does not answer.
struct AdminStatusCacheTests {
    private final class Lookups: @unchecked Sendable {
        private let lock = NSLock()
        private var asked: [Int64] = []
        private var failing = false

        /// Whether lookups fail, as when Telegram does not answer.
        func fail(_ failing: Bool) { lock.withLock { self.failing = failing } }

        func record(_ user: Int64) throws -> String {
            try lock.withLock {
                asked.append(user)
                if failing { throw CancellationError() }
                return user == 1 ? "creator" : "member"
            }
        }

        var count: Int { lock.withLock { asked.count } }
    }

    private func event(_ text: String, from user: Int64, isGroup: Bool = true) -> PlatformEvent {
        .incoming(
            Incoming(
                key: UUID().uuidString,
                chat: ChatAddress(platform: "telegram", id: isGroup ? "-100" : "\(user)"),
                isGroup: isGroup, sender: Sender(id: "\(user)", displayName: "U"), kind: .text(text)))
    }

    private func admin(_ event: PlatformEvent) -> Bool? {
        guard case .incoming(let incoming) = event else { return nil }
        return incoming.senderIsAdmin
    }

    @Test func onlyCommandsThatNeedItAskAndAnswersAreKept() async {
        let lookups = Lookups()
        let cache = AdminStatusCache(logger: Logger(label: "test") { _ in SwiftLogNoOpLogHandler() }) {
            _, user in try lookups.record(user)
        }
        let events = await GroupPermissions.prepare([
            event("/group time 20:00", from: 1), event("/challenge end", from: 2), event("/check", from: 2),
            event("/group time 20:00", from: 2, isGroup: false), event("/group tz UTC", from: 1),
        ]) { chat, sender in
            guard let chatID = Int64(chat.id), let userID = Int64(sender.id) else { return nil }
            return await cache.isAdmin(userID, in: chatID)
        }
        #expect(events.map { admin($0.event) } == [true, false, nil, nil, true])
        #expect(lookups.count == 2, "one call per member, then the cache")
    }

    @Test func aFailedLookupIsUnknownAndAskedAgain() async {
        let lookups = Lookups()
        lookups.fail(true)
        let cache = AdminStatusCache(logger: Logger(label: "test") { _ in SwiftLogNoOpLogHandler() }) {
            _, user in try lookups.record(user)
        }
        #expect(await cache.isAdmin(1, in: -100) == nil)
        lookups.fail(false)
        #expect(await cache.isAdmin(1, in: -100) == true)
        #expect(lookups.count == 2)
    }
}
