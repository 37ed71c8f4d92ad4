import TrackerCore

/// The routine buttons. They carry stored ids, never list numbers: a list shown later must
/// not change which routine an older button acts on.
public enum RoutineButton: Sendable, Hashable, FeatureButton {
    case list
    /// A page (1-based) of the list.
    case page(Int)
    /// Today's checklist.
    case show(Int64)
    /// Ticks or unticks a step, named by its stored id, for the user's local day.
    case toggle(Int64, stepID: Int64)
    /// Asks for confirmation.
    case delete(Int64)
    case confirmDelete(Int64)

    /// The wire codes; they never change, so that buttons on old messages keep working.
    public enum Code: String, CaseIterable, Sendable {
        case list = "r.l"
        case page = "r.p"
        case show = "r.s"
        case toggle = "r.x"
        case delete = "r.d"
        case confirmDelete = "r.D"
    }

    /// The button's wire code.
    public var code: Code {
        switch self {
        case .list: .list
        case .page: .page
        case .show: .show
        case .toggle: .toggle
        case .delete: .delete
        case .confirmDelete: .confirmDelete
        }
    }

    /// The stored ids or page numbers the data carries after the code.
    public var numbers: [Int64] {
        switch self {
        case .list: []
        case .page(let page): [Int64(page)]
        case .show(let id), .delete(let id), .confirmDelete(let id): [id]
        case .toggle(let id, let stepID): [id, stepID]
        }
    }

    /// The button with this code and these numbers; `nil` when they do not fit it.
    public init?(code: Code, numbers: [Int64]) {
        let button: Self?
        switch code {
        case .list: button = numbers.isEmpty ? .list : nil
        case .page: button = numbers.onlyNumber?.pageNumber.map { .page($0) }
        case .show: button = numbers.onlyNumber.map { .show($0) }
        case .toggle: button = numbers.numberPair.map { .toggle($0, stepID: $1) }
        case .delete: button = numbers.onlyNumber.map { .delete($0) }
        case .confirmDelete: button = numbers.onlyNumber.map { .confirmDelete($0) }
        }
        guard let button else { return nil }
        self = button
    }

    /// What pressing it asks for.
    public var action: Action {
        switch self {
        case .list: .routine(.list)
        case .page(let page): .routine(.page(page))
        case .show(let id): .routine(.show(.id(id)))
        case .toggle(let id, let stepID): .routine(.toggle(.id(id), stepID: stepID))
        case .delete(let id): .routine(.delete(.id(id)))
        case .confirmDelete(let id): .routine(.confirmDelete(.id(id)))
        }
    }
}

extension ButtonKind {
    /// A routine's button: what ``RoutineButton`` says.
    public static func routine(_ button: RoutineButton) -> ButtonKind { ButtonKind(button) }
}
