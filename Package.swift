// swift-tools-version:6.0
import PackageDescription

/// `scripts/fuzz.sh` sets `TRACKERBOT_FUZZ` to the sanitizers to build with (`fuzzer`, or
/// `fuzzer,address`): our own modules then get libFuzzer's coverage instrumentation, the
/// dependencies do not, and `trackerbot-fuzz` is linked with libFuzzer.
let fuzzSanitizers = Context.environment["TRACKERBOT_FUZZ"].flatMap { $0.isEmpty ? nil : $0 }
let instrumented: [SwiftSetting] =
    fuzzSanitizers.map { [.unsafeFlags(["-sanitize=\($0)"]), .define("FUZZING")] } ?? []

let package = Package(
    name: "trackerbot",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "trackerbot", targets: ["trackerbot"]),
        .executable(name: "trackerbot-bench", targets: ["trackerbot-bench"]),
    ],
    dependencies: [
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        .package(url: "https://github.com/swift-server/swift-service-lifecycle", from: "2.13.0"),
        .package(url: "https://github.com/apple/swift-collections", from: "1.6.0"),
        // The operator's HTTP listener: health, readiness and metrics.
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
        .package(url: "https://github.com/apple/swift-metrics", from: "2.13.0"),
        .package(url: "https://github.com/swift-server/swift-prometheus", from: "2.4.1"),
        // Curve25519, Ed25519, HKDF, HMAC and AES-CBC for Olm and Megolm.
        .package(url: "https://github.com/apple/swift-crypto", from: "3.12.3"),
        // The PostgreSQL store's wire protocol client.
        .package(url: "https://github.com/vapor/postgres-nio", from: "1.33.2"),
        // postgres-nio's own event loops and TLS, named to configure its connections.
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.2"),
        .package(url: "https://github.com/apple/swift-nio-ssl", from: "2.37.6"),
        // Test-only: loopback HTTP servers standing in for the Bot API.
        // Test-only: property-based tests of the reminder schedule.
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
    ],
    targets: [
        // Domain values and rules: no I/O, no database, the clock is injected.
        .target(name: "TrackerCore", swiftSettings: instrumented),
        // The store interface handlers, the scheduler and delivery use: protocols and values,
        // no database engine.
        .target(name: "TrackerStore", dependencies: ["TrackerCore"], swiftSettings: instrumented),
        // SQLite persistence through GRDB: migrations, records, queries, the store interface.
        .target(
            name: "SQLiteStore",
            dependencies: ["TrackerCore", "TrackerStore", .product(name: "GRDB", package: "GRDB.swift")],
            swiftSettings: instrumented
        ),
        // PostgreSQL persistence: connection settings, transactions on a dedicated thread,
        // migrations, the instance lease, the store interface (with the records' mapping
        // SQLiteStore defines).
        .target(
            name: "PostgresStore",
            dependencies: [
                "TrackerCore", "TrackerStore", "SQLiteStore",
                .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "PostgresNIO", package: "postgres-nio"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "NIOSSL", package: "swift-nio-ssl"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        // Command parser, handlers and reply wording; applies one message per transaction.
        .target(
            name: "TrackerCommands",
            dependencies: [
                "Archives", "TrackerCore", "TrackerStore",
                .product(name: "CoreMetrics", package: "swift-metrics"),
                .product(name: "Logging", package: "swift-log"),
            ],
            swiftSettings: instrumented
        ),
        // Sends a platform's outbox: per-chat order, rate limits, retries, dead letters.
        .target(
            name: "Delivery",
            dependencies: [
                "TrackerCore", "TrackerStore",
                .product(name: "DequeModule", package: "swift-collections"),
                .product(name: "HeapModule", package: "swift-collections"),
                .product(name: "CoreMetrics", package: "swift-metrics"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        // Sends reminders at users' local times: the schedule's due rows into the outbox.
        .target(
            name: "Scheduler",
            dependencies: [
                "TrackerCore", "TrackerStore", "TrackerCommands",
                .product(name: "CoreMetrics", package: "swift-metrics"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
            ]
        ),
        // What every source of events shares: the intake loop, the crash-guarded apply, the
        // service that runs intake and delivery, the platform protocol `trackerbot` lists.
        .target(
            name: "BotRuntime",
            dependencies: [
                "TrackerCore", "TrackerStore", "TrackerCommands", "Delivery",
                .product(name: "Logging", package: "swift-log"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
            ]
        ),
        // The operator's HTTP listener: health, readiness and Prometheus metrics.
        .target(
            name: "Operations",
            dependencies: [
                "BotRuntime", "TrackerCore", "TrackerStore",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "CoreMetrics", package: "swift-metrics"),
                .product(name: "Prometheus", package: "swift-prometheus"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
            ]
        ),
        // The terminal adapter behind `trackerbot console`.
        .target(
            name: "Console",
            dependencies: ["TrackerCore", "TrackerStore", "TrackerCommands", "BotRuntime"],
            swiftSettings: instrumented),
        // libcurl, with typed wrappers for its variadic setopt/getinfo functions.
        .systemLibrary(name: "CCurl", pkgConfig: "libcurl", providers: [.apt(["libcurl4-openssl-dev"])]),
        // Cairo, the 2D drawing library the pictures are rendered with.
        .systemLibrary(name: "CCairo", pkgConfig: "cairo", providers: [.apt(["libcairo2-dev"])]),
        // Pango on Cairo: shaped, bidirectional text with font fallback (Persian in pictures).
        .systemLibrary(
            name: "CPango", pkgConfig: "pangocairo",
            providers: [.apt(["libpango1.0-dev", "fonts-noto-core"])]),
        // libdeflate, which compresses a picture's pixels about twice as fast as zlib.
        .systemLibrary(name: "CDeflate", pkgConfig: "libdeflate", providers: [.apt(["libdeflate-dev"])]),
        // ZIP archives, deflated by libdeflate: an export is one file.
        .target(name: "Archives", dependencies: ["CDeflate"]),
        // Draws `Picture` values as PNG images with Cairo and Pango, at delivery.
        .target(
            name: "Pictures",
            dependencies: [
                "CCairo", "CDeflate", "CPango", "TrackerCore",
                .product(name: "CoreMetrics", package: "swift-metrics"),
            ],
            swiftSettings: instrumented
        ),
        // A small HTTP client: blocking libcurl transfers on dedicated threads, async API.
        .target(
            name: "HTTPClient",
            dependencies: [
                "CCurl", .product(name: "Logging", package: "swift-log"),
                .product(name: "CoreMetrics", package: "swift-metrics"),
            ]),
        // Telegram Bot API client: types, methods, error mapping and HTML rendering.
        .target(
            name: "Telegram",
            dependencies: ["HTTPClient", "TrackerCore", .product(name: "Logging", package: "swift-log")],
            swiftSettings: instrumented
        ),
        // Matrix client-server API client: tolerant Codable types, sync, sends, errors, HTML.
        .target(
            name: "Matrix",
            dependencies: ["HTTPClient", "TrackerCore", .product(name: "Logging", package: "swift-log")],
            swiftSettings: instrumented
        ),
        // The Telegram adapter: long polling into the dispatcher, outbox delivery, chat state.
        .target(
            name: "TelegramBot",
            dependencies: [
                "Telegram", "HTTPClient", "Delivery", "BotRuntime", "TrackerCore", "TrackerCommands",
                "TrackerStore",
                .product(name: "Logging", package: "swift-log"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
            ]
        ),
        // The Matrix adapter: /sync into the dispatcher, outbox delivery as notices, choices as reactions.
        .target(
            name: "MatrixBot",
            dependencies: [
                "Matrix", "HTTPClient", "Delivery", "BotRuntime", "TrackerCore", "TrackerCommands",
                "TrackerStore", "MatrixCrypto",
                .product(name: "Crypto", package: "swift-crypto"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
            ],
            swiftSettings: instrumented
        ),
        // Work commands start that needs the network (`/todo demo`), done outside transactions.
        .target(
            name: "Jobs",
            dependencies: [
                "HTTPClient", "TrackerCore", "TrackerStore", "TrackerCommands",
                .product(name: "Logging", package: "swift-log"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
            ]
        ),
        // Olm and Megolm, the Matrix end-to-end encryption protocols, over swift-crypto's primitives.
        .target(
            name: "MatrixCrypto",
            dependencies: [
                .product(name: "Crypto", package: "swift-crypto"),
                .product(name: "_CryptoExtras", package: "swift-crypto"),
            ],
            swiftSettings: instrumented
        ),
        // Reads `.env` files.
        .target(name: "DotEnv", swiftSettings: instrumented),
        .executableTarget(
            name: "trackerbot",
            dependencies: [
                "TrackerCore", "TrackerStore", "SQLiteStore", "TrackerCommands", "Console", "BotRuntime",
                "TelegramBot",
                "Telegram", "MatrixBot", "Pictures", "Delivery", "Scheduler", "Jobs", "HTTPClient", "DotEnv",
                "Operations", "PostgresStore",
                .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
            ]
        ),
        // `swift run -c release trackerbot-bench`: throughput and memory figures.
        .executableTarget(
            name: "trackerbot-bench",
            dependencies: [
                "TrackerCore", "TrackerStore", "SQLiteStore", "TrackerCommands", "Scheduler", "Delivery",
                "Telegram", "TelegramBot", "HTTPClient", "Matrix", "Pictures", "PostgresStore",
                .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "PostgresNIO", package: "postgres-nio"),
            ]
        ),
        // What each fuzz target does with one input; the regression tests replay inputs through it.
        .target(
            name: "FuzzTargets",
            dependencies: [
                "TrackerCore", "TrackerStore", "SQLiteStore", "TrackerCommands", "Console", "Telegram",
                "DotEnv",
                "Matrix", "MatrixBot", "MatrixCrypto", "Pictures",
            ],
            swiftSettings: instrumented
        ),
        // `scripts/fuzz.sh`: libFuzzer's driver around a fuzz target; built plainly, it replays files.
        .executableTarget(
            name: "trackerbot-fuzz",
            dependencies: ["FuzzTargets"],
            swiftSettings: instrumented,
            // gold fails on libFuzzer's objects; lld links them.
            linkerSettings: fuzzSanitizers.map { [.unsafeFlags(["-sanitize=\($0)", "-use-ld=lld"])] } ?? []
        ),
        // Waiting in tests by a budget that a busy test run does not spend.
        .target(name: "TestWaiting", path: "Tests/TestWaiting"),
        // Helpers shared by the test targets: temporary databases, a scripted console.
        .target(
            name: "TestSupport",
            dependencies: [
                "TestWaiting", "TrackerCore", "TrackerStore", "SQLiteStore", "PostgresStore",
                "TrackerCommands", "Console",
                "Scheduler", .product(name: "Logging", package: "swift-log"),
                .product(name: "PostgresNIO", package: "postgres-nio"),
            ],
            path: "Tests/TestSupport"
        ),
        // Loopback HTTP servers and raw sockets for the tests of the HTTP layers.
        .target(
            name: "HTTPTestSupport",
            dependencies: ["TestWaiting"],
            path: "Tests/HTTPTestSupport"
        ),
        // The real homeserver the Matrix tests talk to, when its settings are in the environment.
        .target(
            name: "MatrixTestSupport",
            dependencies: [
                "TestWaiting", "Matrix", "HTTPClient", .product(name: "Logging", package: "swift-log"),
                .product(name: "Crypto", package: "swift-crypto"),
            ],
            path: "Tests/MatrixTestSupport"
        ),
        // The real Telegram adapter against a fake Bot API, for the length of a test.
        .target(
            name: "TelegramTestSupport",
            dependencies: [
                "TestWaiting",
                "TelegramBot", "HTTPClient", "Delivery", "Jobs", "Scheduler", "TrackerCommands",
                "TrackerCore", "TrackerStore", "SQLiteStore", "PostgresStore", "TestSupport",
                "HTTPTestSupport",
                .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "Logging", package: "swift-log"),
            ],
            path: "Tests/TelegramTestSupport"
        ),
        .testTarget(name: "TrackerCoreTests", dependencies: ["TrackerCore", "TestSupport"]),
        .testTarget(name: "SQLiteStoreTests", dependencies: ["SQLiteStore", "TrackerStore", "TestSupport"]),
        .testTarget(
            name: "PostgresStoreTests",
            dependencies: [
                "TestWaiting",
                "PostgresStore", "SQLiteStore", "TestSupport", "TrackerCore",
                "TrackerStore",
                .product(name: "PostgresNIO", package: "postgres-nio"),
                .product(name: "GRDB", package: "GRDB.swift"),
            ]
        ),
        // Each store area's promises, checked on SQLite and on PostgreSQL alike.
        .testTarget(
            name: "StoreContractTests",
            dependencies: [
                "TrackerStore", "TrackerCore", "TestSupport", "PostgresStore",
                "SQLiteStore",
                .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "PostgresNIO", package: "postgres-nio"),
            ]
        ),
        .testTarget(
            name: "TrackerCommandsTests",
            dependencies: [
                "TrackerCommands", "TrackerStore", "SQLiteStore", "TestSupport",
                .product(name: "GRDB", package: "GRDB.swift"),
            ]
        ),
        .testTarget(
            name: "SchedulerTests",
            dependencies: [
                "Scheduler", "TrackerCore", "SQLiteStore", "TrackerCommands", "TestSupport", "Delivery",
                "TelegramBot", "HTTPTestSupport", "TelegramTestSupport",
                .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "PropertyBased", package: "swift-property-based"),
                .product(name: "MetricsTestKit", package: "swift-metrics"),
                .product(name: "CoreMetrics", package: "swift-metrics"),
            ]
        ),
        .testTarget(
            name: "trackerbotTests",
            dependencies: [
                "trackerbot", "DotEnv", "TestSupport", "BotRuntime", "TelegramBot", "MatrixBot",
                "SQLiteStore", "TrackerStore", "TrackerCommands", "TrackerCore", "PostgresStore",
                .product(name: "GRDB", package: "GRDB.swift"),
            ]),
        .testTarget(name: "FuzzTargetsTests", dependencies: ["FuzzTargets"]),
        .testTarget(name: "ArchivesTests", dependencies: ["Archives", "TestSupport"]),
        .testTarget(
            name: "MatrixCryptoTests", dependencies: ["MatrixCrypto", "TestSupport"], exclude: ["interop"]),
        .testTarget(
            name: "OperationsTests",
            dependencies: ["Operations", "TrackerCore", "SQLiteStore", "TestSupport"]),
        .testTarget(
            name: "BotRuntimeTests",
            dependencies: [
                "TestWaiting",
                "BotRuntime", "TrackerCore", "TrackerStore", "SQLiteStore", "TrackerCommands", "Delivery",
                "TestSupport",
                .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
            ]
        ),
        .testTarget(
            name: "PicturesTests", dependencies: ["Pictures", "CCairo", "TrackerCore"], exclude: ["Golden"]),
        .testTarget(
            name: "DeliveryTests",
            dependencies: [
                "TestWaiting",
                "Delivery", "TrackerCore", "TrackerStore", "SQLiteStore", "TestSupport",
                .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        .testTarget(
            name: "ConsoleTests",
            dependencies: ["Console", "SQLiteStore", "TestSupport", "TrackerCommands", "TrackerStore"]),
        .testTarget(
            name: "HTTPClientTests",
            dependencies: [
                "TestWaiting", "HTTPClient", "HTTPTestSupport",
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        .testTarget(
            name: "TelegramTests",
            dependencies: [
                "Telegram", "HTTPClient", "TrackerCore", "HTTPTestSupport",
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        .testTarget(
            name: "MatrixTests",
            dependencies: [
                "Matrix", "HTTPClient", "TrackerCore", "HTTPTestSupport", "MatrixTestSupport",
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        .testTarget(
            name: "MatrixBotTests",
            dependencies: [
                "TestWaiting",
                "MatrixBot", "Matrix", "MatrixTestSupport", "HTTPClient", "Delivery", "TrackerCommands",
                "TrackerCore", "TrackerStore", "SQLiteStore", "TestSupport", "Scheduler", "Pictures",
                "MatrixCrypto", "PostgresStore",
                .product(name: "Logging", package: "swift-log"),
            ],
            exclude: ["e2e"]
        ),
        .testTarget(
            name: "TelegramBotTests",
            dependencies: [
                "TestWaiting",
                "TelegramBot", "Telegram", "Delivery", "HTTPClient", "HTTPTestSupport", "TestSupport", "Jobs",
                "TelegramTestSupport", "SQLiteStore", "TrackerStore", "TrackerCommands", "Scheduler",
                "PostgresStore",
                .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "Logging", package: "swift-log"),
            ],
            exclude: ["deploy"]
        ),
    ]
)
