import TrackerCore
import TrackerStore

/// Resolves the numbers and names users type against the list they last saw.
///
/// A list's numbers stay put until the list is shown again or an item is added (whose reply
/// says when that moved others): deleting leaves a gap, so `/todo done 3` never hits a
/// different item than the one shown as 3. Names are
/// read here too, by ``NameMatch``: this is the one place every command finds an item by
/// what the user typed.
struct ListPositions {
    /// The numbers a list may have; a typed number outside them is refused while parsing.
    static let numbers = 1...1_000_000

    let kind: ListKind
    /// The items, by id and name, in the order the list is shown now; used when none was
    /// shown yet, and to find an item by name.
    let currentOrder: () throws -> [ListedItem]

    /// The id at `ref`, or a ``CommandError`` naming the problem.
    func id(of ref: ItemRef, listCommand: String, in context: Context) throws -> Int64 {
        switch ref {
        case .id(let id): return id
        case .position(let position):
            let ids = try shownIDs(in: context)
            guard position >= 1, position <= ids.count else {
                let localizer = Localizer(context.language)
                guard !ids.isEmpty else { throw CommandError(localizer.rich(messages.noItems)) }
                throw CommandError(
                    localizer.rich(
                        messages.noNumber,
                        [
                            "number": RichText(verbatim: String(position)),
                            "count": RichText(verbatim: localizer.digits(ids.count)),
                            "command": RichText(verbatim: listCommand),
                        ]))
            }
            return ids[position - 1]
        case .name(let name):
            let found = try matches(name)
            guard let first = found.first else {
                throw CommandError(
                    Localizer(context.language).rich(
                        messages.notCalled,
                        [
                            "name": RichText(verbatim: InputText.clipped(name)),
                            "command": RichText(verbatim: listCommand),
                        ]))
            }
            guard found.count == 1 else {
                throw NameChoice(
                    name: name, kind: kind,
                    candidates: try found.map {
                        NameChoice.Candidate(item: $0, number: try position(of: $0.id, in: context))
                    })
            }
            return first.id
        }
    }

    /// The refusals of a number or name that is not in this list.
    private var messages: (noItems: MessageKey, noNumber: MessageKey, notCalled: MessageKey) {
        switch kind {
        case .todos: (.listNoItemsTodos, .listNoNumberTodos, .listNotCalledTodos)
        case .habits: (.listNoItemsHabits, .listNoNumberHabits, .listNotCalledHabits)
        case .goals: (.listNoItemsGoals, .listNoNumberGoals, .listNotCalledGoals)
        case .history: (.listNoItemsHistory, .listNoNumberHistory, .listNotCalledHistory)
        case .routines: (.listNoItemsRoutines, .listNoNumberRoutines, .listNotCalledRoutines)
        }
    }

    /// The items `name` means, by ``NameMatch``'s rule: one acts, several must be asked about.
    func matches(_ name: String) throws -> [ListedItem] {
        NameMatch.matches(name, in: try currentOrder(), name: \.name)
    }

    /// The 1-based number of `id` in the shown list, if it is there.
    func position(of id: Int64, in context: Context) throws -> Int? {
        try shownIDs(in: context).firstIndex(of: id).map { $0 + 1 }
    }

    /// Records `ids` as the list just shown.
    func show(_ ids: [Int64], in context: Context) throws {
        try context.tx.listViews.save(ids, kind: kind, userID: context.userID, filter: nil)
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

    /// Numbers new items as the list will show them next, and records that list as shown, so
    /// that the number an "added" reply names is the one the next `/goals` or `/todos` shows.
    /// Items are kept in the list's order (goals by deadline, to-dos open first), so a new item
    /// may move items the user already had numbers for; `movedOthers` says so, and the reply
    /// must say it too.
    func add(_ ids: [Int64], in context: Context) throws -> (numbers: [Int], movedOthers: Bool) {
        let order = try currentOrder().map(\.id)
        let before =
            try context.tx.listViews.replace(order, kind: kind, userID: context.userID, filter: nil)?.ids
            ?? []
        var numbers: [Int64: Int] = [:]
        for (index, id) in order.enumerated() { numbers[id] = index + 1 }
        let added = Set(ids)
        let movedOthers = before.enumerated().contains { index, id in
            !added.contains(id) && numbers[id].map { $0 != index + 1 } == true
        }
        return (ids.map { numbers[$0] ?? order.count }, movedOthers)
    }

    private func shownIDs(in context: Context) throws -> [Int64] {
        if let ids = try context.tx.listViews.last(kind, userID: context.userID)?.ids { return ids }
        let ids = try currentOrder().map(\.id)
        try show(ids, in: context)
        return ids
    }
}

/// An item of a numbered list as names are looked up: its stored id and its name.
struct ListedItem: Sendable, Hashable {
    /// The item's stored id.
    let id: Int64
    /// What the user calls it: a habit's name, a goal's or routine's title, a to-do's text.
    let name: String
}

extension [ListedItem] {
    /// The item, when there is exactly one: a name that means it alone.
    var only: ListedItem? { count == 1 ? self[0] : nil }
}
