import Foundation
import TestSupport
import Testing
import TrackerCore

@Suite struct TimeZoneNameTests {
    @Test(arguments: [
        ("Europe/Berlin", "Europe/Berlin"), ("europe/berlin", "Europe/Berlin"),
        ("EUROPE/BERLIN", "Europe/Berlin"), ("  Europe/Berlin ", "Europe/Berlin"),
        ("Berlin", "Europe/Berlin"), ("berlin", "Europe/Berlin"), ("new york", "America/New_York"),
        ("New_York", "America/New_York"), ("NEW YORK", "America/New_York"),
        ("america/new_york", "America/New_York"), ("america/new york", "America/New_York"),
        ("sao paulo", "America/Sao_Paulo"), ("São Paulo", "America/Sao_Paulo"), ("zürich", "Europe/Zurich"),
        ("Tokyo", "Asia/Tokyo"), ("los angeles", "America/Los_Angeles"),
        ("port au prince", "America/Port-au-Prince"), ("america/port-au-prince", "America/Port-au-Prince"),
        ("buenos aires", "America/Argentina/Buenos_Aires"), ("asia/kolkata", "Asia/Kolkata"),
        ("Kolkata", "Asia/Kolkata"), ("mumbai", "Asia/Kolkata"), ("asia/ho_chi_minh", "Asia/Ho_Chi_Minh"),
        ("ho chi minh", "Asia/Ho_Chi_Minh"), ("Beijing", "Asia/Shanghai"),
        ("san francisco", "America/Los_Angeles"), ("Munich", "Europe/Berlin"), ("Etc/UTC", "UTC"),
    ])
    func namedZones(input: String, expected: String) throws {
        let zone = try #require(TimeZoneName.resolve(input))
        #expect(zone.identifier == expected)
        #expect(TimeZone(identifier: expected) != nil)
        #expect(TimeZoneName.timeZone(forStored: zone.identifier)?.identifier == zone.timeZone.identifier)
    }

    @Test(arguments: [
        ("UTC", "UTC", 0), ("utc", "UTC", 0), ("GMT", "UTC", 0), ("gmt", "UTC", 0), ("UTC+0", "UTC", 0),
        ("GMT-00:00", "UTC", 0), ("Z", "UTC", 0), ("UTC+2", "UTC+2", 7200), ("utc+2", "UTC+2", 7200),
        ("UTC + 2", "UTC+2", 7200), ("UTC+02", "UTC+2", 7200), ("UTC-5", "UTC-5", -18_000),
        ("UTC+5:30", "UTC+5:30", 19_800), ("UTC+05:30", "UTC+5:30", 19_800), ("GMT+1", "UTC+1", 3600),
        ("+02:00", "UTC+2", 7200), ("-03:30", "UTC-3:30", -12_600), ("+0530", "UTC+5:30", 19_800),
        ("UTC+5:45", "UTC+5:45", 20_700), ("UTC+14", "UTC+14", 50_400), ("UTC-12", "UTC-12", -43_200),
        ("UTC-14:00", "UTC-14", -50_400), ("+9", "UTC+9", 32_400), ("UTC+0:05", "UTC+0:05", 300),
    ])
    func fixedOffsets(input: String, expected: String, seconds: Int) throws {
        let zone = try #require(TimeZoneName.resolve(input))
        #expect(zone.identifier == expected)
        #expect(zone.timeZone.secondsFromGMT(for: utc("2026-07-01", 12)) == seconds)
        #expect(zone.timeZone.secondsFromGMT(for: utc("2026-01-01", 12)) == seconds)
        let stored = try #require(TimeZoneName.timeZone(forStored: expected))
        #expect(stored.secondsFromGMT(for: utc("2026-07-01", 12)) == seconds)
    }

    @Test(arguments: [
        "", " ", "garbage", "Mars/Olympus", "UTC+15", "UTC+14:30", "UTC-14:01", "UTC+5:60", "UTC+5:5",
        "UTC++2", "+", "2", "Etc/GMT-2", "berlin germany", "Europe/", "/", "IST", "UTC+", "UTC+123",
        "UTC+12345", "UTC+2x", "utc2", "+٢", "99999999999999999999", "Europe/Berlin/Mitte", "new", "york",
        String(repeating: "a", count: 1000),
    ])
    func garbageIsRejected(input: String) {
        #expect(TimeZoneName.resolve(input) == nil)
    }

    @Test func everyKnownIdentifierResolvesToItself() {
        for identifier in TimeZone.knownTimeZoneIdentifiers where identifier.contains("/") {
            guard TimeZone(identifier: identifier) != nil else { continue }
            #expect(TimeZoneName.resolve(identifier)?.identifier == identifier)
            #expect(TimeZoneName.resolve(identifier.lowercased())?.identifier == identifier)
            let city = identifier.split(separator: "/").last.map {
                $0.replacingOccurrences(of: "_", with: " ")
            }
            let byCity = city.flatMap { TimeZoneName.resolve($0) }
            #expect(byCity?.identifier.split(separator: "/").last == identifier.split(separator: "/").last)
            #expect(byCity.flatMap { TimeZoneName.timeZone(forStored: $0.identifier) } != nil)
        }
    }

    @Test func storedIdentifiersConvertBack() throws {
        #expect(TimeZoneName.timeZone(forStored: "Europe/Berlin")?.identifier == "Europe/Berlin")
        #expect(TimeZoneName.timeZone(forStored: "UTC")?.secondsFromGMT() == 0)
        #expect(TimeZoneName.timeZone(forStored: "UTC+5:30")?.secondsFromGMT() == 19_800)
        #expect(TimeZoneName.timeZone(forStored: "UTC-3:30")?.secondsFromGMT() == -12_600)
        // Only the exact stored spelling is accepted back.
        #expect(TimeZoneName.timeZone(forStored: "UTC+02") == nil)
        #expect(TimeZoneName.timeZone(forStored: "UTC+15") == nil)
        #expect(TimeZoneName.timeZone(forStored: "Nowhere/Land") == nil)
        let zone = try #require(ResolvedZone(stored: "UTC+5:30"))
        #expect(zone == TimeZoneName.resolve("+05:30"))
        #expect(ResolvedZone(stored: "Nowhere/Land") == nil)
    }

    @Test func equalityFollowsTheIdentifier() {
        #expect(TimeZoneName.resolve("berlin") == TimeZoneName.resolve("Europe/Berlin"))
        #expect(TimeZoneName.resolve("berlin") != TimeZoneName.resolve("UTC+1"))
        let zones = Set(["berlin", "Europe/Berlin", "BERLIN", "utc", "gmt"].compactMap(TimeZoneName.resolve))
        #expect(zones.count == 2)
    }

    @Test func namedZonesKeepTheirDaylightSavingRules() throws {
        let berlin = try #require(TimeZoneName.resolve("berlin")).timeZone
        #expect(berlin.secondsFromGMT(for: utc("2026-01-15", 12)) == 3600)
        #expect(berlin.secondsFromGMT(for: utc("2026-07-15", 12)) == 7200)
    }

    @Test func randomInputsNeverTrap() {
        let seed = SeededGenerator.seed(5)
        for input in randomInputs(count: 3000, seed: seed) {
            if let zone = TimeZoneName.resolve(input) {
                #expect(
                    TimeZoneName.timeZone(forStored: zone.identifier) != nil,
                    "\(input.debugDescription), \(SeededGenerator.replay(seed))")
            }
        }
    }
}
