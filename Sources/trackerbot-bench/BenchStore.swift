import ArgumentParser
import Foundation
import PostgresNIO
import PostgresStore

/// A store a bench runs the bot on: a new SQLite file, or a new database on a PostgreSQL server.
enum BenchStore {
    case sqlite
    case postgres(url: String)

    var name: String {
        switch self {
        case .sqlite: "sqlite"
        case .postgres: "postgres"
        }
    }

    /// The stores `list` names (`sqlite,postgres`), the PostgreSQL one on the server at `url`.
    static func parse(_ list: String, postgres url: String?) throws -> [BenchStore] {
        try list.split(separator: ",").map { name in
            switch name.trimmingCharacters(in: .whitespaces) {
            case "sqlite": return .sqlite
            case "postgres", "postgresql":
                guard let url else { throw ValidationError("the postgres store needs --postgres <url>") }
                return .postgres(url: url)
            default: throw ValidationError("unknown store \(name): use sqlite or postgres")
            }
        }
    }

    /// A new, empty database for one run: a file in `directory`, or a database created on the
    /// server.
    func database(in directory: String) throws -> BenchDatabase {
        switch self {
        case .sqlite:
            return BenchDatabase(setting: directory + "/bench.sqlite", serverPID: nil, drop: {})
        case .postgres(let text):
            let server = try PostgresURL(parsing: text)
            let name = "trackerbot_bench_\(UInt32.random(in: 0...UInt32.max))"
            let dataDirectory = try Self.onServer(server, "SHOW data_directory").first?.decode(String.self)
            try Self.onServer(server, "CREATE DATABASE \(name)")
            guard var components = URLComponents(string: text) else {
                throw ValidationError("\(server) is not a URL")
            }
            components.path = "/" + name
            return BenchDatabase(
                setting: components.string ?? text, serverPID: dataDirectory.flatMap(Self.postmaster),
                drop: { _ = try? Self.onServer(server, "DROP DATABASE IF EXISTS \(name) WITH (FORCE)") })
        }
    }

    @discardableResult
    private static func onServer(_ server: PostgresURL, _ sql: String) throws -> [PostgresRow] {
        let admin = try PostgresDatabase(url: server, options: .init(connections: 1))
        defer { admin.close() }
        return try admin.withConnection { try $0.query(PostgresQuery(unsafeSQL: sql)) }
    }

    /// The server's main process, when its data directory is on this machine.
    private static func postmaster(of dataDirectory: String) -> Int32? {
        let text = try? String(contentsOfFile: dataDirectory + "/postmaster.pid", encoding: .utf8)
        return text?.split(separator: "\n").first.flatMap { Int32($0) }
    }
}

/// The `TRACKER_DB` setting of a bench's database, and how to throw it away.
struct BenchDatabase {
    var setting: String
    /// The PostgreSQL server's main process, whose children serve the bot; `nil` for SQLite or
    /// a server elsewhere.
    var serverPID: Int32?
    var drop: () -> Void

    /// CPU time the server and its processes used so far, the ended ones included.
    func serverCPUSeconds() -> Double? {
        serverPID.map(Memory.treeCPUSeconds)
    }
}

/// One measurement's figures, for the table comparing the stores.
struct BenchFigures {
    var label = ""
    var updatesPerSecond: Double
    var cpuPerUpdateMs: Double
    var idleMB: Double
    var peakMB: Double
    var serverCPUPerUpdateMs: Double?

    static func printTable(_ rows: [BenchFigures]) {
        let width = max(5, rows.map(\.label.count).max() ?? 0)
        func padded(_ text: String) -> String { text.padding(toLength: width, withPad: " ", startingAt: 0) }
        print(
            "\n\(padded("store"))  updates/s  bot CPU ms/update  server CPU ms/update  RSS idle MB  RSS peak MB"
        )
        for row in rows {
            let server =
                row.serverCPUPerUpdateMs.map { String(format: "%20.3f", $0) }
                ?? String(repeating: " ", count: 20)
            print(
                padded(row.label)
                    + String(format: "  %9.0f  %17.3f  ", row.updatesPerSecond, row.cpuPerUpdateMs) + server
                    + String(format: "  %11.1f  %11.1f", row.idleMB, row.peakMB))
        }
    }
}
