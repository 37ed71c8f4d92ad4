/// The JSON body of a failed client-server API call:
/// `{"errcode": "M_…", "error": "…", "retry_after_ms": …, "soft_logout": …}`, and the
/// `session` of a user-interactive authentication the call asks for.
///
/// Every field is optional: a proxy's error page or an odd server must still give a
/// ``MatrixError`` classified by its status.
struct MatrixErrorBody: Decodable {
    var errcode: String?
    var error: String?
    var retryAfterMilliseconds: Int?
    var softLogout: Bool?
    var session: String?

    private enum CodingKeys: String, CodingKey {
        case errcode, error, session
        case retryAfterMilliseconds = "retry_after_ms"
        case softLogout = "soft_logout"
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        errcode = container.lenient(String.self, forKey: .errcode)
        error = container.lenient(String.self, forKey: .error)
        retryAfterMilliseconds = container.lenient(Int.self, forKey: .retryAfterMilliseconds)
        softLogout = container.lenient(Bool.self, forKey: .softLogout)
        session = container.lenient(String.self, forKey: .session)
    }
}
