import Foundation
import GRDB
import TrackerCore
import TrackerStore

/// The reactions that pressed toggles, in the `reactionPress` table.
struct SQLiteReactionPresses: ReactionPressStore {
    let db: Database

    func remember(_ press: ReactionPress, by userExternalID: String, at now: Date) throws {
        try ReactionPress.remember(press, by: userExternalID, at: now, in: db)
    }

    func press(ofReaction eventID: String, in chat: ChatAddress, by userExternalID: String) throws
        -> ReactionPress?
    {
        try ReactionPress.find(eventID: eventID, in: chat, by: userExternalID, db: db)
    }
}
