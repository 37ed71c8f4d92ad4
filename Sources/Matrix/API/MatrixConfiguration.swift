/// Which homeserver the client talks to, and as whom.
///
/// The access token is a secret: ``description`` and the mirror used by `dump` leave it out,
/// and it travels only in the `Authorization` header, never in a URL.
public struct MatrixConfiguration: Sendable, CustomStringConvertible, CustomReflectable {
    /// The client-server API's base, for instance `https://matrix.example.org`; requests go to
    /// `<homeserverURL>/_matrix/client/v3/…`.
    public var homeserverURL: String
    /// The token sent as `Authorization: Bearer …`; `nil` before logging in.
    public var accessToken: String?

    /// A configuration for `homeserverURL`; without `accessToken` only unauthenticated calls (such as login)
    /// work.
    public init(homeserverURL: String, accessToken: String? = nil) {
        self.homeserverURL = homeserverURL
        self.accessToken = accessToken
    }

    /// The URL of an API `path` (starting with `/`, its ids already encoded with
    /// ``PathSegment``) with `query` parameters, encoded here. `api` is the part after
    /// `/_matrix/`: the client-server API's `client/v3` unless an endpoint lives elsewhere
    /// (`client/v1`, `media/v3`).
    func url(_ path: String, query: [(name: String, value: String)] = [], api: String = "client/v3") -> String
    {
        var base = homeserverURL
        while base.hasSuffix("/") { base.removeLast() }
        var url = "\(base)/_matrix/\(api)\(path)"
        for (index, item) in query.enumerated() {
            url += index == 0 ? "?" : "&"
            url += "\(PathSegment.encode(item.name))=\(PathSegment.encode(item.value))"
        }
        return url
    }

    /// The homeserver, with the access token redacted.
    public var description: String {
        "MatrixConfiguration(homeserverURL: \(homeserverURL), accessToken: \(redactedToken))"
    }

    /// The homeserver, with the access token redacted, for `dump` and debuggers.
    public var customMirror: Mirror {
        Mirror(self, children: ["homeserverURL": homeserverURL, "accessToken": redactedToken])
    }

    private var redactedToken: String { accessToken == nil ? "nil" : "<redacted>" }
}
