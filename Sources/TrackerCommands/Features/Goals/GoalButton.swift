import TrackerCore

/// The goal buttons. They carry stored ids, never list numbers: a list shown later must not
/// change which goal an older button acts on.
public enum GoalButton: Sendable, Hashable, FeatureButton {
    case list
    /// A page (1-based) of the list.
    case page(Int)
    case show(Int64)
    /// The goal's card with a page (1-based) of its open checkpoints' buttons.
    case checkpointsPage(Int64, page: Int)
    case complete(Int64)
    case reopen(Int64)
    /// Asks for confirmation.
    case delete(Int64)
    case confirmDelete(Int64)
    /// Ticks the checkpoint at this position.
    case tick(Int64, step: Int)

    /// The wire codes; they never change, so that buttons on old messages keep working.
    public enum Code: String, CaseIterable, Sendable {
        case list = "g.l"
        case page = "g.p"
        case show = "g.s"
        case checkpointsPage = "g.cp"
        case complete = "g.c"
        case reopen = "g.r"
        case delete = "g.d"
        case confirmDelete = "g.D"
        case tick = "g.t"
    }

    /// The button's wire code.
    public var code: Code {
        switch self {
        case .list: .list
        case .page: .page
        case .show: .show
        case .checkpointsPage: .checkpointsPage
        case .complete: .complete
        case .reopen: .reopen
        case .delete: .delete
        case .confirmDelete: .confirmDelete
        case .tick: .tick
        }
    }

    /// The stored ids or page numbers the data carries after the code.
    public var numbers: [Int64] {
        switch self {
        case .list: []
        case .page(let page): [Int64(page)]
        case .show(let id), .complete(let id), .reopen(let id), .delete(let id), .confirmDelete(let id): [id]
        case .checkpointsPage(let id, let page): [id, Int64(page)]
        case .tick(let id, let step): [id, Int64(step)]
        }
    }

    /// The button with this code and these numbers; `nil` when they do not fit it.
    public init?(code: Code, numbers: [Int64]) {
        let button: Self?
        switch code {
        case .list: button = numbers.isEmpty ? .list : nil
        case .page: button = numbers.onlyNumber?.pageNumber.map { .page($0) }
        case .show: button = numbers.onlyNumber.map { .show($0) }
        case .checkpointsPage:
            button = numbers.numberPair.flatMap { id, page in
                page.pageNumber.map { .checkpointsPage(id, page: $0) }
            }
        case .complete: button = numbers.onlyNumber.map { .complete($0) }
        case .reopen: button = numbers.onlyNumber.map { .reopen($0) }
        case .delete: button = numbers.onlyNumber.map { .delete($0) }
        case .confirmDelete: button = numbers.onlyNumber.map { .confirmDelete($0) }
        case .tick:
            button = numbers.numberPair.flatMap { id, step in Int(exactly: step).map { .tick(id, step: $0) } }
        }
        guard let button else { return nil }
        self = button
    }

    /// What pressing it asks for.
    public var action: Action {
        switch self {
        case .list: .goal(.list)
        case .page(let page): .goal(.page(page))
        case .show(let id): .goal(.show(.id(id)))
        case .checkpointsPage(let id, let page): .goal(.checkpointsPage(.id(id), page: page))
        case .complete(let id): .goal(.complete(.id(id)))
        case .reopen(let id): .goal(.reopen(.id(id)))
        case .delete(let id): .goal(.delete(.id(id)))
        case .confirmDelete(let id): .goal(.confirmDelete(.id(id)))
        case .tick(let id, let step): .goal(.tick(.id(id), step: step))
        }
    }
}

extension ButtonKind {
    /// A goal's button: what ``GoalButton`` says.
    public static func goal(_ button: GoalButton) -> ButtonKind { ButtonKind(button) }
}
