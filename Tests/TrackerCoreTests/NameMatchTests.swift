import Testing
import TrackerCore

/// The one rule by which a typed name finds items: exact first, else a prefix, never a guess.
struct NameMatchTests {
    private func matches(_ query: String, _ names: [String]) -> [String] {
        NameMatch.matches(query, in: names, name: { $0 })
    }

    @Test func anExactNameWinsOverLongerOnes() {
        #expect(matches("water", ["Watering plants", "Water"]) == ["Water"])
        #expect(matches("WATER", ["Water", "water"]) == ["Water", "water"])
    }

    @Test func aPrefixMatchesEveryNameItStarts() {
        #expect(matches("wa", ["Walk", "Water", "Read"]) == ["Walk", "Water"])
        #expect(matches("rea", ["Walk", "Water", "Read"]) == ["Read"])
        #expect(matches("x", ["Walk"]).isEmpty)
    }

    @Test func emojiCaseAndSpacesAreIgnored() {
        #expect(matches("read", ["📚 Read 📖", "Reading list"]) == ["📚 Read 📖"])
        #expect(matches("  run   5 km ", ["🏃‍♀️ Run 5 km"]) == ["🏃‍♀️ Run 5 km"])
        #expect(NameMatch.key("❤️ Yoga\u{FE0F}") == "yoga")
        // A name of emoji alone can still be named.
        #expect(matches("🧘", ["🧘", "Yoga"]) == ["🧘"])
        #expect(matches("📚", ["📚 Read"]).isEmpty)
        #expect(matches("", ["Read"]).isEmpty)
    }
}
