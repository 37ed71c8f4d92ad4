/// Refers to an item the way the user did: by its number in their last list, by its name,
/// or (from a button) by its stored id.
public enum ItemRef: Sendable, Hashable {
    /// 1-based position in the user's last shown list of that kind.
    case position(Int)
    /// A name as typed, read by ``NameMatch``: it acts only when it means one item.
    case name(String)
    /// A stored id, carried by buttons; never typed by users.
    case id(Int64)
}
