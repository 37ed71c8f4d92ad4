import PostgresStore
import Testing

struct PostgresURLTests {
    @Test func readsEveryPartOfAURL() throws {
        let url = try PostgresURL(
            parsing: "postgres://tracker:s3cret@db.example.com:6543/bot?sslmode=verify-full")
        #expect(url.host == "db.example.com")
        #expect(url.port == 6543)
        #expect(url.user == "tracker")
        #expect(url.password == "s3cret")
        #expect(url.database == "bot")
        #expect(url.tls == .verifyFull)
    }

    @Test func takesBothSchemesTheDefaultPortAndNoPassword() throws {
        let url = try PostgresURL(parsing: "postgresql://tracker@localhost/bot")
        #expect(url.port == 5432)
        #expect(url.password == nil)
        #expect(url.tls == .prefer)
        #expect(try PostgresURL(parsing: "POSTGRES://tracker@localhost/bot") == url)
    }

    @Test func decodesAPercentEncodedUserAndPassword() throws {
        let url = try PostgresURL(parsing: "postgres://bot%40team:p%40ss%3Aw%2Fo%3Frd@localhost/bot%20one")
        #expect(url.user == "bot@team")
        #expect(url.password == "p@ss:w/o?rd")
        #expect(url.database == "bot one")
    }

    @Test func takesAnIPv6HostInBrackets() throws {
        let url = try PostgresURL(parsing: "postgres://tracker:pw@[::1]:5433/bot?sslmode=disable")
        #expect(url.host == "::1")
        #expect(url.port == 5433)
        #expect(url.tls == .disable)
        #expect(try PostgresURL(parsing: "postgres://tracker@[fe80::1]/bot").port == 5432)
        #expect(url.description == "postgresql://tracker:***@[::1]:5433/bot?sslmode=disable")
    }

    @Test func listsSeveralServersAndWantsTheOneThatTakesWrites() throws {
        let url = try PostgresURL(parsing: "postgres://tracker:pw@db1:5433,[::1],db3/bot?sslmode=disable")
        #expect(
            url.servers == [
                .init(host: "db1", port: 5433), .init(host: "::1", port: 5432),
                .init(host: "db3", port: 5432),
            ])
        #expect(url.host == "db1" && url.port == 5433)
        #expect(
            url.targetSession == .readWrite, "the bot writes: of several servers, the one that takes writes")
        // As libpq's tools take it, so that pg_dump reaches the primary too.
        #expect(
            url.description
                == "postgresql://tracker:***@db1:5433,[::1]:5432,db3:5432/bot?sslmode=disable&target_session_attrs=read-write"
        )
        let any = try PostgresURL(parsing: "postgres://tracker@db1,db2/bot?target_session_attrs=any")
        #expect(any.targetSession == .any && !any.withoutPassword.contains("target_session_attrs"))
        #expect(try PostgresURL(parsing: "postgres://tracker@db1/bot").targetSession == .any)
        let primary = try PostgresURL(parsing: "postgres://tracker@db1/bot?target_session_attrs=primary")
        #expect(primary.targetSession == .primary)
    }

    @Test(arguments: [
        ("postgres://tracker:pw@localhost", "names no database"),
        ("postgres://localhost/bot", "names no user"),
        ("postgres://tracker:pw@/bot", "names no host"),
        ("postgres://tracker:pw@localhost:port/bot", "port must be a number"),
        ("postgres://tracker:pw@localhost:70000/bot", "port must be a number"),
        ("postgres://tracker:pw@[::1/bot", "closing bracket"),
        ("postgres://tracker:pw@::1:5432/bot", "IPv6 host in brackets"),
        ("postgres://tracker:pw@localhost/bot?sslmode=sometimes", "sslmode must be one of"),
        ("postgres://tracker:pw@localhost/bot?timeout=3", "only sslmode and target_session_attrs"),
        ("postgres://tracker:pw@db1,,db2/bot", "names no host"),
        (
            "postgres://tracker:pw@db1,db2/bot?target_session_attrs=standby",
            "target_session_attrs must be one of"
        ),
        ("postgres://tracker:pw%zz@localhost/bot", "% that is not followed"),
        ("postgres:/tracker:pw@localhost/bot", "starts with postgres://"),
    ])
    func saysWhatIsWrongWithAMalformedURL(text: String, complaint: String) {
        #expect {
            try PostgresURL(parsing: text)
        } throws: { error in
            let said = "\(error)"
            return said.contains(complaint) && !said.contains("pw")
        }
    }

    @Test func neverShowsThePassword() throws {
        let url = try PostgresURL(parsing: "postgres://tracker:hunter2-secret@db:5432/bot?sslmode=require")
        var dumped = ""
        dump(url, to: &dumped)
        for shown in [url.description, "\(url)", String(reflecting: url), dumped, url.withoutPassword] {
            #expect(!shown.contains("hunter2"), "\(shown)")
        }
        #expect(url.description == "postgresql://tracker:***@db:5432/bot?sslmode=require")
        #expect(url.withoutPassword == "postgresql://tracker@db:5432/bot?sslmode=require")
    }

    @Test func anythingElseIsAnSQLitePath() throws {
        #expect(try StoreLocation("./trackerbot.sqlite") == .sqlite(path: "./trackerbot.sqlite"))
        #expect(try StoreLocation("/data/postgres.sqlite") == .sqlite(path: "/data/postgres.sqlite"))
        #expect(
            try StoreLocation("postgresql://u@h/d")
                == .postgres(try PostgresURL(parsing: "postgresql://u@h/d")))
        #expect(try StoreLocation("./data://x.sqlite") == .sqlite(path: "./data://x.sqlite"))
    }

    /// A URL of another scheme is a mistake, never a file to create; the refusal names the
    /// scheme alone, never what may be a password.
    @Test(arguments: ["postgress://tracker:hunter2@db/bot", "mysql://tracker:hunter2@db/bot", "sqlite://x"])
    func aURLOfAnotherSchemeIsRefusedWithoutItsPassword(text: String) {
        let scheme = String(text.prefix { $0 != ":" })
        #expect {
            try StoreLocation(text)
        } throws: { error in
            "\(error)"
                == "“\(scheme)://” is no database this bot can use: give a postgres:// URL for PostgreSQL, or an SQLite file's path"
        }
    }
}
