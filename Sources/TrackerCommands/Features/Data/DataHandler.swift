import Archives
import Foundation
import TrackerCore
import TrackerStore

/// Applies the actions on a user's data as a whole: export everything, or forget everything.
struct DataHandler {
    static let documentName = "trackerbot-export.json"

    let context: Context

    func handle(_ action: DataAction) throws -> Response {
        switch action {
        case .export: return try export()
        case .forget: return Response(DataReplies.confirmForget(context: context))
        case .confirmForget:
            let replies = try context.tx.users.outboxIDs(of: context.user)
            try context.tx.users.erase(context.user)
            // Files are not rolled back with the transaction: they go once the erasure commits.
            let (files, userID) = (context.files, context.userID)
            context.tx.afterCommit { files.removeAll(of: userID, replies: replies) }
            return Response(DataReplies.forgotten(Localizer(context.language)))
        }
    }

    /// Every habit's rules over time and its days as every view counts them.
    private func judgements() throws -> [Int64: ExportDocument.HabitJudgement] {
        let evaluator = try HabitEvaluator(context: context)
        var judgements: [Int64: ExportDocument.HabitJudgement] = [:]
        for habit in try context.tx.habits.all(of: context.userID) {
            let history = try evaluator.history(of: habit)
            judgements[habit.id!] = ExportDocument.HabitJudgement(
                schedules: history.terms.schedules,
                counts: history.counts(through: context.today, isPaused: evaluator.isPaused),
                bestStreak: try evaluator.bestStreak(of: habit))
        }
        return judgements
    }

    private func export() throws -> Response {
        let document = ExportDocument(
            try context.tx.users.export(context.user), exportedAt: context.now,
            judgements: try judgements())
        let files =
            [(name: Self.documentName, contents: try document.json())]
            + ExportTables.tables(document).map { (name: $0.fileName, contents: Data($0.text.utf8)) }
        // The archive is what is sent: one file, so one message and one notification on every
        // platform. The files stay beside it, for whoever reads the folder itself.
        let archiveName = "trackerbot-export-\(context.today.iso).zip"
        let archive = try ZipArchive.archive(files, modified: context.now)
        let folder = try ExportFolder(root: context.files.exports).write(
            files + [(name: archiveName, contents: archive)], userID: context.userID, at: context.now)
        return Response(
            DataReplies.exported(
                document, archive: archiveName, files: files.map(\.name), Localizer(context.language)),
            attachment: Attachment(
                fileName: archiveName, path: folder + "/" + archiveName, language: context.language))
    }
}
