import Matrix

/// The reactions the bot puts on its own messages: one per choice, so that a tap presses it.
extension MatrixSender {
    /// Adds the choices' keys as reactions to a message just sent. The reactions are an aid,
    /// the listed keys work without them: a failure is logged and left.
    func react(with choices: Choices, to eventID: String, in roomID: String, entryID: Int64) async {
        for (index, key) in choices.reactionKeys.enumerated() {
            await add(key, index: index, to: eventID, in: roomID, entryID: entryID)
        }
    }

    /// Makes the bot's reactions on an edited message its choices' keys: the keys of choices
    /// that are gone are taken back (redacted), and new ones added.
    func updateReactions(to choices: Choices, on eventID: String, in roomID: String, entryID: Int64) async {
        let present: [(key: String, eventID: String)]
        do {
            present = try await client.reactions(roomID: roomID, to: eventID).compactMap { event in
                guard event.sender == botUserID, !event.isRedacted, let key = event.reaction?.key else {
                    return nil
                }
                return (key, event.eventID)
            }
        } catch {
            logger.debug("Reading the reactions of an edited message failed: \(error)")
            return await react(with: choices, to: eventID, in: roomID, entryID: entryID)
        }
        for stale in present where choices.button(forKey: stale.key) == nil {
            await retryingRateLimits("Taking back the reaction \(stale.key)") {
                // The reaction's own id makes the redaction's transaction id, so a repeat is one.
                _ = try await client.redact(
                    roomID: roomID, eventID: stale.eventID, txnID: "tb\(entryID)x\(stale.eventID)")
            }
        }
        for (index, key) in choices.reactionKeys.enumerated()
        where !present.contains(where: { Choices.sameKey($0.key, key) }) {
            await add(key, index: index, to: eventID, in: roomID, entryID: entryID)
        }
    }

    private func add(_ key: String, index: Int, to eventID: String, in roomID: String, entryID: Int64) async {
        await retryingRateLimits("Adding the reaction \(key)") {
            _ = try await client.react(roomID: roomID, txnID: "tb\(entryID)r\(index)", to: eventID, key: key)
        }
    }

    /// Runs `call`, again after the wait the homeserver names when it rate-limits it (a few
    /// times, waiting up to 10 seconds each); other failures are logged and left.
    func retryingRateLimits(_ what: String, _ call: () async throws -> Void) async {
        for attempt in 1...3 {
            do {
                return try await call()
            } catch let error as MatrixError where error.kind == .rateLimited && attempt < 3 {
                try? await Task.sleep(for: min(error.retryAfter ?? .seconds(1), .seconds(10)))
            } catch {
                logger.debug("\(what) failed: \(error)")
                return
            }
        }
    }
}
