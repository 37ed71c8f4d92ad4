/// Ranks a challenge's members: by current streak, then by total check-ins in the
/// challenge, then by name, so that the order is the same every time it is shown.
public enum Leaderboard {
    /// `standings` in leaderboard order: longest streak first, then most check-ins, then by name.
    public static func rank(_ standings: [MemberStanding]) -> [MemberStanding] {
        standings.sorted { lhs, rhs in
            if lhs.streak != rhs.streak { return lhs.streak > rhs.streak }
            if lhs.checkIns != rhs.checkIns { return lhs.checkIns > rhs.checkIns }
            let (left, right) = (lhs.name.lowercased(), rhs.name.lowercased())
            if left != right { return left < right }
            return lhs.userID < rhs.userID
        }
    }
}
