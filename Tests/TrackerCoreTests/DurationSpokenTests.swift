import Testing
import TrackerCore

/// Durations in log lines are rounded to what a reader can use.
struct DurationSpokenTests {
    @Test(arguments: [
        (Duration.milliseconds(250), "250 ms"), (.seconds(2.420573389853049), "2.4 s"), (.seconds(2), "2 s"),
        (.seconds(9.96), "10 s"), (.seconds(59.4), "59 s"), (.seconds(95), "1 min 35 s"),
        (.seconds(180), "3 min"),
        (.seconds(7500), "2 h 5 min"), (.seconds(7200), "2 h"),
    ])
    func durationsAreRoundedWithTheirUnit(duration: Duration, spoken: String) {
        #expect(duration.spoken == spoken)
    }
}
