import Foundation
import TestSupport
import Testing

/// `deploy/prometheus/alerts.yaml` by promtool: the rules are valid, and its unit tests
/// (`alerts.test.yaml`) show each alert firing on trouble and quiet otherwise. And the
/// Grafana dashboard beside it: its queries are valid PromQL over the metrics the bot exports.
struct PrometheusRulesTests {
    static let deploy = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../deploy").standardized.path
    static let folder = deploy + "/prometheus"

    @Test(
        .enabled(if: Promtool.path != nil, "no promtool: .ci/run unpacks it from Debian's prometheus package")
    )
    func theAlertsAreValidAndFireAsTheirTestsSay() async throws {
        let promtool = try #require(Promtool.path)
        let check = try await ChildProcess.run(promtool, ["check", "rules", Self.folder + "/alerts.yaml"])
        #expect(check.status == 0, "\(check.output)")
        #expect(check.output.contains("SUCCESS: 9 rules found"), "\(check.output)")
        let test = try await ChildProcess.run(promtool, ["test", "rules", Self.folder + "/alerts.test.yaml"])
        #expect(test.status == 0, "\(test.output)")
    }

    @Test func theDashboardQueriesOnlyMetricsTheBotExports() async throws {
        let data = try Data(contentsOf: URL(fileURLWithPath: Self.deploy + "/grafana/trackerbot.json"))
        let dashboard = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let panels = try #require(dashboard["panels"] as? [[String: Any]])
        #expect(Set(panels.compactMap { $0["id"] as? Int }).count == panels.count, "unique panel ids")
        let queries = panels.flatMap { panel in
            (panel["targets"] as? [[String: Any]] ?? []).compactMap { $0["expr"] as? String }
        }
        #expect(queries.count >= panels.count, "every panel queries something")
        // The README's metrics table is the list of what /metrics exports.
        let readme = try String(contentsOfFile: Self.deploy + "/../README.md", encoding: .utf8)
        let documented = Set(
            readme.split(separator: "\n").filter { $0.hasPrefix("| `") }.flatMap { row in
                row.split(separator: "|")[0].split(separator: "`").filter { $0.contains("_") }.map(
                    String.init)
            })
        let name = /\b(?:trackerbot|process)_[a-z_]+/
        for query in queries {
            for match in query.matches(of: name) {
                var metric = String(match.output)
                for suffix in ["_bucket", "_count", "_sum"]
                where metric.hasSuffix(suffix) && !documented.contains(metric) {
                    metric = String(metric.dropLast(suffix.count))
                }
                #expect(documented.contains(metric), "\(metric) in \(query)")
            }
        }
        // promtool parses each query, as a recording rule, with the instance variable filled in.
        guard let promtool = Promtool.path else { return }
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let rules = queries.enumerated().map { index, query in
            let filled = query.replacing(#"=~"$instance""#, with: #"=~".+""#)
            return "      - record: dashboard:query_\(index)\n        expr: '\(filled)'\n"
        }
        let file = directory.file("dashboard.rules.yaml")
        try ("groups:\n  - name: dashboard\n    rules:\n" + rules.joined()).write(
            toFile: file, atomically: true, encoding: .utf8)
        let check = try await ChildProcess.run(promtool, ["check", "rules", file])
        #expect(check.status == 0, "\(check.output)")
    }
}
