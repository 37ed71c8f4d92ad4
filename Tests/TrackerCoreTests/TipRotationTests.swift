import Testing
import TrackerCore

struct TipRotationTests {
    @Test(arguments: [Int64(1), 2, 7, 23, 9_000_000_000])
    func noRepeatUntilEveryTipWasShown(userID: Int64) {
        for start in [0, 5, 24, 1000] {
            let indices = (start..<start + 24).map { TipRotation.index(shown: $0, userID: userID, count: 24) }
            #expect(Set(indices).count == 24)
            #expect(indices.allSatisfy { (0..<24).contains($0) })
        }
    }

    @Test func usersStartAtDifferentTips() {
        let firsts = Set((1...24).map { TipRotation.index(shown: 0, userID: Int64($0), count: 24) })
        #expect(firsts.count == 24)
    }
}
