import TrackerCore

extension PicturesBench {
    /// A group board of `members` members over `days` days (at most 20 rows are drawn):
    /// mostly done, a miss every seventh day, a partial day, a pause, today the last column.
    static func board(members: Int, days: Int) -> BoardPicture {
        let rows = (0..<members).map { member in
            BoardPicture.Row(
                name: "Member number \(member + 1)",
                marks: (0..<days).map { day in
                    switch (day + member) % 7 {
                    case _ where day == days - 1: .open
                    case 3: .missed
                    case 5: .partial(0.5)
                    case 6 where member % 3 == 0: .paused
                    default: .done
                    }
                },
                count: days - days / 7 - 1)
        }
        return BoardPicture(
            title: "Read 20 pages", firstDay: 40, today: days - 1,
            rows: Array(rows.prefix(BoardPicture.maximumRows)),
            more: max(members - BoardPicture.maximumRows, 0),
            caption: "Days 40–\(39 + days) of 90 · 1 Jan – 28 Jan")
    }
}
