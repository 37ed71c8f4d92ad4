// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "trackerbot",
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "trackerbot", targets: ["trackerbot"])
    ],
    dependencies: [
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
    ],
    targets: [
        // Domain values and rules: no I/O, no database, the clock is injected.
        .target(name: "TrackerCore"),
        // SQLite persistence: migrations, records, outbox, inbound log.
        .target(
            name: "TrackerStore",
            dependencies: ["TrackerCore", .product(name: "GRDB", package: "GRDB.swift")]
        ),
        // Command parser, handlers and reply wording; applies one message per transaction.
        .target(
            name: "TrackerCommands",
            dependencies: [
                "TrackerCore", "TrackerStore",
                .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        // The terminal adapter behind `trackerbot console`.
        .target(name: "Console", dependencies: ["TrackerCore", "TrackerStore", "TrackerCommands"]),
        .executableTarget(
            name: "trackerbot",
            dependencies: [
                "TrackerCore", "TrackerStore", "TrackerCommands", "Console",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        // Helpers shared by the test targets: temporary databases, a scripted console.
        .target(
            name: "TestSupport",
            dependencies: ["TrackerCore", "TrackerStore", "TrackerCommands", "Console"],
            path: "Tests/TestSupport"
        ),
        .testTarget(name: "TrackerCoreTests", dependencies: ["TrackerCore"]),
        .testTarget(name: "TrackerStoreTests", dependencies: ["TrackerStore", "TestSupport"]),
        .testTarget(
            name: "TrackerCommandsTests",
            dependencies: [
                "TrackerCommands", "TrackerStore", "TestSupport",
                .product(name: "GRDB", package: "GRDB.swift"),
            ]
        ),
        .testTarget(name: "ConsoleTests", dependencies: ["Console", "TrackerStore", "TestSupport"]),
    ]
)
