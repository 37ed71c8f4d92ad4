/// The key of every message the code asks a catalog for: a key used in code but missing from
/// a catalog fails the catalog tests, not a user.
///
/// The other keys are made from the commands' declarations (``Localizer/text(named:)``): the
/// command menus' `menu.private.<command>` and `menu.group.<command>`, and the help pages'
/// `helpline.<command>.<n>` and `helptopic.<topic>.<title|overview|intro|footer>`.
public enum MessageKey: String, CaseIterable, Sendable {
    /// `{language}`: the user's chosen language, above the language buttons.
    case languageCurrent = "language.current"
    /// `{language}`: the language the platform reported, above the language buttons.
    case languageAutomatic = "language.automatic"
    /// `{language}`: the language just chosen.
    case languageSet = "language.set"
    /// `{language}`: the platform's language, now followed again.
    case languageSetAutomatic = "language.setAutomatic"
    /// `{language}`, `{codes}`: a group's language and the codes an admin can set.
    case languageGroupCurrent = "language.groupCurrent"
    /// `{language}`: the group's language just chosen.
    case languageGroupSet = "language.groupSet"
    /// `{language}`: the group's language after its choice was taken back.
    case languageGroupAutomatic = "language.groupAutomatic"
    /// `{code}`, `{codes}`: a language the bot does not speak.
    case languageUnknown = "language.unknown"
    /// The button that returns to the platform's language.
    case languageAutomaticButton = "language.automaticButton"
    /// `{name}`, `{timeZone}`: the welcome in a private chat, with the first commands to try.
    case startWelcome = "start.welcome"
    /// The welcome's button to the goals.
    case startGoalsButton = "start.goalsButton"
    /// The welcome's button to the habits.
    case startHabitsButton = "start.habitsButton"
    /// The welcome's button to the to-dos.
    case startTodosButton = "start.todosButton"
    /// The answer to a button that only dismisses a question.
    case startDismissed = "start.dismissed"
    /// The heading of the help overview.
    case helpTitle = "help.title"
    /// The help overview's last line, on the numbers commands take.
    case helpNumbers = "help.numbers"
    /// `{topic}`, `{topics}`: a help topic that does not exist, and the ones that do.
    case helpUnknownTopic = "help.unknownTopic"
    /// The heading of the help in a group.
    case helpGroupTitle = "help.groupTitle"
    /// The group help's last line: personal commands are for the private chat.
    case helpGroupPrivate = "help.groupPrivate"
    /// `{number}`, `{text}`: one to-do added, with its number in the list.
    case todoAddedOne = "todo.addedOne"
    /// Plural `{count}`: the heading over several to-dos just added.
    case todoAddedMany = "todo.addedMany"
    /// The answer to `/todos` with no to-dos.
    case todoEmpty = "todo.empty"
    /// The heading of the to-do list.
    case todoListTitle = "todo.listTitle"
    /// `{open}`, `{done}`: the numbers of open and done to-dos under the list.
    case todoSummary = "todo.summary"
    /// Under a list with done to-dos: how to remove them.
    case todoClearHint = "todo.clearHint"
    /// `{text}`: a to-do marked done that already was.
    case todoAlreadyDone = "todo.alreadyDone"
    /// `{text}`: a to-do just marked done.
    case todoDone = "todo.done"
    /// `{text}`: a to-do marked open that already was.
    case todoStillOpen = "todo.stillOpen"
    /// `{text}`: a done to-do opened again.
    case todoReopened = "todo.reopened"
    /// `{text}`: a to-do just deleted.
    case todoDeleted = "todo.deleted"
    /// `/todo clear` with no done to-dos.
    case todoNothingToClear = "todo.nothingToClear"
    /// Plural `{count}`: the done to-dos `/todo clear` removed.
    case todoCleared = "todo.cleared"
    /// `/todo add` with nothing to add.
    case todoSayWhat = "todo.sayWhat"
    /// `/todo` followed by lines but no `add`.
    case todoStartWithAdd = "todo.startWithAdd"
    /// `{word}`: a `/todo` subcommand that does not exist.
    case todoNoSuchCommand = "todo.noSuchCommand"
    /// `/todo demo` followed by something other than `clear`.
    case todoDemoMeant = "todo.demoMeant"
    /// `/todo clear` followed by something.
    case todoClearTakesNothing = "todo.clearTakesNothing"
    /// A to-do number whose to-do was deleted meanwhile.
    case todoGone = "todo.gone"
    /// `{total}`, `{limit}`: adding would pass the limit of open to-dos.
    case todoTooMany = "todo.tooMany"
    /// `{command}`: an added item moved others in the list `{command}` shows; their numbers changed.
    case listRenumbered = "list.renumbered"
    /// `{page}`, `{pages}`: which page of a long list is shown.
    case listPage = "list.page"
    /// `{count}`: the rows or names a picture leaves out, which the text lists.
    case pictureMore = "picture.more"
    /// A goal's picture when the goal has no checkpoints.
    case pictureNoCheckpoints = "picture.noCheckpoints"
    /// Plural `{count}`: a number of days.
    case unitDays = "unit.days"
}
