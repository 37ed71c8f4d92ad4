/// The `result` of a successful Bot API response, decoded as `Value`.
struct BotAPIResult<Value: Decodable>: Decodable {
    var ok: Bool
    var result: Value
}
