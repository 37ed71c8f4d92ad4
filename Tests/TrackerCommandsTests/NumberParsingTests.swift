import Testing
import TrackerCommands
import TrackerCore

/// Numbers typed into commands: refused with the command's usage, never a trap.
struct NumberParsingTests {
    private let harness = ParserHarness()

    @Test(arguments: ["/check 0", "/check -1", "/check #0", "/check -9223372036854775808", "/habit check 0"])
    func zeroAndNegativeHabitNumbersAreRefused(text: String) {
        let reply = harness.failure(text)
        #expect(reply.hasPrefix("Numbers in lists start at 1."), "\(reply)")
        #expect(reply.contains("/check [<habit name or n>]"))
    }

    @Test(arguments: [
        "/check 99999999999999999999", "/check 9223372036854775808", "/todo done 18446744073709551616",
        "/goal 9223372036854775807", "/routine #99999999999999999999", "/goal tick 99999999999999999999 1",
    ])
    func hugeListNumbersAreRefused(text: String) {
        #expect(harness.failure(text).hasPrefix("No list of yours is that long."))
    }

    @Test(arguments: [
        "/todo done 0", "/todo undo -3", "/goal -1", "/goal done #0", "/routine 0", "/habit reset -1",
    ])
    func everyListNumberStartsAtOne(text: String) {
        #expect(harness.failure(text).hasPrefix("Numbers in lists start at 1."))
    }

    @Test func aNumberInAnotherScriptIsNotAListNumber() throws {
        #expect(harness.failure("/todo delete ٣").hasPrefix("“٣” is not a number from your list."))
        // An item may well be called that; it is looked up by name.
        #expect(try harness.parse("/check ٣") == .habit(.check(.name("٣"))))
        #expect(try harness.parse("/todo done ٣") == .todo(.done(.name("٣"))))
        #expect(try harness.parse("/check #2") == .habit(.check(.position(2))))
    }

    @Test(arguments: [
        "/goal tick 1 0", "/goal tick 1 -1", "/goal tick 1 101", "/goal tick 1 99999999999999999999",
    ])
    func checkpointNumbersAreBounded(text: String) {
        #expect(harness.failure(text).hasPrefix("A goal's checkpoints are numbered 1 to 100 at most."))
    }

    @Test(arguments: [
        "/habit add Read for 0 days", "/habit add Read for -5 days", "/habit add Read for 366 days",
        "/habit add Read for 99999999999999999999 days", "/challenge Read for 9223372036854775808 days",
    ])
    func programLengthsAreBounded(text: String) {
        #expect(harness.failure(text).hasPrefix("A program lasts 1 to 365 days."))
    }

    @Test(arguments: ["/daystart -1", "/daystart 7", "/daystart 99999999999999999999", "/daystart ３"])
    func dayStartsAreBounded(text: String) {
        #expect(harness.failure(text).hasPrefix("Your day can start at an hour from 0 to 6"))
    }

    @Test(arguments: [
        "/goal add Run by in 2147483648 weeks", "/goal add Run by in 99999999999999999999 days",
        "/pause until in 9223372036854775807 months", "/goal add Run by 99999999999999999999.12.2026",
    ])
    func hugeDateAmountsAreUnreadable(text: String) {
        #expect(harness.failure(text).contains("I couldn't read"))
    }

    @Test func aLongNonNumberIsQuotedShort() {
        let reply = harness.failure("/todo delete " + String(repeating: "x", count: 5000))
        #expect(reply.hasPrefix("“xxxxxxxxxxxxxxxxxxxxxxx…” is not a number from your list."))
    }
}
