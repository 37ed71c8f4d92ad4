import TrackerCore

/// The buttons about the user's data as a whole.
public enum DataButton: Sendable, Hashable, FeatureButton {
    /// Deletes everything: the answer to `/forget`'s question.
    case confirmForget

    /// The wire codes; they never change, so that buttons on old messages keep working.
    public enum Code: String, CaseIterable, Sendable {
        case confirmForget = "f.D"
    }

    /// The button's wire code.
    public var code: Code {
        switch self {
        case .confirmForget: .confirmForget
        }
    }

    /// The stored ids or page numbers the data carries after the code.
    public var numbers: [Int64] {
        switch self {
        case .confirmForget: []
        }
    }

    /// The button with this code and these numbers; `nil` when they do not fit it.
    public init?(code: Code, numbers: [Int64]) {
        switch code {
        case .confirmForget:
            guard numbers.isEmpty else { return nil }
            self = .confirmForget
        }
    }

    /// What pressing it asks for.
    public var action: Action {
        switch self {
        case .confirmForget: .data(.confirmForget)
        }
    }
}

extension ButtonKind {
    /// The user's data's button: what ``DataButton`` says.
    public static func data(_ button: DataButton) -> ButtonKind { ButtonKind(button) }
}
