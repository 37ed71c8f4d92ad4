import TestSupport
import Testing
import TrackerCore

struct BackoffTests {
    @Test func doublesFromItsBaseUpToItsCapWithAtMostAQuarterMore() {
        let seed = SeededGenerator.seed(21)
        var generator = SeededGenerator(state: seed)
        let floors = [1, 2, 4, 8, 16, 32, 60, 60, 60].map { Duration.seconds($0) }
        for (index, floor) in floors.enumerated() {
            let delay = Backoff.standard.delay(afterFailures: index + 1, using: &generator)
            #expect(
                delay >= floor && delay <= floor * 1.25,
                "failure \(index + 1) waits \(delay), \(SeededGenerator.replay(seed))")
        }
    }

    @Test func theDeliveryWorkersOwnBaseAndCapHoldEvenAfterManyFailures() {
        let seed = SeededGenerator.seed(7)
        var generator = SeededGenerator(state: seed)
        let backoff = Backoff(base: .milliseconds(50), cap: .milliseconds(200))
        let first = backoff.delay(afterFailures: 1, using: &generator)
        let late = backoff.delay(afterFailures: 1000, using: &generator)
        #expect(first >= .milliseconds(50) && first <= .milliseconds(62.5), "\(SeededGenerator.replay(seed))")
        #expect(late >= .milliseconds(200) && late <= .milliseconds(250), "\(SeededGenerator.replay(seed))")
    }
}
