import TrackerCore

extension Usage {
    /// Adding to-dos, one per line.
    public static let todoAdd: RichText = todoAdd(in: .english)
    /// ``todoAdd`` in `language`.
    public static func todoAdd(in language: Language) -> RichText { Localizer(language).rich(.todoUsageAdd) }
    /// Marking a to-do done.
    public static let todoDone: RichText = "/todo done <n>"
    /// Marking a done to-do open again.
    public static let todoUndo: RichText = "/todo undo <n>"
    /// Deleting a to-do.
    public static let todoDelete: RichText = "/todo delete <n>"
    /// Fetching sample to-dos, or removing them again.
    public static let todoDemo: RichText = "/todo demo, /todo demo clear"
    /// Every to-do command, for an unknown `/todo` subcommand.
    public static let todo: RichText = "/todo add|done|undo|delete|clear|demo …, /todos"
}

extension HelpTopic {
    static let todos = HelpTopic(
        "todos", rank: 3, words: ["todo"], title: "To-dos",
        overview: "📝 To-dos: /todos, /todo add — /help todos")
}

/// `/todos` and `/todo …`: quick to-dos, and sample ones to try the bot with.
enum TodoCommands {
    static let all = [
        Command(
            "todo",
            help: [
                .init(.todos, "\(Usage.todoAdd)"),
                .init(.todos, "/todos — open first, then done"),
                .init(.todos, "\(Usage.todoDone), \(Usage.todoUndo), \(Usage.todoDelete)"),
                .init(.todos, "/todo clear — remove the done ones"),
                .init(
                    .todos,
                    "/todo demo — import a few sample to-dos to try things out; /todo demo clear removes them"
                ),
            ],
            parse: { parser, arguments, body throws(CommandError) in
                .todo(try parser.parseTodo(&arguments, body: body))
            }),
        Command("todos", menu: [.init(.privateChat, rank: 5, "Your to-dos")], action: .todo(.list)),
    ]
}

extension TodoAction: ActionTraits {
    var place: ChatPlace { .privateChat }

    /// To-dos have no reminders.
    var changesReminders: Bool {
        switch self {
        case .add, .list, .page, .done, .undo, .delete, .clearDone, .demo, .demoClear: return false
        }
    }
}

extension CommandParser {
    fileprivate func parseTodo(_ arguments: inout Arguments, body: [String]) throws(CommandError)
        -> TodoAction
    {
        if arguments.isEmpty && body.isEmpty { return .list }
        let sub = arguments.peekWord().lowercased()
        switch sub {
        case "add", "new":
            _ = arguments.nextWord()
            return .add(try todoTexts([arguments.rest] + body))
        case "list": return .list
        case "done", "do", "check":
            _ = arguments.nextWord()
            return .done(try item(&arguments, usage: Usage.todoDone))
        case "undo", "undone":
            _ = arguments.nextWord()
            return .undo(try item(&arguments, usage: Usage.todoUndo))
        case "delete", "remove":
            _ = arguments.nextWord()
            return .delete(try position(&arguments, usage: Usage.todoDelete))
        case "clear":
            _ = arguments.nextWord()
            guard arguments.isEmpty else {
                throw CommandError(Localizer(language).rich(.todoClearTakesNothing), usage: Usage.todo)
            }
            return .clearDone
        case "demo":
            _ = arguments.nextWord()
            switch arguments.rest.lowercased() {
            case "": return .demo
            case "clear": return .demoClear
            default: throw CommandError(Localizer(language).rich(.todoDemoMeant), usage: Usage.todoDemo)
            }
        case "":
            throw CommandError(
                Localizer(language).rich(.todoStartWithAdd), usage: Usage.todoAdd(in: language))
        default:
            // Adding takes `add`: a mistyped subcommand or a number must never become a to-do.
            let word = RichText(verbatim: InputText.clipped(arguments.peekWord()))
            throw CommandError(
                Localizer(language).rich(.todoNoSuchCommand, ["word": word]), usage: Usage.todo)
        }
    }

    fileprivate func todoTexts(_ lines: [String]) throws(CommandError) -> [String] {
        let texts = lines.map { $0.trimmingWhitespace }.filter { !$0.isEmpty }
        guard !texts.isEmpty else {
            throw CommandError(Localizer(language).rich(.todoSayWhat), usage: Usage.todoAdd(in: language))
        }
        for text in texts { try checkTitle(text, usage: Usage.todoAdd(in: language)) }
        return texts
    }
}
