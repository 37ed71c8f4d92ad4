import Foundation

/// A deterministic generator so that randomized tests fail reproducibly (SplitMix64).
///
/// A randomized test takes its seed from ``seed(_:)`` and names it in every failure message,
/// so that a failure is replayed by running the test again with `TRACKERBOT_TEST_SEED` set to
/// the printed seed.
public struct SeededGenerator: RandomNumberGenerator {
    /// The environment variable that replaces every randomized test's seed, to replay a failure.
    public static let replayVariable = "TRACKERBOT_TEST_SEED"

    /// The generator's state; the seed before the first number.
    public var state: UInt64

    /// A generator whose sequence is fixed by `state`.
    public init(state: UInt64) { self.state = state }

    /// The seed to run with: the decimal number in ``replayVariable`` when it is set, else `seed`.
    public static func seed(_ seed: UInt64) -> UInt64 {
        ProcessInfo.processInfo.environment[replayVariable].flatMap { UInt64($0) } ?? seed
    }

    /// The failure message's note on `seed`: the seed and how to replay it.
    public static func replay(_ seed: UInt64) -> String {
        "seed \(seed) (replay with \(replayVariable)=\(seed))"
    }

    /// The next number of the sequence.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
