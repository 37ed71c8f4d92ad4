import Logging
import Matrix
import TrackerCore

/// Which invites the bot accepts, and what joining means: the bot joins rooms its own
/// server's users (or the servers and users the settings allow) invite it to, and declines
/// the rest.
struct InvitePolicy: Sendable {
    let client: MatrixClient
    let botUserID: String
    /// Servers whose users may invite the bot (`example.org`).
    let allowedServers: Set<String>
    /// Users who may invite the bot, whatever their server.
    let allowedUsers: Set<String>
    /// Members' names, shared with the translator: a welcome names its person as their
    /// `/start` does.
    let names: MemberNames
    let logger: Logger

    /// Whether `userID` may invite the bot.
    func allows(_ userID: String) -> Bool {
        if allowedUsers.contains(userID) { return true }
        let server = userID.split(separator: ":", maxSplits: 1).dropFirst().first.map(String.init)
        return server.map(allowedServers.contains) ?? false
    }

    /// Joins or declines each invite. A direct chat's inviter gets the welcome once, as if
    /// they had sent `/start`; other rooms are judged once the join shows in their timeline
    /// (``SyncTranslator/greetings(in:roomID:botJoined:after:)``).
    func answer(_ invites: [String: InvitedRoom]) async throws -> [PlatformEvent] {
        var events: [PlatformEvent] = []
        for roomID in invites.keys.sorted() {
            guard let invite = invites[roomID]?.invite(of: botUserID) else { continue }
            guard allows(invite.sender) else {
                logger.notice(
                    "Declining an invite from \(invite.sender), who is not allowed to invite the bot")
                _ = try? await client.leave(roomID: roomID)
                continue
            }
            do {
                _ = try await client.join(roomID: roomID)
            } catch let error as MatrixError where error.kind != .unknownToken {
                // The next sync brings the invite again.
                logger.warning("Could not join \(roomID): \(error)")
                continue
            }
            logger.info("Joined \(roomID), invited by \(invite.sender)")
            if invite.content.isDirect == true {
                let name =
                    await names.name(of: invite.sender, in: roomID) ?? SyncTranslator.localpart(invite.sender)
                let sender = Sender(id: invite.sender, displayName: name)
                events.append(.incoming(SyncTranslator.welcome(roomID, from: sender)))
            }
        }
        return events
    }
}
