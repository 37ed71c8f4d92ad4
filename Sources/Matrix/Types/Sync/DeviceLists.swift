/// A sync's `device_lists`: the users whose devices (and so keys) changed since the last sync,
/// and the users the bot no longer shares an encrypted room with.
public struct DeviceLists: Sendable, Hashable, Codable {
    /// Users whose device list changed: what the bot keeps of them is outdated.
    public var changed: [String]
    /// Users the bot no longer shares an encrypted room with.
    public var left: [String]

    /// A value with the given users.
    public init(changed: [String] = [], left: [String] = []) {
        self.changed = changed
        self.left = left
    }

    private enum CodingKeys: String, CodingKey { case changed, left }

    /// Decodes the lists; a missing or malformed one reads as empty.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        changed = container.lenient([String].self, forKey: .changed) ?? []
        left = container.lenient([String].self, forKey: .left) ?? []
    }
}
