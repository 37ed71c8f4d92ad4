import MatrixBot

extension MatrixBotService {
    /// `body`'s result, with the service running until `body` returns or throws; stopped, its
    /// end awaited, before this returns, so that the next bot on the test account never starts
    /// beside it.
    func whileRunning<T>(_ body: () async throws -> T) async throws -> T {
        let running = Task { try await run() }
        let result: Result<T, any Error>
        do {
            result = .success(try await body())
        } catch {
            result = .failure(error)
        }
        running.cancel()
        _ = await running.result
        return try result.get()
    }
}
