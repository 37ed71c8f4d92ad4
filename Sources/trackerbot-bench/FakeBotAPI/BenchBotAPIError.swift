/// A socket call or a wait of the fake that failed.
struct BenchBotAPIError: Error {
    var operation: String
}
