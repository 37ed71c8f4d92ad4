/// The outer object of every Bot API response, without its `result`.
///
/// `{"ok": true, "result": …}` on success; `{"ok": false, "error_code": …, "description": …,
/// "parameters": …}` on failure.
struct BotAPIEnvelope: Decodable {
    var ok: Bool
    var errorCode: Int?
    var description: String?
    var parameters: ResponseParameters?

    private enum CodingKeys: String, CodingKey {
        case ok
        case errorCode = "error_code"
        case description, parameters
    }
}
