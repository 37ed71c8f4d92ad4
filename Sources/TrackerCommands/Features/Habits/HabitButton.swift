import TrackerCore

/// The habit buttons. They carry stored ids, never list numbers: a list shown later must not
/// change which habit an older button acts on.
public enum HabitButton: Sendable, Hashable, FeatureButton {
    case list
    /// A page (1-based) of the list.
    case page(Int)
    /// Checks the habit in for today.
    case check(Int64)
    /// A reminder's ✅: checks the habit in for `day`, which must still be today.
    case checkOn(Int64, day: LocalDate)
    /// Takes back the last amount (or check-in) of today.
    case undo(Int64)
    /// Starts a broken or finished run over; asks first when the run is going well.
    case reset(Int64)
    /// Starts the run over, whatever its state: the answer to reset's question.
    case confirmReset(Int64)
    /// Asks for confirmation.
    case delete(Int64)
    case confirmDelete(Int64)

    /// The wire codes; they never change, so that buttons on old messages keep working.
    public enum Code: String, CaseIterable, Sendable {
        case list = "h.l"
        case page = "h.p"
        case check = "h.c"
        case checkOn = "h.C"
        case undo = "h.u"
        case reset = "h.r"
        case confirmReset = "h.R"
        case delete = "h.d"
        case confirmDelete = "h.D"
    }

    /// The button's wire code.
    public var code: Code {
        switch self {
        case .list: .list
        case .page: .page
        case .check: .check
        case .checkOn: .checkOn
        case .undo: .undo
        case .reset: .reset
        case .confirmReset: .confirmReset
        case .delete: .delete
        case .confirmDelete: .confirmDelete
        }
    }

    /// The stored ids or page numbers the data carries after the code.
    public var numbers: [Int64] {
        switch self {
        case .list: []
        case .page(let page): [Int64(page)]
        case .checkOn(let id, let day): [id, Int64(day.dayNumber)]
        case .check(let id), .undo(let id), .reset(let id), .confirmReset(let id), .delete(let id),
            .confirmDelete(let id):
            [id]
        }
    }

    /// The button with this code and these numbers; `nil` when they do not fit it.
    public init?(code: Code, numbers: [Int64]) {
        let button: Self?
        switch code {
        case .list: button = numbers.isEmpty ? .list : nil
        case .page: button = numbers.onlyNumber?.pageNumber.map { .page($0) }
        case .check: button = numbers.onlyNumber.map { .check($0) }
        case .checkOn:
            button = numbers.numberPair.flatMap { id, day in day.localDate.map { .checkOn(id, day: $0) } }
        case .undo: button = numbers.onlyNumber.map { .undo($0) }
        case .reset: button = numbers.onlyNumber.map { .reset($0) }
        case .confirmReset: button = numbers.onlyNumber.map { .confirmReset($0) }
        case .delete: button = numbers.onlyNumber.map { .delete($0) }
        case .confirmDelete: button = numbers.onlyNumber.map { .confirmDelete($0) }
        }
        guard let button else { return nil }
        self = button
    }

    /// What pressing it asks for.
    public var action: Action {
        switch self {
        case .list: .habit(.list)
        case .page(let page): .habit(.page(page))
        case .check(let id): .habit(.check(.id(id)))
        case .checkOn(let id, let day): .habit(.checkOn(.id(id), day: day))
        case .undo(let id): .habit(.undo(.id(id)))
        case .reset(let id): .habit(.reset(.id(id)))
        case .confirmReset(let id): .habit(.confirmReset(.id(id)))
        case .delete(let id): .habit(.delete(.id(id)))
        case .confirmDelete(let id): .habit(.confirmDelete(.id(id)))
        }
    }
}

extension ButtonKind {
    /// A habit's button: what ``HabitButton`` says.
    public static func habit(_ button: HabitButton) -> ButtonKind { ButtonKind(button) }
}
