import Foundation
import MatrixTestSupport
import TestSupport
import Testing

/// `trackerbot check-config` against the test homeserver: the access token must be
/// `MATRIX_USER_ID`'s, and a password alone is not tried, as a login would replace the
/// running bot's session.
@Suite(.enabled(if: HomeserverEnvironment.isAvailable, HomeserverEnvironment.skipReason))
struct MatrixCheckConfigTests {
    private func check(_ environment: [String: String]) async throws -> TrackerbotProcess {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        return try await TrackerbotProcess.run(
            ["check-config"], in: directory,
            environment: environment.merging(["TRACKER_DB": "bot.sqlite"]) { $1 })
    }

    @Test func theAccountsTokenPassesAndAnotherOrAWrongOneFails() async throws {
        let homeserver = try #require(HomeserverEnvironment.current)
        let url = homeserver.homeserverURL
        let account = ["MATRIX_HOMESERVER_URL": url, "MATRIX_USER_ID": homeserver.botUser]

        let good = try await check(account.merging(["MATRIX_ACCESS_TOKEN": homeserver.botToken]) { $1 })
        #expect(good.status == 0, "\(good.output)\(good.errors)")
        #expect(
            good.output.contains(
                "\nok      matrix: the access token is \(homeserver.botUser)'s, as \(url) says\n"))

        let alices = try await check(account.merging(["MATRIX_ACCESS_TOKEN": homeserver.aliceToken]) { $1 })
        #expect(alices.status == 1)
        #expect(
            alices.output.contains(
                "\nFAILED  matrix: MATRIX_ACCESS_TOKEN belongs to \(homeserver.aliceUser), not to MATRIX_USER_ID \(homeserver.botUser)\n"
            ), "\(alices.output)")

        let wrong = try await check(account.merging(["MATRIX_ACCESS_TOKEN": "syt_not_a_token"]) { $1 })
        #expect(wrong.status == 1)
        #expect(
            wrong.output.contains(
                "\nFAILED  matrix: \(url) refuses MATRIX_ACCESS_TOKEN (revoked or mistyped)\n"))

        let password = try await check(account.merging(["MATRIX_PASSWORD": "not tried"]) { $1 })
        #expect(password.status == 0, "\(password.output)")
        #expect(
            password.output.contains(
                "\nok      matrix: \(url) answers; MATRIX_PASSWORD is tried when the bot logs in"))
        for result in [good, alices, wrong] {
            #expect(
                !result.output.contains(homeserver.botToken) && !result.output.contains(homeserver.aliceToken)
            )
        }
    }
}
