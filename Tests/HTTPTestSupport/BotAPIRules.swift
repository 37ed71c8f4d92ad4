import Foundation

/// The Bot API's documented rules for the calls the bot makes, as ``FakeTelegram`` enforces
/// them: a call that breaks one is answered 400, with Telegram's wording, as the real Bot API
/// would refuse it.
///
/// Checked: the parameters each method requires; a text of 1–4,096 characters and a caption of
/// at most 1,024 after entities parsing; HTML that parses (the tags Telegram knows, closed in
/// order, `&` only in the four named entities or a numeric one); `callback_data` of 1–64 bytes;
/// a press's answer of at most 200 characters; command menus of 1–100 commands, each 1–32
/// lowercase letters, digits or underscores with a description of 1–256 characters.
enum BotAPIRules {
    /// Why Telegram would refuse a call of `method` with `parameters` and the uploaded `files`
    /// (by part name); `nil` when it would accept it.
    static func violation(method: String, parameters: [String: JSONParameter], files: Set<String>) -> String?
    {
        switch method {
        case "sendMessage":
            return require(["chat_id"], parameters) ?? text(
                parameters["text"]?.string, limit: 4096, what: "message")
                ?? markup(parameters)
        case "editMessageText":
            return require(["chat_id", "message_id"], parameters)
                ?? text(parameters["text"]?.string, limit: 4096, what: "message") ?? markup(parameters)
        case "sendPhoto":
            return require(["chat_id"], parameters)
                ?? (files.contains("photo") ? nil : "Bad Request: there is no photo in the request")
                ?? caption(parameters) ?? markup(parameters)
        case "sendDocument":
            return require(["chat_id"], parameters)
                ?? (files.contains("document") ? nil : "Bad Request: there is no document in the request")
                ?? caption(parameters)
        case "editMessageMedia":
            return require(["chat_id", "message_id", "media"], parameters) ?? media(parameters, files: files)
                ?? markup(parameters)
        case "editMessageCaption":
            return require(["chat_id", "message_id"], parameters) ?? caption(parameters) ?? markup(parameters)
        case "editMessageReplyMarkup":
            return require(["chat_id", "message_id"], parameters) ?? markup(parameters)
        case "answerCallbackQuery":
            guard parameters["callback_query_id"]?.string?.isEmpty == false else {
                return "Bad Request: query is too old and response timeout expired or query ID is invalid"
            }
            if let text = parameters["text"]?.string, text.utf16.count > 200 {
                return "Bad Request: MESSAGE_TOO_LONG"
            }
            return nil
        case "setMyCommands":
            return commands(parameters["commands"]?.jsonText)
        default:
            return nil
        }
    }

    private static func require(_ names: [String], _ parameters: [String: JSONParameter]) -> String? {
        for name in names where parameters[name] == nil {
            return "Bad Request: \(name) is empty"
        }
        return nil
    }

    private static func caption(_ parameters: [String: JSONParameter]) -> String? {
        guard let caption = parameters["caption"]?.string else { return nil }
        return text(caption, limit: 1024, what: "caption", mayBeEmpty: true)
    }

    /// A text or caption in Telegram HTML, checked for its markup and visible length.
    private static func text(_ html: String?, limit: Int, what: String, mayBeEmpty: Bool = false) -> String? {
        guard let html else { return "Bad Request: \(what) text is empty" }
        switch visibleLength(ofHTML: html) {
        case .failure(let problem):
            return "Bad Request: can't parse entities: \(problem)"
        case .success(let length):
            if length == 0 && !mayBeEmpty { return "Bad Request: \(what) text is empty" }
            if length > limit { return "Bad Request: \(what) is too long" }
            return nil
        }
    }

    private struct ParseProblem: Error, CustomStringConvertible {
        var description: String
    }

    private static let tags: Set<String> = [
        "b", "strong", "i", "em", "u", "ins", "s", "strike", "del", "span", "tg-spoiler", "a", "tg-emoji",
        "code", "pre", "blockquote",
    ]
    private static let entities: Set<String> = ["lt", "gt", "amp", "quot"]

    /// The UTF-16 length of the text `html` shows (Telegram counts in UTF-16 code units).
    private static func visibleLength(ofHTML html: String) -> Result<Int, ParseProblem> {
        var length = 0
        var open: [String] = []
        var rest = Substring(html)
        while let first = rest.first {
            switch first {
            case "<":
                guard let end = rest.firstIndex(of: ">") else {
                    return .failure(ParseProblem(description: "unclosed start tag"))
                }
                let tag = rest[rest.index(after: rest.startIndex)..<end]
                rest = rest[rest.index(after: end)...]
                if tag.hasPrefix("/") {
                    let name = String(tag.dropFirst())
                    guard open.last == name else {
                        return .failure(ParseProblem(description: "unmatched end tag \"\(name)\""))
                    }
                    open.removeLast()
                } else {
                    let name = String(tag.prefix { $0 != " " })
                    guard tags.contains(name) else {
                        return .failure(ParseProblem(description: "unsupported start tag \"\(name)\""))
                    }
                    open.append(name)
                }
            case "&":
                guard let end = rest.firstIndex(of: ";") else {
                    return .failure(ParseProblem(description: "unescaped \"&\""))
                }
                let name = rest[rest.index(after: rest.startIndex)..<end]
                let numeric = name.hasPrefix("#") && name.count > 1 && name.dropFirst().allSatisfy(\.isNumber)
                guard entities.contains(String(name)) || numeric else {
                    return .failure(ParseProblem(description: "unsupported entity \"&\(name);\""))
                }
                length += 1
                rest = rest[rest.index(after: end)...]
            case ">":
                return .failure(ParseProblem(description: "unescaped \">\""))
            default:
                length += first.utf16.count
                rest = rest.dropFirst()
            }
        }
        guard open.isEmpty else { return .failure(ParseProblem(description: "unclosed tag \"\(open[0])\"")) }
        return .success(length)
    }

    /// The inline keyboard, when there is one: every button with a label and 1–64 bytes of data.
    private static func markup(_ parameters: [String: JSONParameter]) -> String? {
        guard let json = parameters["reply_markup"]?.jsonText ?? parameters["reply_markup"]?.string else {
            return nil
        }
        guard let object = (try? JSONSerialization.jsonObject(with: Data(json.utf8))) as? [String: Any],
            let rows = object["inline_keyboard"] as? [[[String: Any]]]
        else { return "Bad Request: can't parse reply keyboard markup JSON object" }
        for button in rows.joined() {
            guard let label = button["text"] as? String, !label.isEmpty else {
                return "Bad Request: text buttons are unallowed in the inline keyboard"
            }
            if let data = button["callback_data"] as? String {
                guard (1...64).contains(data.utf8.count) else { return "Bad Request: BUTTON_DATA_INVALID" }
            } else if button["url"] == nil {
                return "Bad Request: text buttons are unallowed in the inline keyboard"
            }
        }
        return nil
    }

    /// An `editMessageMedia` media object: a photo attached from a part of the upload.
    private static func media(_ parameters: [String: JSONParameter], files: Set<String>) -> String? {
        guard let json = parameters["media"]?.string ?? parameters["media"]?.jsonText,
            let object = (try? JSONSerialization.jsonObject(with: Data(json.utf8))) as? [String: Any],
            object["type"] as? String == "photo", let media = object["media"] as? String
        else { return "Bad Request: can't parse InputMedia JSON object" }
        if media.hasPrefix("attach://"), !files.contains(String(media.dropFirst("attach://".count))) {
            return "Bad Request: wrong file identifier/HTTP URL specified"
        }
        return (object["caption"] as? String).flatMap {
            text($0, limit: 1024, what: "caption", mayBeEmpty: true)
        }
    }

    private static func commands(_ json: String?) -> String? {
        guard let json,
            let list = (try? JSONSerialization.jsonObject(with: Data(json.utf8))) as? [[String: Any]],
            (1...100).contains(list.count)
        else { return "Bad Request: BOT_COMMANDS_TOO_MUCH" }
        for command in list {
            guard let name = command["command"] as? String, (1...32).contains(name.count),
                name.allSatisfy({ $0.isASCII && ($0.isLowercase || $0.isNumber || $0 == "_") })
            else { return "Bad Request: BOT_COMMAND_INVALID" }
            guard let description = command["description"] as? String, (1...256).contains(description.count)
            else { return "Bad Request: BOT_COMMAND_DESCRIPTION_INVALID" }
        }
        return nil
    }
}
