/// A JSON array of events decoded one element at a time: the elements that decode, and a
/// report for each that does not, so one odd event never loses its neighbours.
struct EventList<Event: Decodable>: Decodable {
    var events: [Event] = []
    var undecodable: [UndecodableEvent] = []

    init() {}

    init(from decoder: any Decoder) throws {
        var container = try decoder.unkeyedContainer()
        while !container.isAtEnd {
            // `Attempt` never throws, so the container always moves on to the next element.
            switch try container.decode(Attempt.self) {
            case .event(let event): events.append(event)
            case .undecodable(let failure): undecodable.append(failure)
            }
        }
    }

    /// One element: the event, or what could be read of it and why the rest could not.
    private enum Attempt: Decodable {
        case event(Event)
        case undecodable(UndecodableEvent)

        init(from decoder: any Decoder) {
            do {
                self = .event(try Event(from: decoder))
            } catch {
                let identity = try? Identity(from: decoder)
                self = .undecodable(
                    UndecodableEvent(
                        eventID: identity?.eventID, type: identity?.type,
                        reason: DecodingFailure.describe(error)))
            }
        }
    }

    /// The two fields worth reporting about an event that did not decode.
    private struct Identity: Decodable {
        var eventID: String?
        var type: String?

        private enum CodingKeys: String, CodingKey {
            case eventID = "event_id"
            case type
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            eventID = container.lenient(String.self, forKey: .eventID)
            type = container.lenient(String.self, forKey: .type)
        }
    }
}
