import TrackerCore

/// Group boards the tests draw.
enum BoardSamples {
    /// Three members over a 7-day challenge on its day 5: every kind of mark, a partial day,
    /// and a member who joined on day 3.
    static let week = BoardPicture(
        title: "Read 20 pages",
        firstDay: 1, today: 4,
        rows: [
            .init(name: "Alice", marks: [.done, .done, .done, .done, .done, .open, .open], count: 5),
            .init(
                name: "Bob", marks: [.done, .missed, .paused, .partial(0.5), .open, .open, .open], count: 2),
            .init(name: "Carol", marks: [.none, .none, .rest, .done, .done, .open, .open], count: 2),
        ],
        caption: "Days 1–7 of 7 · 23 Nov – 29 Nov")

    /// `members` members over the 14 days a long challenge shows, today the last column.
    static func long(members: Int) -> BoardPicture {
        BoardPicture(
            title: "Walk 8,000 steps", firstDay: 87, today: 13,
            rows: (0..<min(members, BoardPicture.maximumRows)).map { member in
                .init(
                    name: "Member \(member + 1)",
                    marks: (0..<14).map { ($0 + member) % 5 == 0 ? .missed : .done }, count: 80 + member)
            },
            more: max(members - BoardPicture.maximumRows, 0),
            caption: "Days 87–100 of 365 · 17 Feb – 2 Mar")
    }
}
