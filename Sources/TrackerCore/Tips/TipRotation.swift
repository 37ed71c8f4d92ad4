/// Picks which habit-building tip a user sees next, so that nobody sees a repeat before
/// they have seen every tip.
///
/// Each user walks through the tips in order, one step per tip shown, starting at a point
/// derived from their id so that different users do not all begin with the same tip.
public enum TipRotation {
    /// The index (0..<count) of the tip to show after `shown` tips were shown to `userID`.
    /// Any `count` consecutive values of `shown` give every index exactly once.
    public static func index(shown: Int, userID: Int64, count: Int) -> Int {
        precondition(count > 0, "there must be tips to choose from")
        let offset = Int(userID.magnitude % UInt64(count))
        return (offset + shown % count) % count
    }
}
