import TrackerCore
import TrackerStore

/// Short habit-building tips, shown one at a time so that a user sees every one before
/// any comes back (see ``TipRotation``).
enum Tips {
    /// The tips' keys, in the order they are shown.
    static let all: [MessageKey] = [
        .tip1, .tip2, .tip3, .tip4, .tip5, .tip6, .tip7, .tip8, .tip9, .tip10, .tip11, .tip12, .tip13, .tip14,
        .tip15, .tip16, .tip17, .tip18, .tip19, .tip20, .tip21, .tip22, .tip23, .tip24,
    ]

    /// The next tip for the context's user in the chat's language, recorded as shown.
    static func next(in context: Context) throws -> String {
        let shown = try context.tx.users.recordTipShown(userID: context.userID)
        let key = all[TipRotation.index(shown: shown, userID: context.userID, count: all.count)]
        return Localizer(context.language).text(key)
    }
}
