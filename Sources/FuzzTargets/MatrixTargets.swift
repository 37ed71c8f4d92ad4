import Foundation
import Matrix
import MatrixBot
import TrackerCore

extension FuzzTarget {
    /// A `/sync` answer, and what the bot reads of each event: the command in a message
    /// (after a reply's quote and a mention), a reaction's key, a membership, an upgrade's
    /// replacement room, and the message rendered back as Matrix HTML.
    static let sync = FuzzTarget("sync", "Matrix sync decoding and what the bot reads of each event") {
        data in
        guard let sync = try? JSONDecoder().decode(SyncResponse.self, from: data) else { return }
        for room in sync.rooms.join.values {
            for event in room.state.events + room.timeline.events {
                if let message = event.message {
                    _ = CommandText.command(in: message, botUserID: "@bot:example.org")
                    _ = MatrixHTML.render(RichText(verbatim: CommandText.plain(in: message)))
                }
                _ = (event.reaction?.key, event.reaction?.eventID, event.member?.membership)
                _ = try? event.decodeContent(as: TombstoneContent.self)
            }
        }
        for invite in sync.rooms.invite.values { _ = invite.invite(of: "@bot:example.org") }
    }
}
