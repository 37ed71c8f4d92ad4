/// The usage line of every command, in one place so errors and `/help` agree.
public enum Usage {
    public static let goalAdd = "/goal add <title> [by <date>] (next lines: why)"
    public static let goalShow = "/goal <n>"
    public static let goalEdit = "/goal edit <n> title|by|why <value>"
    public static let goalDone = "/goal done <n>"
    public static let goalReopen = "/goal reopen <n>"
    public static let goalDelete = "/goal delete <n>"
    public static let goalStep = "/goal step <n> <text>"
    public static let goalTick = "/goal tick <n> <k>"
    public static let habitAdd = "/habit add <name> [for <N> days]"
    public static let check = "/check [<habit name or n>]"
    public static let habitReset = "/habit reset <n>"
    public static let habitDelete = "/habit delete <n>"
    public static let todoAdd = "/todo add <text> (one to-do per line)"
    public static let todoDone = "/todo done <n>"
    public static let todoUndo = "/todo undo <n>"
    public static let todoDelete = "/todo delete <n>"
    public static let timeZone =
        "/timezone <zone>, e.g. /timezone Europe/Berlin, /timezone Berlin, /timezone UTC+2"
    public static let dayStart = "/daystart <hour 0-6>"
    public static let goal =
        "/goal add|edit|done|reopen|delete|step|tick …, /goal <n>, /goals"
    public static let habit = "/habit add|reset|delete …, /habits, /check"
    public static let todo = "/todo add|done|undo|delete|clear …, /todos"
}
