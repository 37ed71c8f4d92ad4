import Logging
import Matrix

/// The threads commands were written in, so that each is answered in its thread.
///
/// The translator notes each command's thread (or that it has none) as it reads it; the
/// sender takes that note when it answers. A command whose note is gone (the bot restarted
/// before answering it) is read back from the room to find its thread.
actor Threads {
    /// Notes kept at most; past that they are dropped and read back when needed.
    static let capacity = 10_000

    private let client: MatrixClient?
    private let logger: Logger
    private var roots: [String: String?] = [:]

    /// - Parameter client: reads back commands whose note is gone; `nil` to answer those
    ///   outside any thread.
    init(client: MatrixClient?, logger: Logger) {
        self.client = client
        self.logger = logger
    }

    /// Notes that the command `eventID` was written in the thread rooted at `rootID`, or in
    /// none when `rootID` is `nil`.
    func note(_ eventID: String, thread rootID: String?) {
        if roots.count >= Self.capacity { roots.removeAll() }
        roots[eventID] = .some(rootID)
    }

    /// The root of the thread that command `eventID` in `roomID` was written in, if any.
    func root(of eventID: String, in roomID: String) async -> String? {
        if let noted = roots.removeValue(forKey: eventID) { return noted }
        guard let client else { return nil }
        do {
            let event = try await client.event(roomID: roomID, eventID: eventID)
            return event.message?.threadRootID
        } catch {
            logger.debug("Could not read back \(eventID) in \(roomID): \(error)")
            return nil
        }
    }
}
