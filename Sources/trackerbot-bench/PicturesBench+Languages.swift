import TrackerCore

extension PicturesBench {
    /// The samples again with Russian and with Persian words in their own language, to show
    /// what shaping Cyrillic and right-to-left joined text costs.
    static let languageSamples: [(name: String, picture: Picture)] =
        [
            (Language.russian, "ru", "Читать 20 страниц", "День 13 из 21 · серия 9 дней"),
            (.persian, "fa", "خواندن ۲۰ صفحه", "روز ۱۳ از ۲۱ · ۹ روز پیاپی"),
        ].flatMap { language, tag, title, caption in
            samples.map { name, picture in
                ("\(tag): \(name)", translated(picture, language, title: title, caption: caption))
            }
        }

    /// `picture` with its title and caption replaced, drawn in `language`.
    static func translated(
        _ picture: Picture, _ language: Language, title: String, caption: String
    ) -> Picture {
        switch picture {
        case .habitRun(var run):
            (run.title, run.caption, run.language) = (title, caption, language)
            return .habitRun(run)
        case .goalProgress(var progress):
            (progress.title, progress.language) = (title, language)
            return .goalProgress(progress)
        case .goalCard(var goal):
            (goal.title, goal.caption, goal.language) = (title, caption, language)
            return .goalCard(goal)
        case .heatmap(var heatmap):
            (heatmap.title, heatmap.caption, heatmap.language) = (title, caption, language)
            return .heatmap(heatmap)
        case .board(var board):
            (board.title, board.caption, board.language) = (title, caption, language)
            return .board(board)
        }
    }
}
