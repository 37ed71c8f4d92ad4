import TrackerCore

/// Habit-building tips, one at a time.
enum TipFeature: Feature {
    static let commands = TipCommands.all

    static func handle(_ action: TipAction, in context: inout Context) throws -> Response {
        switch action {
        case .tip: return Response(TipReplies.tip(try Tips.next(in: context), Localizer(context.language)))
        }
    }
}
