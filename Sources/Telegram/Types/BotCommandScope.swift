/// Which chats a command list applies to.
public enum BotCommandScope: String, Sendable, Hashable, Codable {
    /// Every chat without a more specific list.
    case `default` = "default"
    case allPrivateChats = "all_private_chats"
    case allGroupChats = "all_group_chats"

    private enum CodingKeys: String, CodingKey {
        case type
    }

    /// Decodes a scope from its `type` field; unknown types fail.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let type = try container.decode(String.self, forKey: .type)
        guard let scope = BotCommandScope(rawValue: type) else {
            throw DecodingError.dataCorruptedError(
                forKey: .type, in: container, debugDescription: "unknown command scope")
        }
        self = scope
    }

    /// Encodes as the Bot API's `{"type": "…"}` object.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(rawValue, forKey: .type)
    }
}
