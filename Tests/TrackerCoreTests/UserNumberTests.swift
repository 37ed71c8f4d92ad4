import Testing
import TrackerCore

/// The one reading of typed numbers: digits only, within a range, never a trap.
struct UserNumberTests {
    @Test(arguments: [("1", 1), ("007", 7), ("365", 365), ("0000000000000000000000000001", 1)])
    func readsDigitsWithinTheRange(text: String, value: Int) {
        #expect(UserNumber.parse(text, in: 1...365) == .success(value))
    }

    @Test(arguments: ["0", "-1", "-0001", "−3", "-9223372036854775808", "-99999999999999999999999"])
    func zeroAndNegativesAreTooSmall(text: String) {
        #expect(UserNumber.parse(text, in: 1...365) == .failure(.tooSmall))
    }

    @Test(arguments: [
        "366", "9223372036854775807", "9223372036854775808", "18446744073709551616",
        "99999999999999999999", String(repeating: "9", count: 5000),
    ])
    func hugeNumbersAreTooLargeNotATrap(text: String) {
        #expect(UserNumber.parse(text, in: 1...365) == .failure(.tooLarge))
    }

    @Test(arguments: ["", "-", "+5", " 5", "5 ", "1.5", "1e3", "٣", "５", "²", "0x10", "12a", "#2"])
    func anythingButASCIIDigitsIsNotANumber(text: String) {
        #expect(UserNumber.parse(text, in: 0...Int.max) == .failure(.notANumber))
        #expect(!UserNumber.isWritten(text))
    }

    @Test func theWholeIntRangeIsReadable() {
        #expect(UserNumber.parse("9223372036854775807", in: 0...Int.max) == .failure(.tooLarge))
        #expect(UserNumber.parse("999999999999999999", in: 0...Int.max) == .success(999_999_999_999_999_999))
        #expect(UserNumber.isWritten("-9223372036854775808"))
        #expect(UserNumber.value("12", in: 1...10) == nil)
    }
}
