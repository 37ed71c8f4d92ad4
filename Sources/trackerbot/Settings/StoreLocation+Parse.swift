import PostgresStore

extension StoreLocation {
    /// ``StoreLocation/init(_:)``, with a malformed URL's problem said as a setting's problem.
    static func parse(_ text: String) throws(Settings.Problem) -> StoreLocation {
        do {
            return try StoreLocation(text)
        } catch {
            throw Settings.Problem(description: "the database URL cannot be used: \(error)")
        }
    }
}
