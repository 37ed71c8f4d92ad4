import Foundation
import TestSupport
import Testing

/// `deploy/prometheus/alerts.yaml` by promtool: the rules are valid, and its unit tests
/// (`alerts.test.yaml`) show each alert firing on trouble and quiet otherwise.
struct PrometheusRulesTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../deploy/prometheus").standardized.path

    @Test(
        .enabled(if: Promtool.path != nil, "no promtool: .ci/run unpacks it from Debian's prometheus package")
    )
    func theAlertsAreValidAndFireAsTheirTestsSay() async throws {
        let promtool = try #require(Promtool.path)
        let check = try await ChildProcess.run(promtool, ["check", "rules", Self.folder + "/alerts.yaml"])
        #expect(check.status == 0, "\(check.output)")
        #expect(check.output.contains("SUCCESS: 6 rules found"), "\(check.output)")
        let test = try await ChildProcess.run(promtool, ["test", "rules", Self.folder + "/alerts.test.yaml"])
        #expect(test.status == 0, "\(test.output)")
    }
}
