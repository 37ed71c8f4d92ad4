import TrackerCore

/// What each feature's button enum provides, so that ``ButtonCodec`` reads and writes any
/// feature's buttons without knowing their cases.
///
/// Every member is an exhaustive switch, so a new case does not compile until it has a wire
/// code, its numbers, its decoding and its action.
protocol FeatureButton: Sendable, Hashable {
    /// The wire codes of the feature's buttons, one per case, prefix included (`g.s`).
    associatedtype Code: RawRepresentable, CaseIterable where Code.RawValue == String

    /// The wire code of this button.
    var code: Code { get }
    /// The numbers the data carries after the code, in order.
    var numbers: [Int64] { get }
    /// The button with this code and these numbers; `nil` when they are the wrong count or
    /// out of range (forged or mangled data).
    init?(code: Code, numbers: [Int64])
    /// What pressing the button asks for.
    var action: Action { get }
    /// The chats where the button belongs: by default, where its action is accepted.
    var place: ChatPlace { get }
    /// Whether anyone in the chat may press the feature's buttons, acting for themselves
    /// (``ButtonCodec/encodeForAnyone(_:)``); by default only the user they were made for.
    static var isForAnyone: Bool { get }
}

extension FeatureButton {
    var place: ChatPlace { action.traits.place }
    static var isForAnyone: Bool { false }

    /// The wire code of this button, as the data carries it.
    var wireCode: String { code.rawValue }

    /// The button with the wire code `code`, or `nil` when no button of this feature has it
    /// or the numbers do not fit it.
    static func decode(code: String, numbers: [Int64]) -> Self? {
        Code(rawValue: code).flatMap { Self(code: $0, numbers: numbers) }
    }
}

/// Reading the numbers of button data, checked as strictly as the data was written.
extension [Int64] {
    /// The only number, when there is exactly one.
    var onlyNumber: Int64? { count == 1 ? self[0] : nil }

    /// The two numbers, when there are exactly two.
    var numberPair: (Int64, Int64)? { count == 2 ? (self[0], self[1]) : nil }
}

extension Int64 {
    /// This number as a page of a list: 1 or more, within `Int`.
    var pageNumber: Int? {
        guard let page = Int(exactly: self), page >= 1 else { return nil }
        return page
    }

    /// The days a button may name, years 1 to 9999: a forged number never reaches date
    /// arithmetic that could overflow.
    private static let firstDay = Int64(LocalDate.earliest.dayNumber)
    private static let lastDay = Int64(LocalDate.latest.dayNumber)
    private static let dayNumbers = firstDay...lastDay

    /// This number as a day (its ``LocalDate/dayNumber``), when it is one.
    var localDate: LocalDate? {
        guard Self.dayNumbers.contains(self) else { return nil }
        return LocalDate(dayNumber: Int(self))
    }
}
