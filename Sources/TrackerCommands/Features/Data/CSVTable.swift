import Foundation

/// A table written as CSV (RFC 4180): a header row, comma-separated fields, fields quoted
/// when they contain a comma, a quote or a line break, and CRLF line endings.
struct CSVTable {
    var fileName: String
    var header: [String]
    var rows: [[String]]

    var text: String {
        ([header] + rows).map { row in row.map(Self.field).joined(separator: ",") + "\r\n" }.joined()
    }

    private static func field(_ value: String) -> String {
        guard value.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }) else {
            return value
        }
        return "\"" + value.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }
}
