import Foundation
import TrackerCore

extension Localizer {
    /// The message `key` with each argument as plain text, which is never read as a command.
    func rich(_ key: MessageKey, plain arguments: [String: String]) -> RichText {
        rich(key, arguments.mapValues { RichText(verbatim: $0) })
    }

    /// `value` in the language's digits, without the thousands separator English replies
    /// have never written in lengths and limits ("2000 characters").
    func digits(_ value: Int) -> String {
        language == .english ? String(value) : number(value)
    }

    /// `value` percent as the language writes it: "5%", "5 %" in German, "۵٪" in Persian.
    func percent(_ value: Int) -> String {
        value.formatted(IntegerFormatStyle<Int>.Percent(locale: language.locale))
    }

    /// The comma between the items of a list: "، " in Persian.
    var comma: String { language.isRightToLeft ? "، " : ", " }

    /// "3 days", in the language's plural forms; English as ``Format/days(_:)`` writes it.
    func days(_ count: Int) -> String {
        language == .english ? Format.days(count) : self.count(.unitDays, count)
    }
}
