import Foundation
import HTTPClient
import Testing

@testable import Telegram

struct JSONValueSerializationTests {
    private static let awkwardText =
        "quote \" backslash \\ slash / tab \t cr \r lf \n nul \u{0} bell \u{7} "
        + "unit \u{1F} del \u{7F} é 🔥 \u{2028} <b>&amp;</b>"

    @Test(arguments: [
        JSONValue.null, .bool(true), .bool(false), .int(0), .int(-1_001_234_567_890), .int(Int64.max),
        .int(Int64.min), .double(0.5), .double(-1e-7), .string(""), .string(awkwardText), .array([]),
        .object([:]),
        .object([
            "chat_id": .int(-100_123), "text": .string(awkwardText), "parse_mode": "HTML",
            "link_preview_options": .object(["is_disabled": .bool(true)]),
            "reply_markup": .object([
                "inline_keyboard": .array([
                    .array([.object(["text": "✅ Read", "callback_data": "42|h.c:7"])])
                ])
            ]),
            awkwardText: .array([.null, .double(2.25), .string("x")]),
        ]),
    ])
    func readsBackAsTheSameValue(_ value: JSONValue) throws {
        #expect(try JSONDecoder().decode(JSONValue.self, from: value.serialized()) == value)
    }

    @Test func escapesOnlyWhatJSONRequires() {
        let text = String(decoding: JSONValue.string("a\"b\\c\nd\u{1}é").serialized(), as: UTF8.self)
        #expect(text == #""a\"b\\c\nd\u0001é""#)
    }

    @Test func writesNonFiniteNumbersAsNull() {
        #expect(
            String(
                decoding: JSONValue.array([.double(.nan), .double(.infinity)]).serialized(), as: UTF8.self)
                == "[null,null]")
    }
}
