import GRDB
import TrackerCore
import TrackerStore

/// Resolves the numbers users type against the list they last saw.
///
/// A list's numbers stay put until the list is shown again: adding appends, deleting leaves
/// a gap, so `/todo done 3` never hits a different item than the one shown as 3.
struct ListPositions {
    /// The numbers a list may have; a typed number outside them is refused while parsing.
    static let numbers = 1...1_000_000

    let kind: ListView.Kind
    /// The ids in the order the list is shown now, used when none was shown yet.
    let currentOrder: () throws -> [Int64]

    /// The id at `ref`, or a ``CommandError`` naming the problem.
    func id(of ref: ItemRef, noun: String, listCommand: String, in context: Context) throws -> Int64 {
        switch ref {
        case .id(let id): return id
        case .position(let position):
            let ids = try shownIDs(in: context)
            guard position >= 1, position <= ids.count else {
                let count = ids.count
                throw CommandError(
                    count == 0
                        ? "You have no \(noun)s yet."
                        : "There is no \(noun) \(position): your list has \(count). See \(listCommand).")
            }
            return ids[position - 1]
        }
    }

    /// The 1-based number of `id` in the shown list, if it is there.
    func position(of id: Int64, in context: Context) throws -> Int? {
        try shownIDs(in: context).firstIndex(of: id).map { $0 + 1 }
    }

    /// Records `ids` as the list just shown.
    func show(_ ids: [Int64], in context: Context) throws {
        try ListView.save(ids, kind: kind, userID: context.userID, in: context.db)
    }

    /// `items` in the order of the list last shown, with items added since at the end and
    /// removed ones left out, recorded as the list shown now. A page turn or a button press
    /// uses this, so it does not renumber what the user is looking at.
    func inShownOrder<Item>(_ items: [Item], id: (Item) -> Int64, in context: Context) throws -> [Item] {
        let byID = Dictionary(items.map { (id($0), $0) }, uniquingKeysWith: { first, _ in first })
        let shown = try shownIDs(in: context)
        let known = Set(shown)
        let ordered = shown.compactMap { byID[$0] } + items.filter { !known.contains(id($0)) }
        try show(ordered.map(id), in: context)
        return ordered
    }

    /// Gives a new item the next number, keeping the others.
    func append(_ id: Int64, in context: Context) throws -> Int {
        var ids = try ListView.ids(kind: kind, userID: context.userID, in: context.db) ?? currentOrder()
        if !ids.contains(id) { ids.append(id) }
        try show(ids, in: context)
        return ids.count
    }

    private func shownIDs(in context: Context) throws -> [Int64] {
        if let ids = try ListView.ids(kind: kind, userID: context.userID, in: context.db) { return ids }
        let ids = try currentOrder()
        try show(ids, in: context)
        return ids
    }
}
