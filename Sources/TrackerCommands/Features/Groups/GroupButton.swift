import TrackerCore

/// The group buttons: the only ones anyone in the chat may press (see
/// ``ButtonCodec/encodeForAnyone(_:)``), so each must act only for the presser, on their own
/// membership.
public enum GroupButton: Sendable, Hashable, FeatureButton {
    /// The Join button under a challenge's announcement: joins that challenge if it still
    /// runs, and shows the announcement with its members.
    case joinFromAnnouncement(challengeID: Int64)
    /// ✅ under a member's message about that challenge: checks in whoever presses it, for
    /// their own run in the challenge, while it runs.
    case checkIn(challengeID: Int64)

    /// Anyone in the chat may press them: each acts for the presser.
    static let isForAnyone = true

    /// The wire codes; they never change, so that buttons on old messages keep working.
    public enum Code: String, CaseIterable, Sendable {
        case joinFromAnnouncement = "gr.j"
        case checkIn = "gr.c"
    }

    /// The button's wire code.
    public var code: Code {
        switch self {
        case .joinFromAnnouncement: .joinFromAnnouncement
        case .checkIn: .checkIn
        }
    }

    /// The stored ids or page numbers the data carries after the code.
    public var numbers: [Int64] {
        switch self {
        case .joinFromAnnouncement(let challengeID), .checkIn(let challengeID): [challengeID]
        }
    }

    /// The button with this code and these numbers; `nil` when they do not fit it.
    public init?(code: Code, numbers: [Int64]) {
        switch code {
        case .joinFromAnnouncement:
            guard let challengeID = numbers.onlyNumber else { return nil }
            self = .joinFromAnnouncement(challengeID: challengeID)
        case .checkIn:
            guard let challengeID = numbers.onlyNumber else { return nil }
            self = .checkIn(challengeID: challengeID)
        }
    }

    /// What pressing it asks for.
    public var action: Action {
        switch self {
        case .joinFromAnnouncement(let challengeID): .group(.joinFromAnnouncement(challengeID: challengeID))
        case .checkIn(let challengeID): .group(.checkIn(challengeID: challengeID))
        }
    }
}

extension ButtonKind {
    /// A group's button: what ``GroupButton`` says.
    public static func group(_ button: GroupButton) -> ButtonKind { ButtonKind(button) }
}
