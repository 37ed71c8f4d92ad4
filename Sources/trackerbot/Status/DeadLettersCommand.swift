import ArgumentParser
import Foundation
import Logging
import PostgresStore
import SQLiteStore
import TrackerStore

/// `trackerbot dead-letters`: the inbound updates set aside after crashes (`in-<n>`) and the
/// messages that could not be delivered (`out-<n>`): list, show, retry or drop them, also
/// while the bot runs. Every change is logged.
struct DeadLettersCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "dead-letters",
        abstract:
            "List, show, retry or drop set-aside updates (in-N) and undeliverable messages (out-N).",
        subcommands: [List.self, Show.self, Retry.self, Drop.self],
        defaultSubcommand: List.self
    )

    /// The options every verb takes.
    struct Common: ParsableArguments {
        @Option(
            name: .long,
            help:
                "The SQLite database file or postgres:// URL (default: $TRACKER_DB or \(Settings.defaultDatabasePath))."
        )
        var db: String?

        /// Runs `body` with the existing database's store, or fails in one line with the exit
        /// code of other commands.
        func withStore<T>(_ body: (any Store) throws -> T) throws -> T {
            let location: StoreLocation
            do {
                location = try StoreLocation.parse(db ?? Settings.load().databasePath)
            } catch {
                RunCommand.fail("\(error)")
                throw ExitCode(2)
            }
            switch location {
            case .sqlite(let path):
                let database: TrackerDatabase
                do {
                    database = try DatabaseOpening.openExisting(path)
                } catch {
                    RunCommand.fail("\(error)")
                    throw ExitCode(1)
                }
                return try body(database.store)
            case .postgres(let url):
                let database: PostgresDatabase
                do {
                    database = try PostgresDatabase(url: url, options: .init(connections: 1))
                } catch {
                    RunCommand.fail(
                        "cannot use the PostgreSQL database \(url): \(PostgresErrors.describe(error))")
                    throw ExitCode(1)
                }
                defer { database.close() }
                do {
                    guard !(try PostgresMigrations.applied(database)).isEmpty else {
                        RunCommand.fail("there is no TrackerBot database at \(url)")
                        throw ExitCode(1)
                    }
                    // The running bot's version has migrated it; an older database gets the
                    // dead letters' numbers here.
                    try PostgresMigrations.migrate(database)
                } catch let exit as ExitCode {
                    throw exit
                } catch {
                    RunCommand.fail(
                        "cannot use the PostgreSQL database \(url): \(PostgresErrors.describe(error))")
                    throw ExitCode(1)
                }
                return try body(database.store)
            }
        }
    }

    /// `list`: one line per dead letter.
    struct List: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "List every dead letter, one a line.")
        @OptionGroup var common: Common

        func run() throws {
            let letters = try common.withStore { store in try store.read { tx in try DeadLetter.all(in: tx) }
            }
            guard !letters.isEmpty else {
                print("No dead letters.")
                return
            }
            for letter in letters {
                let chat = letter.chatID.map { " chat \($0)" } ?? ""
                print(
                    "\(letter.id)\t\(letter.platform)\(chat)\t\(UTCDate.format(letter.createdAt))\t\(DeadLettersCommand.oneLine(letter.reason))"
                )
            }
        }
    }

    /// `show ID`: everything about one dead letter.
    struct Show: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Show one dead letter in full.")
        @Argument(help: "The dead letter's id, such as in-3 or out-12.") var id: String
        @OptionGroup var common: Common

        func run() throws {
            let id = try DeadLettersCommand.parse(id)
            guard
                let letter = try common.withStore({ store in
                    try store.read { tx in try DeadLetter.find(id, in: tx) }
                })
            else {
                throw DeadLettersCommand.missing(id)
            }
            var lines = [
                "\(letter.id): \(letter.id.isInbound ? "inbound update" : "undeliverable message")"
            ]
            lines.append("platform: \(letter.platform)")
            if let chat = letter.chatID { lines.append("chat: \(chat)") }
            lines.append(
                "\(letter.id.isInbound ? "set aside" : "queued"): \(UTCDate.format(letter.createdAt))")
            if !letter.id.isInbound { lines.append("attempts: \(letter.attempts)") }
            lines.append("reason: \(letter.reason)")
            lines.append(letter.id.isInbound ? "update:" : "message:")
            lines.append(letter.content)
            print(lines.joined(separator: "\n"))
        }
    }

    /// `retry ID`: queues an undeliverable message again, or puts a set-aside update back
    /// into the inbox.
    struct Retry: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract:
                "Queue an undeliverable message (out-N) again, or put a set-aside update (in-N) back into the inbox; the running bot sends or applies it within seconds, once."
        )
        @Argument(help: "The dead letter's id, such as in-3 or out-12.") var id: String
        @OptionGroup var common: Common

        func run() throws {
            let id = try DeadLettersCommand.parse(id)
            let now = Date()
            switch id {
            case .outbound(let outboxID):
                guard
                    let copy = try common.withStore({ store in
                        try store.write { tx in try DeadLetter.requeue(outboxID: outboxID, at: now, in: tx) }
                    })
                else { throw DeadLettersCommand.missing(id) }
                DeadLettersCommand.logger.notice("Dead letter \(id) queued again as outbox entry \(copy)")
                print(
                    "Queued \(id) again as outbox entry \(copy): the bot sends it within seconds while it runs."
                )
            case .inbound(let number):
                let readmission = try common.withStore { store in
                    try store.write { tx in try DeadLetter.readmit(inboundNumber: number, at: now, in: tx) }
                }
                switch readmission {
                case .missing:
                    throw DeadLettersCommand.missing(id)
                case .notAnEvent:
                    RunCommand.fail(
                        "\(id) was set aside as the platform sent it, before the inbox kept updates, so it cannot be applied again: look at it with show, or drop it"
                    )
                    throw ExitCode(1)
                case .readmitted(let key):
                    DeadLettersCommand.logger.notice("Dead letter \(id) (\(key)) put back into the inbox")
                    print(
                        "Put \(id) back into the inbox: the bot applies it within seconds while it runs, once."
                    )
                }
            }
        }
    }

    /// `drop ID`: deletes a dead letter.
    struct Drop: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Delete a dead letter for good.")
        @Argument(help: "The dead letter's id, such as in-3 or out-12.") var id: String
        @OptionGroup var common: Common

        func run() throws {
            let id = try DeadLettersCommand.parse(id)
            guard try common.withStore({ store in try store.write { tx in try DeadLetter.drop(id, in: tx) } })
            else {
                throw DeadLettersCommand.missing(id)
            }
            DeadLettersCommand.logger.notice("Dead letter \(id) dropped")
            print("Dropped \(id).")
        }
    }

    /// Where every change is logged: standard error, as `run` logs.
    static let logger = Logger(label: "trackerbot.dead-letters") {
        StreamLogHandler.standardError(label: $0)
    }

    static func parse(_ text: String) throws -> DeadLetter.ID {
        guard let id = DeadLetter.ID(text) else {
            RunCommand.fail(
                "“\(text)” is not a dead letter's id: they look like in-3 or out-12 (see trackerbot dead-letters list)"
            )
            throw ExitCode(2)
        }
        return id
    }

    static func missing(_ id: DeadLetter.ID) -> ExitCode {
        RunCommand.fail("there is no dead letter \(id) (see trackerbot dead-letters list)")
        return ExitCode(1)
    }

    static func oneLine(_ text: String) -> String {
        let line = text.split(whereSeparator: \.isNewline).first.map(String.init) ?? ""
        return line.count > 100 ? line.prefix(99) + "…" : line
    }
}
