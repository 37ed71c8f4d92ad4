import Foundation
import HTTPClient

/// The result of one `getUpdates` call: the updates that decoded, and those that did not.
public struct UpdateBatch: Sendable, Decodable {
    /// The updates that decoded, in order.
    public var updates: [Update]
    /// Updates skipped because they did not decode; log them and move on.
    public var undecodable: [UndecodableUpdate]

    /// The `offset` for the next `getUpdates`: one past the highest id in the batch, good or
    /// bad, so that neither comes back. `nil` when the batch has no readable id.
    public var nextOffset: Int64? {
        let ids = updates.map(\.updateID) + undecodable.compactMap(\.updateID)
        return ids.max().map(Self.offset(after:))
    }

    /// The offset that confirms update `id` and those before it. An id no real server sends
    /// (`Int64.max`) must not overflow.
    public static func offset(after id: Int64) -> Int64 { id < .max ? id + 1 : .max }

    /// Decodes the `result` array of `getUpdates`: in one pass when every update is well
    /// formed (the usual case), else each update on its own.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let updates = try? container.decode([Update].self) {
            self.init(updates: updates, undecodable: [])
        } else {
            self.init(decoding: try container.decode([JSONValue].self))
        }
    }

    init(updates: [Update], undecodable: [UndecodableUpdate]) {
        self.updates = updates
        self.undecodable = undecodable
    }

    /// Decodes each raw update on its own, so one malformed update cannot lose the batch.
    init(decoding rawUpdates: [JSONValue]) {
        let encoder = JSONEncoder()
        let decoder = JSONDecoder()
        var updates: [Update] = []
        var undecodable: [UndecodableUpdate] = []
        for raw in rawUpdates {
            do {
                updates.append(try decoder.decode(Update.self, from: try encoder.encode(raw)))
            } catch {
                undecodable.append(
                    UndecodableUpdate(updateID: raw["update_id"]?.intValue, reason: Self.describe(error)))
            }
        }
        self.updates = updates
        self.undecodable = undecodable
    }

    /// A short reason: the coding path and the decoder's explanation, never the values.
    private static func describe(_ error: any Error) -> String {
        guard let decodingError = error as? DecodingError else { return "\(type(of: error))" }
        let context: DecodingError.Context
        switch decodingError {
        case .typeMismatch(_, let found), .valueNotFound(_, let found), .dataCorrupted(let found):
            context = found
        case .keyNotFound(let key, let found):
            let path = (found.codingPath + [key]).map(\.stringValue).joined(separator: ".")
            return "missing \(path)"
        @unknown default:
            return "undecodable"
        }
        let path = context.codingPath.map(\.stringValue).joined(separator: ".")
        return "\(path.isEmpty ? "update" : path): \(context.debugDescription)"
    }
}
