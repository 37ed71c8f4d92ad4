import TrackerCore

/// One page of a numbered list, ten items at a time.
///
/// Numbers stay global: the 11th item is shown as "11." on page 2, and `<n>` in a command
/// means the same item whatever page is on screen.
struct Paging {
    static let pageSize = 10

    /// How many items the whole list has.
    let total: Int
    /// The page shown, 1-based, clamped to the pages there are.
    let page: Int

    init(total: Int, page: Int) {
        self.total = total
        let count = max(1, (total + Self.pageSize - 1) / Self.pageSize)
        self.page = min(max(page, 1), count)
    }

    /// The page that shows the item at 0-based `index`.
    static func page(ofIndex index: Int) -> Int { index / pageSize + 1 }

    var pageCount: Int { max(1, (total + Self.pageSize - 1) / Self.pageSize) }

    /// The 0-based indices of the items on this page.
    var indices: Range<Int> {
        let start = (page - 1) * Self.pageSize
        return start..<min(total, start + Self.pageSize)
    }

    /// "Page 2 of 3", or `nil` when everything fits on one page.
    var caption: String? { caption(Localizer(.english)) }

    /// ``caption`` in `localizer`'s language.
    func caption(_ localizer: Localizer) -> String? {
        guard pageCount > 1 else { return nil }
        return localizer.text(
            .listPage, ["page": localizer.number(page), "pages": localizer.number(pageCount)])
    }

    /// The « Prev / Next » row, or no row when everything fits on one page; `button` names
    /// the button that shows a given page.
    func buttons(_ context: Context, _ button: (Int) -> ButtonKind) -> [[Button]] {
        guard pageCount > 1 else { return [] }
        var row: [Button] = []
        let localizer = Localizer(context.language)
        if page > 1 { row.append(context.button(localizer.text(.listPrevious), button(page - 1))) }
        if page < pageCount { row.append(context.button(localizer.text(.listNext), button(page + 1))) }
        return [row]
    }
}

extension Array {
    /// The elements in rows of at most `size`.
    func rows(of size: Int) -> [[Element]] {
        stride(from: 0, to: count, by: size).map { Array(self[$0..<Swift.min($0 + size, count)]) }
    }
}
