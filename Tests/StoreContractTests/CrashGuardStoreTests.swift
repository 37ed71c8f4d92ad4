import Foundation
import TestSupport
import Testing
import TrackerCore
import TrackerStore

/// The crash guard's marker, counts and dead letters (``InboxStore``), on each store, as a
/// restarted process sees them.
@Suite struct CrashGuardStoreTests {
    let now = Date(timeIntervalSince1970: 1_790_000_000)

    @Test(arguments: StoreKind.available)
    func aBatchThatCommitsLeavesNoTrace(_ kind: StoreKind) async throws {
        try await kind.withStore { store in
            let crashGuard = CrashGuard(store: store, platform: "telegram")
            try await crashGuard.begin(["telegram:1", "telegram:2"])
            try await store.write { tx in try crashGuard.finish(in: tx) }
            #expect(try crashGuard.recover() == 0)
            #expect(try await crashGuard.crashes(of: ["telegram:1", "telegram:2"]).isEmpty)
        }
    }

    @Test(arguments: StoreKind.available)
    func onlyACrashWhileAppliedAloneCountsForAnEvent(_ kind: StoreKind) async throws {
        try await kind.withStore { store in
            let keys = ["telegram:1", "telegram:2", "telegram:3"]
            let crashGuard = CrashGuard(store: store, platform: "telegram")
            // The process dies applying the batch: restarted, each event is a suspect, but
            // none is counted a crash, since any of them, or none, may have caused it.
            try await crashGuard.begin(keys)
            #expect(try crashGuard.recover() == 3)
            #expect(
                try await crashGuard.crashes(of: keys) == ["telegram:1": 0, "telegram:2": 0, "telegram:3": 0])
            // One at a time now: the first applies, the second dies alone, which counts.
            try await crashGuard.begin(["telegram:1"])
            try await store.write { tx in try crashGuard.finish(in: tx) }
            try await crashGuard.begin(["telegram:2"])
            #expect(try crashGuard.recover() == 1)
            #expect(try await crashGuard.crashes(of: keys) == ["telegram:2": 1, "telegram:3": 0])
            // Dying with both in flight again counts for neither.
            try await crashGuard.begin(["telegram:2", "telegram:3"])
            #expect(try crashGuard.recover() == 2)
            #expect(try await crashGuard.crashes(of: keys) == ["telegram:2": 1, "telegram:3": 0])
            // Another source's crashes are its own.
            #expect(
                try await CrashGuard(store: store, platform: "console", scope: "x").crashes(of: keys).isEmpty)
            // Suspects go one at a time, and one crash alone does not set an event aside.
            #expect(
                try await crashGuard.plan(["telegram:0"] + keys) { $0 }.map(Self.describe) == [
                    "apply telegram:0", "apply telegram:1", "apply telegram:2", "apply telegram:3",
                ])
            // Its second crash alone does.
            try await crashGuard.begin(["telegram:2"])
            #expect(try crashGuard.recover() == 1)
            let steps = try await crashGuard.plan(["telegram:0"] + keys) { $0 }
            #expect(
                steps.map(Self.describe) == [
                    "apply telegram:0", "apply telegram:1", "set aside telegram:2", "apply telegram:3",
                ])

            try await crashGuard.begin(["telegram:2"])
            let first = try await store.write { tx throws in
                try crashGuard.setAside("telegram:2", raw: "{}", reason: "crashed", at: now, in: tx)
            }
            let again = try await store.write { tx throws in
                try crashGuard.setAside("telegram:2", raw: "{}", reason: "crashed", at: now, in: tx)
            }
            #expect(first && !again)
            // Setting aside forgot the marker, and kept the count for a line typed again.
            #expect(try crashGuard.recover() == 0)
            #expect(try await crashGuard.crashes(of: ["telegram:2"]) == ["telegram:2": 2])
        }
    }

    @Test(arguments: StoreKind.available)
    func withoutCrashesABatchIsOneStepGuardedByAllItsKeys(_ kind: StoreKind) async throws {
        try await kind.withStore { store in
            let steps = try await CrashGuard(store: store, platform: "matrix").plan(["$a", "room", "$b"]) {
                $0.hasPrefix("$") ? $0 : nil
            }
            #expect(steps.map(Self.describe) == ["apply $a room $b guarded by $a $b"])
        }
    }

    private static func describe(_ step: CrashGuard.Step<String>) -> String {
        switch step {
        case .apply(let items, let guarded, let last) where items.count > 1:
            return
                "apply \(items.joined(separator: " ")) guarded by \(guarded?.joined(separator: " ") ?? "-")"
                + (last == items.count - 1 ? "" : " wrong last \(last)")
        case .apply(let items, let guarded, _):
            return "apply \(items.joined(separator: " "))" + (guarded == items ? "" : " unguarded")
        case .setAside(let item, let key, _):
            return "set aside \(item)" + (key == item ? "" : " as \(key)")
        }
    }
}
