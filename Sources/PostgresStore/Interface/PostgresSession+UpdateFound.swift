import GRDB

extension PostgresSession {
    /// Saves every column of `record`, found by its `id`, and throws as GRDB's `update` does
    /// on SQLite when no row has that id: the store interface's `update` promises an error.
    func updateFound<Record: EncodableRecord & TableRecord>(_ record: Record) throws {
        guard try update(record) else {
            let id = try record.databaseDictionary["id"] ?? .null
            throw RecordError.recordNotFound(databaseTableName: Record.databaseTableName, key: ["id": id])
        }
    }
}
