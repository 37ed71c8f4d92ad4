import BotRuntime
import Foundation
import HTTPTypes
import Hummingbird
import Logging
import ServiceLifecycle
import TrackerStore

/// The operator's HTTP listener (`HTTP_LISTEN`): `/healthz`, `/readyz` and `/metrics`, and the
/// platforms' webhooks, as one more service of `trackerbot run`.
///
/// ```swift
/// let listener = OperationsListener(address: address, store: store, readiness: readiness,
///                                   metrics: metrics, logger: logger)
/// services.append(listener.service())
/// ```
public struct OperationsListener: Sendable {
    /// Where it listens.
    public let address: ListenAddress
    /// Whose writability `/readyz` checks.
    public let store: any Store
    /// The platforms' half of `/readyz`.
    public let readiness: Readiness
    /// What `/metrics` shows.
    public let metrics: OperationsMetrics
    /// The platforms' webhook routes, each a POST on its path.
    public let webhooks: [any WebhookReceiver]
    /// Where failures of its own are told.
    public let logger: Logger

    /// A listener on `address`.
    public init(
        address: ListenAddress, store: any Store, readiness: Readiness, metrics: OperationsMetrics,
        webhooks: [any WebhookReceiver] = [], logger: Logger
    ) {
        self.address = address
        self.store = store
        self.readiness = readiness
        self.metrics = metrics
        self.webhooks = webhooks
        self.logger = logger
    }

    /// The HTTP server, serving until graceful shutdown.
    /// - Throws: from its `run()`, ``ListenerFailure`` when it cannot serve on ``address``.
    public func service() -> any Service {
        for webhook in webhooks { WebhookMetrics.prepare(webhook) }
        return ListenerService(application: application(), address: address)
    }

    private func application() -> some ApplicationProtocol {
        let router = Router()
        router.get("healthz") { _, _ in Self.text("ok\n") }
        router.get("readyz") { _, _ in await ready() }
        router.get("metrics") { _, _ in await scrape() }
        for webhook in webhooks {
            router.post(RouterPath(webhook.path)) { request, _ in await Self.post(request, to: webhook) }
        }
        return Application(
            router: router,
            configuration: ApplicationConfiguration(
                address: .hostname(address.host, port: address.port), serverName: nil),
            logger: logger)
    }

    /// 200 when the database is writable and every platform was heard from lately, else 503
    /// with the reasons; with a lease, whether this instance holds it.
    private func ready() async -> Response {
        let problems = await readinessProblems()
        let body = ReadinessBody(ready: problems.isEmpty, problems: problems, leader: readiness.isLeader)
        let json = (try? JSONEncoder().encode(body)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
        return Response(
            status: problems.isEmpty ? .ok : .serviceUnavailable, headers: [.contentType: "application/json"],
            body: ResponseBody(byteBuffer: ByteBuffer(string: json + "\n")))
    }

    /// What keeps the bot from being ready; empty when it is.
    private func readinessProblems() async -> [String] {
        var problems: [String] = []
        if let failure = await DatabaseProbe.writeFailure(store) {
            problems.append("database: \(failure)")
        }
        return problems + readiness.problems()
    }

    private func scrape() async -> Response {
        do {
            let ready = await readinessProblems().isEmpty
            let text = try await metrics.scrape(now: Date(), leader: readiness.isLeader, ready: ready)
            return Response(
                status: .ok, headers: [.contentType: "text/plain; version=0.0.4; charset=utf-8"],
                body: ResponseBody(byteBuffer: ByteBuffer(string: text)))
        } catch {
            logger.error("Reading the metrics failed: \(error)")
            return Response(status: .internalServerError)
        }
    }

    /// An update's body is small; a larger one is not an update.
    private static let largestUpdate = 1 << 20

    /// Hands a webhook post to its receiver; the header's value is never logged.
    private static func post(_ request: Request, to webhook: any WebhookReceiver) async -> Response {
        var request = request
        let token = request.headers[Self.secretTokenHeader]
        guard let body = try? await request.collectBody(upTo: largestUpdate) else {
            WebhookMetrics.posted(to: webhook, answer: .malformed)
            return Response(status: .badRequest)
        }
        let answer = await webhook.receive(secretToken: token, body: Array(buffer: body))
        WebhookMetrics.posted(to: webhook, answer: answer)
        let status: HTTPResponse.Status =
            switch answer {
            case .received: .ok
            case .unauthorized: .unauthorized
            case .malformed: .badRequest
            case .unavailable: .serviceUnavailable
            }
        return Response(status: status)
    }

    private static let secretTokenHeader = HTTPField.Name("X-Telegram-Bot-Api-Secret-Token")!

    private static func text(_ text: String) -> Response {
        Response(
            status: .ok, headers: [.contentType: "text/plain; charset=utf-8"],
            body: ResponseBody(byteBuffer: ByteBuffer(string: text)))
    }
}

/// `/readyz`'s answer: whether the bot is ready, and what keeps it from being so; whether this
/// instance holds the lease, when instances share the bot (left out otherwise).
struct ReadinessBody: Encodable {
    let ready: Bool
    let problems: [String]
    let leader: Bool?
}
