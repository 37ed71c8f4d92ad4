/// Reads a whole number a person typed. Every parser of user input reads numbers through
/// this one path: list numbers, checkpoint numbers, day counts, hours, amounts in dates.
///
/// Contract:
/// - Only ASCII digits count: no `+`, no spaces, no digits of other scripts (`٣`), no
///   fractions. A leading `-` is read, so that `-1` is refused as too small rather than taken
///   for a name.
/// - Leading zeros are allowed (`007` is 7).
/// - The value must lie in the range the caller names; anything else is a ``Problem``.
/// - Total: no input traps or overflows. A number with more digits than `Int` holds is
///   simply too large (or too small).
public enum UserNumber {
    /// Why a text is not a number in the range asked for.
    public enum Problem: Error, Hashable, Sendable {
        /// The text is not written as a whole number at all.
        case notANumber
        /// Below the range: zero or a negative number where counting starts at 1.
        case tooSmall
        /// Above the range, however many digits it has.
        case tooLarge
    }

    /// Reads `text` as a whole number within `range`.
    public static func parse(_ text: some StringProtocol, in range: ClosedRange<Int>) -> Result<Int, Problem>
    {
        var digits = Substring(text)
        let isNegative = digits.first == "-" || digits.first == "−"
        if isNegative { digits = digits.dropFirst() }
        guard !digits.isEmpty, digits.allSatisfy(isASCIIDigit) else { return .failure(.notANumber) }
        let significant = digits.drop { $0 == "0" }
        // 18 digits always fit in Int; more never would for any range a user may type into.
        guard significant.count <= maximumDigits else {
            return .failure(isNegative ? .tooSmall : .tooLarge)
        }
        let magnitude = Int(significant) ?? 0
        let value = isNegative ? -magnitude : magnitude
        if value < range.lowerBound { return .failure(.tooSmall) }
        if value > range.upperBound { return .failure(.tooLarge) }
        return .success(value)
    }

    /// The value of `text` within `range`, or `nil` for any ``Problem``.
    public static func value(_ text: some StringProtocol, in range: ClosedRange<Int>) -> Int? {
        try? parse(text, in: range).get()
    }

    /// Whether `text` is written as a whole number, signed or not, whatever its size: such a
    /// word is meant as a number, so a refusal should say what is wrong with the number.
    public static func isWritten(_ text: some StringProtocol) -> Bool {
        parse(text, in: Int.min...Int.max) != .failure(.notANumber)
    }

    /// Whether `character` is one of `0`–`9`; other scripts' digits are not.
    public static func isASCIIDigit(_ character: Character) -> Bool {
        character.isASCII && character.isNumber
    }

    private static let maximumDigits = 18
}
