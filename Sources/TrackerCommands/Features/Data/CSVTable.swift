import Foundation

/// A table written as CSV (RFC 4180): a header row, comma-separated fields, fields quoted
/// when they contain a comma, a quote or a line break, and CRLF line endings. A cell that
/// starts like a formula (`=`, `+`, `-`, `@`, a tab or a CR) gets a `'` in front.
struct CSVTable {
    var fileName: String
    var header: [String]
    var rows: [[String]]

    var text: String {
        ([header] + rows).map { row in row.map(Self.field).joined(separator: ",") + "\r\n" }.joined()
    }

    /// Cells that a spreadsheet would run as a formula when the file is opened.
    private static let formulaStarts: Set<Character> = ["=", "+", "-", "@", "\t", "\r", "\r\n"]

    private static func field(_ raw: String) -> String {
        // A leading quote makes a spreadsheet show the cell as text instead of running it
        // (OWASP's advice on CSV injection); titles are the user's own, but may be pasted.
        let value = raw.first.map(formulaStarts.contains) == true ? "'" + raw : raw
        guard value.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }) else {
            return value
        }
        return "\"" + value.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }
}
