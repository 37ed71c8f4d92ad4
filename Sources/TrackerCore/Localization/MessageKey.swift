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
    /// `{language}`: the language spoken while the app's, which the platform reported, is
    /// none of the bot's; above the language buttons.
    case languageAppUnsupported = "language.appUnsupported"
    /// `{language}`: the language spoken once no language is chosen, where the platform
    /// reports none (Matrix, the console).
    case languageSetDefault = "language.setDefault"
    /// `{language}`: the language spoken once the app's is followed again, which is none of
    /// the bot's.
    case languageSetAutomaticUnsupported = "language.setAutomaticUnsupported"
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
    /// `{codes}`: the usage line of `/language`.
    case languageUsage = "language.usage"
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
    /// `/todo demo`: the import is under way.
    case todoDemoFetching = "todo.demoFetching"
    /// `/todo demo` while an import is under way.
    case todoDemoAlreadyRunning = "todo.demoAlreadyRunning"
    /// The demo service could not be read.
    case todoDemoFailed = "todo.demoFailed"
    /// `/todo demo clear` without demo to-dos.
    case todoNoDemo = "todo.noDemo"
    /// Plural `{count}`: demo items skipped for want of a usable title.
    case todoDemoSkipped = "todo.demoSkipped"
    /// A demo import into a full to-do list.
    case todoDemoListFull = "todo.demoListFull"
    /// `{skipped}`: a demo import whose items all lacked a usable title.
    case todoDemoNoneUsable = "todo.demoNoneUsable"
    /// Plural `{count}`: the demo to-dos imported, listed under it.
    case todoDemoImported = "todo.demoImported"
    /// Under the imported demo to-dos: where to see them and how to remove them.
    case todoDemoSeeThem = "todo.demoSeeThem"
    /// Plural `{count}`: `/todo demo` when demo to-dos are there already.
    case todoDemoAlreadyThere = "todo.demoAlreadyThere"
    /// Plural `{count}`: `/todo demo clear` removed them.
    case todoDemoCleared = "todo.demoCleared"
    /// The usage line of `/todo add`.
    case todoUsageAdd = "todo.usageAdd"
    /// `{usage}`: the usage line under a refused command.
    case usageLabel = "usage.label"
    /// The usage line of checking in an amount or taking it back.
    case usageCheckAmount = "usage.checkAmount"
    /// The usage line of adding a goal.
    case usageGoalAdd = "usage.goalAdd"
    /// A message that is not a command.
    case parseNotACommand = "parse.notACommand"
    /// `{command}`: a command the bot does not have.
    case parseUnknownCommand = "parse.unknownCommand"
    /// A command that needs a list number and got none.
    case parseWhichNumber = "parse.whichNumber"
    /// `{text}`: a word where a list number belongs.
    case parseNotANumber = "parse.notANumber"
    /// A list number below 1.
    case parseNumbersStartAtOne = "parse.numbersStartAtOne"
    /// A list number beyond any list's length.
    case parseNoListThatLong = "parse.noListThatLong"
    /// `{length}`, `{limit}`: a title longer than titles may be.
    case parseTitleTooLong = "parse.titleTooLong"
    /// A quoted title without its closing quote.
    case parseClosingQuoteMissing = "parse.closingQuoteMissing"
    /// Text after a quoted title's closing quote.
    case parseWholeTitleInQuotes = "parse.wholeTitleInQuotes"
    /// A personal command sent in a group: the pointer to the private chat.
    case parsePrivateChatOnly = "parse.privateChatOnly"
    /// A group's command sent in a private chat.
    case parseGroupChatOnly = "parse.groupChatOnly"
    /// A pressed button the bot no longer reads.
    case parseButtonOutOfDate = "parse.buttonOutOfDate"
    /// A button pressed by someone other than its owner.
    case parseButtonNotYours = "parse.buttonNotYours"
    /// A command that failed for a reason of the bot's own, changing nothing.
    case parseSomethingWentWrong = "parse.somethingWentWrong"
    /// The console's first line, when a person types at it.
    case consoleWelcome = "console.welcome"
    /// `{letter}`: a typed letter when the last message has no buttons.
    case consoleNoButtons = "console.noButtons"
    /// `{letter}`: a typed letter when the last message has one button.
    case consoleOnlyButtonA = "console.onlyButtonA"
    /// `{letter}`, `{last}`: a typed letter beyond the last message's buttons.
    case consoleButtonsUpTo = "console.buttonsUpTo"
    /// `{number}`: a number typed alone.
    case consoleBareNumber = "console.bareNumber"
    /// After ``consoleBareNumber`` when the last message has buttons.
    case consolePressByLetter = "console.pressByLetter"
    /// Above a message of the private chat printed in a group session.
    case consoleFromPrivateChat = "console.fromPrivateChat"
    /// Above a message of the group printed in a private session.
    case consoleFromGroup = "console.fromGroup"
    /// `{buttons}`, `{command}`: the other chat's buttons and the console to press them in.
    case consolePressElsewhere = "console.pressElsewhere"
    /// The button to a list's previous page.
    case listPrevious = "list.previous"
    /// The button to a list's next page.
    case listNext = "list.next"
    /// What stands between the parts of one line ("4 of 21 · streak 3 days"). Persian writes
    /// zero as a dot, so a dot there would read as a digit ("۳۰ · " as 300).
    case listSeparator = "list.separator"
    /// A to-do number typed when there are no to-dos.
    case listNoItemsTodos = "list.noItems.todos"
    /// `{number}`, `{count}`, `{command}`: a to-do number past the list's end.
    case listNoNumberTodos = "list.noNumber.todos"
    /// `{name}`, `{command}`: no to-do has that name.
    case listNotCalledTodos = "list.notCalled.todos"
    /// A habit number typed when there are no habits.
    case listNoItemsHabits = "list.noItems.habits"
    /// `{number}`, `{count}`, `{command}`: a habit number past the list's end.
    case listNoNumberHabits = "list.noNumber.habits"
    /// `{name}`, `{command}`: no habit has that name.
    case listNotCalledHabits = "list.notCalled.habits"
    /// A goal number typed when there are no open goals.
    case listNoItemsGoals = "list.noItems.goals"
    /// `{number}`, `{count}`, `{command}`: a goal number past the list's end.
    case listNoNumberGoals = "list.noNumber.goals"
    /// `{name}`, `{command}`: no open goal has that title.
    case listNotCalledGoals = "list.notCalled.goals"
    /// A completed goal's number typed when none is completed.
    case listNoItemsHistory = "list.noItems.history"
    /// `{number}`, `{count}`, `{command}`: a completed goal's number past the list's end.
    case listNoNumberHistory = "list.noNumber.history"
    /// `{name}`, `{command}`: no completed goal has that title.
    case listNotCalledHistory = "list.notCalled.history"
    /// A routine number typed when there are no routines.
    case listNoItemsRoutines = "list.noItems.routines"
    /// `{number}`, `{count}`, `{command}`: a routine number past the list's end.
    case listNoNumberRoutines = "list.noNumber.routines"
    /// `{name}`, `{command}`: no routine has that title.
    case listNotCalledRoutines = "list.notCalled.routines"
    /// A day that is today.
    case dateToday = "date.today"
    /// A day that is tomorrow.
    case dateTomorrow = "date.tomorrow"
    /// A day that was yesterday.
    case dateYesterday = "date.yesterday"
    /// `{date}`: a day after a verb, when it is not today, tomorrow or yesterday.
    case dateOn = "date.on"
    /// A deadline that is today.
    case dateDueToday = "date.dueToday"
    /// Plural `{count}`: the days until a deadline.
    case dateDaysLeft = "date.daysLeft"
    /// Plural `{count}`: the days since a passed deadline.
    case dateDaysOverdue = "date.daysOverdue"
    /// A deadline that was yesterday.
    case dateYesterdayOverdue = "date.yesterdayOverdue"
    /// `{date}`, `{left}`: a deadline with how far away it is.
    case dateWithCountdown = "date.withCountdown"
    /// `{examples}`: a date asked for and not given.
    case dateNeeded = "date.needed"
    /// `{text}`, `{examples}`: a text that is no date.
    case dateUnreadable = "date.unreadable"
    /// `{text}`: a date that names no day (31.04., feb 30).
    case dateNotOnCalendar = "date.notOnCalendar"
    /// `{text}`, `{years}`: a date beyond the years ahead a day may be.
    case dateTooFar = "date.tooFar"
    /// `{text}`, `{year}`: a day and month more than a year ahead, with the year to add.
    case dateNeedsYear = "date.needsYear"
    /// The dates the date errors suggest, each one the parsers read in the language.
    case dateExamples = "date.examples"
    /// Plural `{count}`, `{name}`: a typed name that matches several to-dos.
    case listCouldMeanTodos = "list.couldMean.todos"
    /// Plural `{count}`, `{name}`: a typed name that matches several habits.
    case listCouldMeanHabits = "list.couldMean.habits"
    /// Plural `{count}`, `{name}`: a typed name that matches several goals.
    case listCouldMeanGoals = "list.couldMean.goals"
    /// Plural `{count}`, `{name}`: a typed name that matches several completed goals.
    case listCouldMeanHistory = "list.couldMean.history"
    /// Plural `{count}`, `{name}`: a typed name that matches several routines.
    case listCouldMeanRoutines = "list.couldMean.routines"
    /// After the question which item a name means, over a button each.
    case listChooseOrType = "list.chooseOrType"
    /// `{count}`: the items a name matches past the ones listed.
    case listAndMore = "list.andMore"
    /// Under the items a name matches, listed without buttons.
    case listTypeMore = "list.typeMore"
    /// `{number}`, `{title}`: a goal just added, with its number in the list.
    case goalAdded = "goal.added"
    /// The button under a goal just added that opens its card.
    case goalOpenButton = "goal.openButton"
    /// `{deadline}`: a goal's deadline with how far away it is.
    case goalDeadline = "goal.deadline"
    /// Under a goal added without a why.
    case goalWhyTip = "goal.whyTip"
    /// `{number}`: under a goal just added, how to add checkpoints.
    case goalStepHint = "goal.stepHint"
    /// The answer to `/goals` with no open goals.
    case goalEmpty = "goal.empty"
    /// The heading of the goal list.
    case goalListTitle = "goal.listTitle"
    /// The goal list's heading over goals without a deadline.
    case goalNoDeadline = "goal.noDeadline"
    /// Under the goal list: how to open one.
    case goalOpenHint = "goal.openHint"
    /// `{number}`: an open goal's number, after its title on its card.
    case goalNumber = "goal.number"
    /// The label before a goal's why on its card.
    case goalWhy = "goal.why"
    /// `{date}`: when a completed goal was reached.
    case goalReachedOn = "goal.reachedOn"
    /// `{done}`, `{total}`: the heading of a goal's checkpoints.
    case goalCheckpoints = "goal.checkpoints"
    /// `{number}`: an open goal without checkpoints, and how to add one.
    case goalNoCheckpoints = "goal.noCheckpoints"
    /// The button that reopens a completed goal.
    case goalReopenButton = "goal.reopenButton"
    /// The button that marks a goal reached.
    case goalReachedButton = "goal.reachedButton"
    /// The button back to the goal list.
    case goalGoalsButton = "goal.goalsButton"
    /// The button that asks to delete a goal.
    case goalDeleteButton = "goal.deleteButton"
    /// Plural `{count}`: open checkpoints that keep a goal from being reached.
    case goalOpenCheckpoints = "goal.openCheckpoints"
    /// `{title}`, `{open}`: a goal marked reached with open checkpoints.
    case goalBlocked = "goal.blocked"
    /// Under the open checkpoints of a goal marked reached.
    case goalTickFirst = "goal.tickFirst"
    /// `{title}`: a goal just reached.
    case goalCompleted = "goal.completed"
    /// `{days}`: how long a goal just reached took.
    case goalTookDays = "goal.tookDays"
    /// After a goal reached the day it was set.
    case goalWellDone = "goal.wellDone"
    /// `{title}`: the question before a goal is deleted.
    case goalConfirmDelete = "goal.confirmDelete"
    /// The button that deletes a goal.
    case goalConfirmDeleteButton = "goal.confirmDeleteButton"
    /// The button that keeps a goal.
    case goalKeepButton = "goal.keepButton"
    /// `{title}`: a goal just deleted.
    case goalDeleted = "goal.deleted"
    /// A goal's new title saved.
    case goalTitleChanged = "goal.titleChanged"
    /// A goal's deadline removed.
    case goalDeadlineRemoved = "goal.deadlineRemoved"
    /// A goal's new deadline saved.
    case goalDeadlineChanged = "goal.deadlineChanged"
    /// A goal's why removed.
    case goalWhyRemoved = "goal.whyRemoved"
    /// A goal's new why saved.
    case goalWhyChanged = "goal.whyChanged"
    /// `/goal reopen` of a goal that is open.
    case goalStillOpen = "goal.stillOpen"
    /// A completed goal opened again.
    case goalReopened = "goal.reopened"
    /// A goal marked reached that already was.
    case goalAlreadyCompleted = "goal.alreadyCompleted"
    /// `{limit}`: a checkpoint past the most a goal may have.
    case goalTooManyCheckpoints = "goal.tooManyCheckpoints"
    /// `{number}`: a checkpoint just added.
    case goalCheckpointAdded = "goal.checkpointAdded"
    /// `/goal tick` on a goal without checkpoints.
    case goalNoCheckpointsToTick = "goal.noCheckpointsToTick"
    /// `{step}`, `{count}`: a checkpoint number past the goal's last.
    case goalNoSuchCheckpoint = "goal.noSuchCheckpoint"
    /// `{step}`: a checkpoint ticked that already was.
    case goalCheckpointAlreadyDone = "goal.checkpointAlreadyDone"
    /// `{title}`: a checkpoint just ticked.
    case goalTicked = "goal.ticked"
    /// The last open checkpoint just ticked.
    case goalLastCheckpoint = "goal.lastCheckpoint"
    /// A goal number whose goal was deleted meanwhile.
    case goalGone = "goal.gone"
    /// `{count}`: adding or reopening would pass the limit of open goals.
    case goalTooMany = "goal.tooMany"
    /// `/goal step <n>` without a text.
    case goalSayCheckpoint = "goal.sayCheckpoint"
    /// `{limit}`: a checkpoint number out of range.
    case goalCheckpointRange = "goal.checkpointRange"
    /// `/goal tick <n>` without a checkpoint number.
    case goalCheckpointNumber = "goal.checkpointNumber"
    /// `/goal edit <n> title` without a title.
    case goalGiveTitle = "goal.giveTitle"
    /// `/goal edit <n> by` without a date.
    case goalGiveDeadline = "goal.giveDeadline"
    /// `/goal edit <n> why` without a text.
    case goalGiveWhy = "goal.giveWhy"
    /// `/goal edit <n>` with a field that does not exist.
    case goalEditWhat = "goal.editWhat"
    /// `{word}`: a `/goal` subcommand that does not exist.
    case goalNoSuchCommand = "goal.noSuchCommand"
    /// A quoted goal title without its closing quote.
    case goalClosingQuote = "goal.closingQuote"
    /// Something other than a deadline after a quoted goal title.
    case goalAfterQuote = "goal.afterQuote"
    /// `/goal add` without a title.
    case goalNeedTitle = "goal.needTitle"
    /// Under an unreadable deadline: how to keep “by” in a title.
    case goalQuoteBy = "goal.quoteBy"
    /// `{date}`: a deadline before today.
    case goalPastDeadline = "goal.pastDeadline"
    /// `{length}`, `{limit}`: a why longer than the limit.
    case goalWhyTooLong = "goal.whyTooLong"
    /// `{number}`, `{name}`, `{length}`: a strict daily habit just started.
    case habitStartedDaily = "habit.startedDaily"
    /// `{number}`, `{name}`, `{schedule}`, `{length}`: a habit with a schedule just started.
    case habitStarted = "habit.started"
    /// The rule of a habit with a daily target.
    case habitDailyRule = "habit.dailyRule"
    /// `{days}`: the rule of a habit on chosen days.
    case habitDaysRule = "habit.daysRule"
    /// `{days}`, `{weekday}`, `{times}`: the rule of a weekly target.
    case habitWeeklyRule = "habit.weeklyRule"
    /// `{name}`, `{target}`: how to add amounts to a habit that counts them.
    case habitAmountsRule = "habit.amountsRule"
    /// The button under a habit just started or reset.
    case habitCheckInNowButton = "habit.checkInNowButton"
    /// The answer to `/habits` with no habits.
    case habitEmpty = "habit.empty"
    /// The heading of the habit list.
    case habitListTitle = "habit.listTitle"
    /// `{length}`: a run's streak.
    case habitStreak = "habit.streak"
    /// A strict habit checked in today, in the list.
    case habitCheckedToday = "habit.checkedToday"
    /// A habit not checked in today.
    case habitNotCheckedToday = "habit.notCheckedToday"
    /// `{when}`: a broken run in the list.
    case habitListBroken = "habit.listBroken"
    /// `{name}`: the button that starts a broken run over.
    case habitResetButton = "habit.resetButton"
    /// `{all}`, `{date}`: a finished program.
    case habitDoneOn = "habit.doneOn"
    /// `/check` when every habit is checked in today.
    case habitAllChecked = "habit.allChecked"
    /// The question over one button per habit to check in.
    case habitWhichOne = "habit.whichOne"
    /// `{week}`: a habit met today, with its week.
    case habitTodayWeek = "habit.todayWeek"
    /// `{amount}`: today's amount.
    case habitAmountToday = "habit.amountToday"
    /// `{amount}`, `{week}`: today's amount, with the week.
    case habitAmountTodayWeek = "habit.amountTodayWeek"
    /// A habit done today.
    case habitDoneToday = "habit.doneToday"
    /// `{amount}`: a habit done today, with its amount.
    case habitDoneTodayAmount = "habit.doneTodayAmount"
    /// In place of an amount: checked in.
    case habitChecked = "habit.checked"
    /// `{amount}`: checked in on a day that is not due.
    case habitNotDueAmount = "habit.notDueAmount"
    /// A habit not due today.
    case habitNotDueToday = "habit.notDueToday"
    /// `{name}`, `{position}`: a run counted in days started over.
    case habitResetDays = "habit.resetDays"
    /// `{name}`, `{position}`: a run counted in weeks started over.
    case habitResetWeeks = "habit.resetWeeks"
    /// `{name}`: the question before a run in days starts over.
    case habitConfirmResetDays = "habit.confirmResetDays"
    /// `{name}`: the question before a run in weeks starts over.
    case habitConfirmResetWeeks = "habit.confirmResetWeeks"
    /// `{position}`: where a run stands, before it starts over.
    case habitYouAreOn = "habit.youAreOn"
    /// `{position}`, `{count}`: where a run stands with its streak in days.
    case habitYouAreOnDayStreak = "habit.youAreOnDayStreak"
    /// `{position}`, `{count}`: where a run stands with its streak in weeks.
    case habitYouAreOnWeekStreak = "habit.youAreOnWeekStreak"
    /// The button that starts a run over.
    case habitStartOverButton = "habit.startOverButton"
    /// The button that keeps a run going.
    case habitKeepGoingButton = "habit.keepGoingButton"
    /// `{name}`: the question before a habit is deleted.
    case habitConfirmDelete = "habit.confirmDelete"
    /// The button that deletes a habit.
    case habitConfirmDeleteButton = "habit.confirmDeleteButton"
    /// The button that keeps a habit.
    case habitKeepButton = "habit.keepButton"
    /// `{name}`: a habit just deleted.
    case habitDeleted = "habit.deleted"
    /// Under a check-in that came with a note.
    case habitNoteSaved = "habit.noteSaved"
    /// A note added to today's check-in, which was already made.
    case habitNoteAdded = "habit.noteAdded"
    /// The button that takes back the amount just checked in.
    case habitUndoButton = "habit.undoButton"
    /// `{name}`, `{when}`: a reminder's button pressed after its day.
    case habitDayOver = "habit.dayOver"
    /// `{name}`: the button that checks a habit in for today.
    case habitTodayButton = "habit.todayButton"
    /// `{name}`, `{day}`, `{length}`: a day of a strict program done.
    case habitRecorded = "habit.recorded"
    /// `{length}`: the streak after a check-in.
    case habitStreakSentence = "habit.streakSentence"
    /// One day of a strict program left.
    case habitOneToGo = "habit.oneToGo"
    /// `{left}`: the days of a strict program left.
    case habitLeftToGo = "habit.leftToGo"
    /// `{name}`, `{all}`, `{promise}`: a program finished.
    case habitProgramCompleted = "habit.programCompleted"
    /// `{member}`, `{name}`, `{all}`, `{promise}`: a program finished, told in a group.
    case habitProgramCompletedInGroup = "habit.programCompletedInGroup"
    /// After a strict program finished.
    case habitPromiseEveryDay = "habit.promiseEveryDay"
    /// After a program with a schedule finished.
    case habitPromiseAllTheWay = "habit.promiseAllTheWay"
    /// The button that starts a finished program again.
    case habitStartAgainButton = "habit.startAgainButton"
    /// The button to the help on starting a habit.
    case habitNewHabitButton = "habit.newHabitButton"
    /// `{name}`: a habit checked in that already was today.
    case habitAlreadyCheckedIn = "habit.alreadyCheckedIn"
    /// After a strict habit checked in twice: when the next one is.
    case habitNextTomorrow = "habit.nextTomorrow"
    /// `{name}`, `{when}`: a check-in of a broken run (a weekly target's reason is in `{when}`).
    case habitBroke = "habit.broke"
    /// `{name}`, `{when}`: a check-in of a run broken by a day without one.
    case habitBrokeNoCheckIn = "habit.brokeNoCheckIn"
    /// `{name}`, `{when}`, `{target}`: a check-in of a run broken by a day short of its target.
    case habitBrokeShort = "habit.brokeShort"
    /// `{name}`, `{all}`, `{date}`: a check-in of a finished program.
    case habitAlreadyCompleted = "habit.alreadyCompleted"
    /// `{name}`, `{amount}`, `{missing}`: an amount short of the day's target.
    case habitPartial = "habit.partial"
    /// A check-in without an amount.
    case habitCheckedIn = "habit.checkedIn"
    /// `{week}`, `{position}`: a check-in that reached the week's target.
    case habitWeekDone = "habit.weekDone"
    /// `{week}`, `{needed}`, `{days}`, `{position}`: a check-in towards the week's target.
    case habitWeekMore = "habit.weekMore"
    /// `{weekday}`, `{position}`: a chosen day of a run in weeks done.
    case habitWeekdayDone = "habit.weekdayDone"
    /// `{position}`: a day of a run done.
    case habitPositionDone = "habit.positionDone"
    /// `{weekday}`, `{days}`: a check-in on a day not chosen.
    case habitExtraNotYourDay = "habit.extraNotYourDay"
    /// `{days}`: a check-in after the week's target was reached.
    case habitExtraWeekDone = "habit.extraWeekDone"
    /// A check-in after the day had counted.
    case habitExtraDayCounted = "habit.extraDayCounted"
    /// `{amount}`, `{name}`, `{total}`: an amount taken back.
    case habitTookBackAmount = "habit.tookBackAmount"
    /// `{amount}`, `{name}`: a check-in taken back.
    case habitTookBack = "habit.tookBack"
    /// A habit's schedule: every day.
    case habitEveryDay = "habit.everyDay"
    /// `{days}`: a habit's schedule on chosen days.
    case habitOnDays = "habit.onDays"
    /// A weekly target of once.
    case habitOnceAWeek = "habit.onceAWeek"
    /// A weekly target of twice.
    case habitTwiceAWeek = "habit.twiceAWeek"
    /// Plural `{count}`: a weekly target of three times or more.
    case habitTimesAWeek = "habit.timesAWeek"
    /// `{amount}`: a daily target.
    case habitAmountADay = "habit.amountADay"
    /// Plural `{count}`: a number of weeks.
    case habitWeeks = "habit.weeks"
    /// `{length}`: every day or week of a program.
    case habitAllOf = "habit.allOf"
    /// `{index}`, `{length}`: a day's place in a run.
    case habitDayOf = "habit.dayOf"
    /// `{index}`, `{length}`: a week's place in a run.
    case habitWeekOf = "habit.weekOf"
    /// Plural `{count}`: check-ins beyond what a run asks.
    case habitExtras = "habit.extras"
    /// Plural `{count}`: check-ins of a habit without amounts.
    case habitCheckIns = "habit.checkIns"
    /// `{done}`: the days checked in this week when none are asked.
    case habitThisWeek = "habit.thisWeek"
    /// A week that asks for nothing.
    case habitNothingThisWeek = "habit.nothingThisWeek"
    /// `{week}`, `{needed}`, `{days}`: how the week stands against its target.
    case habitWeekMoreIn = "habit.weekMoreIn"
    /// `{done}`, `{target}`: the week's days against its target.
    case habitWeekCount = "habit.weekCount"
    /// `{done}`, `{target}`: the week's days past its target.
    case habitWeekPastTarget = "habit.weekPastTarget"
    /// A weekly target of once: any day.
    case habitAnyDay = "habit.anyDay"
    /// Plural `{count}`: a weekly target of several days.
    case habitAnyDays = "habit.anyDays"
    /// `{when}`, `{times}`: a weekly target's week that broke its run.
    case habitBrokeWeek = "habit.brokeWeek"
    /// `{date}`: the day a habit's new schedule takes effect, on its card.
    case habitFrom = "habit.from"
    /// `{today}`: today's line on a habit's card.
    case habitToday = "habit.today"
    /// The button that checks a habit in, on its card.
    case habitCheckInButton = "habit.checkInButton"
    /// The button that takes back today's last check-in, on a habit's card.
    case habitUndoLastButton = "habit.undoLastButton"
    /// `{when}`: a broken run, on the habit's card.
    case habitCardBroken = "habit.cardBroken"
    /// A habit due today and not yet checked in, on its card.
    case habitNotCheckedInYet = "habit.notCheckedInYet"
    /// A habit not due today, on its card.
    case habitNotDueExtra = "habit.notDueExtra"
    /// A habit's card without check-ins.
    case habitNoCheckIns = "habit.noCheckIns"
    /// The heading of a habit's recent check-ins, on its card.
    case habitRecent = "habit.recent"
    /// `{old}`, `{new}`: a habit renamed.
    case habitRenamed = "habit.renamed"
    /// `{name}`, `{frequency}`, `{length}`: a habit's new days or weekly target.
    case habitEditedFrequency = "habit.editedFrequency"
    /// `{name}`, `{frequency}`, `{length}`, `{date}`: new days or weekly target from a later day.
    case habitEditedFrequencyFrom = "habit.editedFrequencyFrom"
    /// `{name}`, `{target}`: a habit's new daily target.
    case habitEditedTarget = "habit.editedTarget"
    /// `{name}`: a habit's daily target removed.
    case habitEditedNoTarget = "habit.editedNoTarget"
    /// `{name}`, `{length}`: a habit's new length.
    case habitEditedLength = "habit.editedLength"
    /// `{count}`: a habit past the limit of active ones.
    case habitTooMany = "habit.tooMany"
    /// `{name}`: an active habit of that name exists.
    case habitAlreadyExists = "habit.alreadyExists"
    /// A habit number whose habit was deleted meanwhile.
    case habitGone = "habit.gone"
    /// `/check` when every program is finished.
    case habitAllComplete = "habit.allComplete"
    /// A note with `/check` when several habits could be meant.
    case habitNoteForWhich = "habit.noteForWhich"
    /// `{name}`, `{when}`: a check-in before the run's first day.
    case habitNotStarted = "habit.notStarted"
    /// `{name}`: an amount for a habit without a target.
    case habitNoAmounts = "habit.noAmounts"
    /// `{name}`, `{limit}`: an amount that takes the day's total past the limit.
    case habitTotalLimit = "habit.totalLimit"
    /// `{name}`: taking back with no check-in today.
    case habitNothingToTakeBack = "habit.nothingToTakeBack"
    /// `{name}`, `{amount}`: taking back an amount that was not the last.
    case habitLastAmountWas = "habit.lastAmountWas"
    /// `{word}`, `{name}`: a word after a habit's name that is no amount.
    case habitNotAnAmountOf = "habit.notAnAmountOf"
    /// A habit command in a group without a challenge.
    case habitNoChallenge = "habit.noChallenge"
    /// `{command}`, `{challenge}`: a habit command in a group, for its challenge only.
    case habitChallengeOnly = "habit.challengeOnly"
    /// `{command}`, `{challenge}`: as ``habitChallengeOnly``, to a member of the challenge,
    /// who need not be told to join it.
    case habitChallengeOnlyJoined = "habit.challengeOnlyJoined"
    /// `{name}`: a target without a unit for a habit that has none.
    case habitSayWhatCounts = "habit.sayWhatCounts"
    /// `{name}`: a length in days for a habit counted in weeks.
    case habitCountedInWeeks = "habit.countedInWeeks"
    /// A program length in days out of range.
    case habitLengthDays = "habit.lengthDays"
    /// A program length in weeks out of range.
    case habitLengthWeeks = "habit.lengthWeeks"
    /// `{name}`, `{when}`: an edit of a finished run.
    case habitFinishedRun = "habit.finishedRun"
    /// `{name}`, `{when}`: an edit that would break the run going now.
    case habitWouldBreak = "habit.wouldBreak"
    /// `{name}`, `{reached}`, `{length}`: an edit that would end the run going now.
    case habitAlreadyReached = "habit.alreadyReached"
    /// Something other than `history` after `/habit <n>`.
    case habitAfterNumber = "habit.afterNumber"
    /// `{word}`: a `/habit` subcommand that does not exist.
    case habitNoSuchCommand = "habit.noSuchCommand"
    /// `{length}`, `{limit}`: a check-in's note past the limit.
    case habitNoteTooLong = "habit.noteTooLong"
    /// `{word}`: a word after a list number that is no amount.
    case habitNotAnAmount = "habit.notAnAmount"
    /// A note with taking an amount back.
    case habitNoteWithUndo = "habit.noteWithUndo"
    /// An amount out of range.
    case habitAmountRange = "habit.amountRange"
    /// `/habit edit <n> name` without a name.
    case habitGiveName = "habit.giveName"
    /// `/habit edit <n> length` without a readable length.
    case habitGiveLength = "habit.giveLength"
    /// `/habit edit <n>` with a field that does not exist.
    case habitEditWhat = "habit.editWhat"
    /// `/habit edit <n> target` without a target.
    case habitGiveTarget = "habit.giveTarget"
    /// A quoted habit name without its closing quote.
    case habitClosingQuote = "habit.closingQuote"
    /// Words of a name after its quotes.
    case habitWholeNameInQuotes = "habit.wholeNameInQuotes"
    /// `/habit add` without a name.
    case habitNeedName = "habit.needName"
    /// Two daily targets in one habit.
    case habitOneTarget = "habit.oneTarget"
    /// Two lengths in one habit.
    case habitLengthOnce = "habit.lengthOnce"
    /// Days and a weekly target, or either twice, in one habit.
    case habitDaysOrWeekly = "habit.daysOrWeekly"
    /// A length not written in digits.
    case habitLengthDigits = "habit.lengthDigits"
    /// A length in days for a habit counted in weeks.
    case habitLengthInWeeks = "habit.lengthInWeeks"
    /// `on` without days.
    case habitSayDays = "habit.sayDays"
    /// A weekly target out of range.
    case habitWeeklyRange = "habit.weeklyRange"
    /// A daily target without a unit.
    case habitSayUnit = "habit.sayUnit"
    /// A daily target out of range.
    case habitTargetRange = "habit.targetRange"
    /// `{limit}`: a unit past the limit.
    case habitUnitLength = "habit.unitLength"
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
    /// A day that is today, as a reply names it.
    case whenToday = "when.today"
    /// A day that is tomorrow, as a reply names it.
    case whenTomorrow = "when.tomorrow"
    /// A day that was yesterday, as a reply names it.
    case whenYesterday = "when.yesterday"
    /// `{zone}`, `{time}`: the time zone just set and the time there now.
    case settingsTimeZoneSet = "settings.timeZoneSet"
    /// The day starts at midnight again.
    case settingsDayStartMidnight = "settings.dayStartMidnight"
    /// `{time}`: the hour the day now starts at.
    case settingsDayStartSet = "settings.dayStartSet"
    /// `{time}`: the daily nudge's new time.
    case settingsRemindSet = "settings.remindSet"
    /// The daily nudge switched off.
    case settingsRemindOff = "settings.remindOff"
    /// `{time}`: the daily nudge switched off, and the time `/remind on` brings back.
    case settingsRemindOffAt = "settings.remindOffAt"
    /// The streak warning switched off.
    case settingsWarnOff = "settings.warnOff"
    /// `{time}`: the streak warning switched off, and the time `/warn on` brings back.
    case settingsWarnOffAt = "settings.warnOffAt"
    /// `{time}`: `/remind on` while the nudge is on.
    case settingsRemindAlreadyOn = "settings.remindAlreadyOn"
    /// `{time}`: `/warn on` while the warning is on.
    case settingsWarnAlreadyOn = "settings.warnAlreadyOn"
    /// `{time}`: the streak warning's new time.
    case settingsWarnSet = "settings.warnSet"
    /// `{day}`: the weekday weeks now start on.
    case settingsWeekStartSet = "settings.weekStartSet"
    /// `{date}`: the day weekly targets follow the new week start from.
    case settingsWeekStartFrom = "settings.weekStartFrom"
    /// The heading of `/settings`.
    case settingsTitle = "settings.title"
    /// `{value}`: the time zone's line in `/settings`.
    case settingsTimeZone = "settings.timeZone"
    /// `{value}`: the day start's line in `/settings`.
    case settingsDayStarts = "settings.dayStarts"
    /// A day that starts at midnight, in `/settings`.
    case settingsMidnight = "settings.midnight"
    /// `{value}`: the daily nudge's line in `/settings`.
    case settingsNudge = "settings.nudge"
    /// `{value}`: the streak warning's line in `/settings`.
    case settingsWarning = "settings.warning"
    /// A reminder that is switched off, in `/settings`.
    case settingsOff = "settings.off"
    /// `{value}`: the running or planned pause's line in `/settings`.
    case settingsPause = "settings.pause"
    /// `{value}`: the pause's line in `/settings` when there is none.
    case settingsNoPause = "settings.noPause"
    /// No pause, in `/settings`.
    case settingsNone = "settings.none"
    /// `{day}`: the week start's line in `/settings`.
    case settingsWeekStarts = "settings.weekStarts"
    /// `/remind` or `/warn` with nothing after it.
    case settingsTimeNeeded = "settings.timeNeeded"
    /// `{text}`: a reminder time that could not be read.
    case settingsTimeUnreadable = "settings.timeUnreadable"
    /// `/weekstart` with a day other than Monday or Sunday.
    case settingsWeekStartChoices = "settings.weekStartChoices"
    /// `/daystart` with an hour outside 0 to 6.
    case settingsDayStartRange = "settings.dayStartRange"
    /// `/timezone` with nothing after it.
    case settingsWhichZone = "settings.whichZone"
    /// `{zone}`: a time zone the bot does not know.
    case settingsUnknownZone = "settings.unknownZone"
    /// `{end}`, `{days}`: a pause starting today, its last day and its length.
    case pauseFromToday = "pause.fromToday"
    /// `{start}`, `{end}`, `{days}`: a pause planned for later.
    case pausePlanned = "pause.planned"
    /// Under a new pause: what it does, and how to end it early.
    case pauseFrozen = "pause.frozen"
    /// `/resume` during a pause.
    case pauseResumed = "pause.resumed"
    /// `/resume` with no pause running or planned.
    case pauseNotPaused = "pause.notPaused"
    /// `{span}`: a planned pause `/resume` cancelled.
    case pauseCancelled = "pause.cancelled"
    /// `{date}`: the last day of a pause that is running.
    case pauseUntil = "pause.until"
    /// `{start}`, `{end}`: the days of a pause to come.
    case pauseSpan = "pause.span"
    /// `/pause` with nothing after it.
    case pauseUntilWhen = "pause.untilWhen"
    /// `/pause from` without an end.
    case pauseSayUntil = "pause.sayUntil"
    /// `{date}`: a pause that would start on a day already past.
    case pauseStartsInPast = "pause.startsInPast"
    /// `{date}`: a pause that would end on a day already past.
    case pauseEndsInPast = "pause.endsInPast"
    /// A pause whose end comes before its start.
    case pauseEndsBeforeStart = "pause.endsBeforeStart"
    /// Plural `{count}`, `{limit}`: a pause longer than the most days allowed.
    case pauseTooLong = "pause.tooLong"
    /// `{habit}`: the daily nudge for the one habit still to check in.
    case reminderNudgeOne = "reminder.nudgeOne"
    /// The heading of the daily nudge over several habits.
    case reminderNudgeMany = "reminder.nudgeMany"
    /// Plural `{count}`: the habits the nudge leaves out.
    case reminderNudgeMore = "reminder.nudgeMore"
    /// The last line of the nudge over several habits.
    case reminderNudgeCheckEach = "reminder.nudgeCheckEach"
    /// `{goal}`: a goal due today.
    case reminderDueToday = "reminder.dueToday"
    /// `{goal}`, `{date}`: a goal due tomorrow.
    case reminderDueTomorrow = "reminder.dueTomorrow"
    /// Plural `{count}`, `{goal}`, `{date}`: a goal due in a few days.
    case reminderDueIn = "reminder.dueIn"
    /// `{goal}`: a goal whose deadline was yesterday.
    case reminderOverdue = "reminder.overdue"
    /// Plural `{count}`, `{habit}`: a run counted in days, as a warning names it.
    case reminderRunDays = "reminder.runDays"
    /// Plural `{count}`, `{habit}`: a run counted in weeks, as a warning names it.
    case reminderRunWeeks = "reminder.runWeeks"
    /// `{habit}`: a run not yet a day long, as a warning names it.
    case reminderRun = "reminder.run"
    /// When a run breaks: at a day's end at midnight.
    case reminderAtMidnight = "reminder.atMidnight"
    /// `{time}`: when a run breaks, at a day's end after midnight.
    case reminderAtTime = "reminder.atTime"
    /// When a run breaks, with the day's end unknown.
    case reminderAtDayEnd = "reminder.atDayEnd"
    /// `{run}`, `{when}`: a run that breaks unless the user checks in.
    case reminderWarnCheckIn = "reminder.warnCheckIn"
    /// `{run}`, `{when}`, `{target}`, `{unit}`, `{amount}`: a run that breaks unless the day reaches its amount.
    case reminderWarnAmount = "reminder.warnAmount"
    /// Plural `{count}`, `{run}`, `{when}`: a weekly run that needs `{count}` more check-ins, today the last chance.
    case reminderWarnWeek = "reminder.warnWeek"
    /// `{run}`: a run that broke for want of yesterday's check-in.
    case reminderBrokeNoCheckIn = "reminder.brokeNoCheckIn"
    /// `{run}`, `{target}`, `{unit}`: a run that broke because yesterday fell short of its amount.
    case reminderBrokeShort = "reminder.brokeShort"
    /// Plural `{count}`, `{run}`: a weekly run that broke because the week could no longer reach `{count}`.
    case reminderBrokeWeek = "reminder.brokeWeek"
    /// Under broken runs counted in days: how to start again.
    case reminderResetDay = "reminder.resetDay"
    /// Under broken runs counted in weeks: how to start again.
    case reminderResetWeek = "reminder.resetWeek"
    /// Under broken runs counted in days and in weeks: how to start again.
    case reminderResetStart = "reminder.resetStart"
    /// `{habit}`: the button that resets a broken run.
    case reminderResetButton = "reminder.resetButton"
    /// `{routine}`, `{time}`: a routine's reminder, above its checklist.
    case reminderRoutineTime = "reminder.routineTime"
    /// `{done}`, `{total}`: a routine's steps ticked today, under its checklist.
    case reminderDoneToday = "reminder.doneToday"
    /// Under a tip: how to get the next one.
    case tipAnother = "tip.another"
    /// Habit-building tip 1.
    case tip1 = "tip.1"
    /// Habit-building tip 2.
    case tip2 = "tip.2"
    /// Habit-building tip 3.
    case tip3 = "tip.3"
    /// Habit-building tip 4.
    case tip4 = "tip.4"
    /// Habit-building tip 5.
    case tip5 = "tip.5"
    /// Habit-building tip 6.
    case tip6 = "tip.6"
    /// Habit-building tip 7.
    case tip7 = "tip.7"
    /// Habit-building tip 8.
    case tip8 = "tip.8"
    /// Habit-building tip 9.
    case tip9 = "tip.9"
    /// Habit-building tip 10.
    case tip10 = "tip.10"
    /// Habit-building tip 11.
    case tip11 = "tip.11"
    /// Habit-building tip 12.
    case tip12 = "tip.12"
    /// Habit-building tip 13.
    case tip13 = "tip.13"
    /// Habit-building tip 14.
    case tip14 = "tip.14"
    /// Habit-building tip 15.
    case tip15 = "tip.15"
    /// Habit-building tip 16.
    case tip16 = "tip.16"
    /// Habit-building tip 17.
    case tip17 = "tip.17"
    /// Habit-building tip 18.
    case tip18 = "tip.18"
    /// Habit-building tip 19.
    case tip19 = "tip.19"
    /// Habit-building tip 20.
    case tip20 = "tip.20"
    /// Habit-building tip 21.
    case tip21 = "tip.21"
    /// Habit-building tip 22.
    case tip22 = "tip.22"
    /// Habit-building tip 23.
    case tip23 = "tip.23"
    /// Habit-building tip 24.
    case tip24 = "tip.24"
    /// A command that needs a time of day, given none.
    case whenTimeNeeded = "when.timeNeeded"
    /// `{text}`: a time of day that could not be read.
    case whenTimeUnreadable = "when.timeUnreadable"
    /// A command that needs days of the week, given none.
    case whenDaysNeeded = "when.daysNeeded"
    /// `{text}`: days of the week that could not be read.
    case whenDaysUnreadable = "when.daysUnreadable"
    /// A routine's days: every day.
    case routineDaily = "routine.daily"
    /// A routine's days: Monday to Friday.
    case routineWeekdays = "routine.weekdays"
    /// A routine's days: Saturday and Sunday.
    case routineWeekends = "routine.weekends"
    /// `{days}`, `{time}`: when a routine comes.
    case routineSchedule = "routine.schedule"
    /// `{number}`, `{title}`, `{schedule}`, `{steps}`: a routine just added.
    case routineAdded = "routine.added"
    /// Plural `{count}`: a routine's number of steps.
    case routineSteps = "routine.steps"
    /// `{number}`: how to open a new routine's checklist.
    case routineOpenChecklist = "routine.openChecklist"
    /// The button that opens a new routine.
    case routineOpenButton = "routine.openButton"
    /// `/routines` with no routines, with an example to add one.
    case routineEmpty = "routine.empty"
    /// The heading of the routines list.
    case routineListTitle = "routine.listTitle"
    /// A routine in the list whose steps are all ticked today.
    case routineDoneToday = "routine.doneToday"
    /// `{done}`, `{total}`: a routine in the list, its steps ticked today.
    case routineProgressToday = "routine.progressToday"
    /// A routine in the list that is not due today.
    case routineNotToday = "routine.notToday"
    /// Under the routines list: how to open one.
    case routineOpenHint = "routine.openHint"
    /// `{number}`: a routine's number in the list, after its title.
    case routineNumber = "routine.number"
    /// A routine's checklist on a day it is not due.
    case routineNotDue = "routine.notDue"
    /// Under a checklist whose steps are all ticked.
    case routineComplete = "routine.complete"
    /// The button back to the routines list.
    case routineBackButton = "routine.backButton"
    /// The button that asks to delete a routine.
    case routineDeleteButton = "routine.deleteButton"
    /// `{title}`: the question before a routine is deleted.
    case routineConfirmDelete = "routine.confirmDelete"
    /// The button that deletes a routine.
    case routineConfirmButton = "routine.confirmButton"
    /// The button that keeps a routine after all.
    case routineKeepButton = "routine.keepButton"
    /// `{title}`: a routine just deleted.
    case routineDeleted = "routine.deleted"
    /// Above a checklist: its routine's title changed.
    case routineTitleChanged = "routine.titleChanged"
    /// `{days}`: above a checklist, its routine's new days.
    case routineDaysChanged = "routine.daysChanged"
    /// `{time}`: above a checklist, its routine's new time.
    case routineTimeChanged = "routine.timeChanged"
    /// Above a checklist: its routine's steps replaced.
    case routineStepsReplaced = "routine.stepsReplaced"
    /// Plural `{count}`: adding a routine past the most kept.
    case routineTooMany = "routine.tooMany"
    /// A step's button pressed after the step was removed.
    case routineStepGone = "routine.stepGone"
    /// A routine number whose routine was deleted meanwhile.
    case routineGone = "routine.gone"
    /// `/routine edit <n> title` with no title.
    case routineGiveNewTitle = "routine.giveNewTitle"
    /// `/routine edit <n>` with a field that does not exist.
    case routineEditWhat = "routine.editWhat"
    /// `{word}`: a `/routine` subcommand that does not exist.
    case routineNoSuchCommand = "routine.noSuchCommand"
    /// `/routine add` without its days.
    case routineSayDays = "routine.sayDays"
    /// `/routine add` without its time.
    case routineSayTime = "routine.sayTime"
    /// `/routine add` without a title.
    case routineGiveTitle = "routine.giveTitle"
    /// A routine given no steps.
    case routineListSteps = "routine.listSteps"
    /// Plural `{count}`, `{limit}`: a routine given more steps than it may have.
    case routineTooManySteps = "routine.tooManySteps"
    /// The usage of `/timezone`, under its errors.
    case settingsUsageTimeZone = "settings.usageTimeZone"
    /// The usage of `/pause`, under its errors.
    case pauseUsage = "pause.usage"
    /// The usage of `/routine add`, under its errors.
    case routineUsageAdd = "routine.usageAdd"
    /// `{date}`: the heading of `/today`.
    case viewTodayTitle = "view.todayTitle"
    /// `{span}`: the agenda's line while a pause covers today.
    case viewOnPause = "view.onPause"
    /// The agenda of a day with nothing in it.
    case viewNothingPlanned = "view.nothingPlanned"
    /// The heading of the habits in `/today` and `/progress`.
    case viewHabits = "view.habits"
    /// `{name}`, `{index}`, `{length}`: a strict habit checked in today, in `/today`.
    case viewDayDone = "view.dayDone"
    /// `{name}`, `{index}`, `{length}`: a strict habit not checked in yet today.
    case viewDayOpen = "view.dayOpen"
    /// `{name}`: a broken run in `/today`.
    case viewBroken = "view.broken"
    /// A finished run counted in days.
    case viewAllDaysDone = "view.allDaysDone"
    /// A finished run counted in weeks.
    case viewAllWeeksDone = "view.allWeeksDone"
    /// The heading of the routines in `/today`.
    case viewRoutines = "view.routines"
    /// The heading of the to-dos in `/today`.
    case viewTodos = "view.todos"
    /// `{count}`, `{command}`: the items a view leaves out, and the list that shows them all.
    case viewAndMore = "view.andMore"
    /// The heading of the overdue goals in `/today`.
    case viewOverdue = "view.overdue"
    /// Plural `{count}`: the heading of the goals due soon in `/today`.
    case viewDueWithin = "view.dueWithin"
    /// `/progress` without an open goal or an active habit.
    case viewNothingInProgress = "view.nothingInProgress"
    /// The title of `/progress` and of its picture.
    case viewProgressTitle = "view.progressTitle"
    /// The heading of the goals in `/progress`.
    case viewGoals = "view.goals"
    /// Plural `{count}` checkpoints, `{done}` of them ticked.
    case viewCheckpointsDone = "view.checkpointsDone"
    /// `{done}`, `{total}`: a goal's checkpoints on its bar in the picture.
    case viewDoneOf = "view.doneOf"
    /// After a broken run in `/progress`.
    case viewToReset = "view.toReset"
    /// `{when}`: a broken run in `/progress`.
    case viewRunBroke = "view.runBroke"
    /// The heading of `/calendar year`, before its span.
    case viewYearTitle = "view.yearTitle"
    /// `/calendar year` without a habit.
    case viewNoHabitsYet = "view.noHabitsYet"
    /// `/calendar year`: what the months' counts are.
    case viewYearByMonth = "view.yearByMonth"
    /// Plural `{count}` days checked in, `{done}` of them complete: `/calendar year`'s summary.
    case viewYearSummary = "view.yearSummary"
    /// `{days}`: the paused days of a year's summary, after a comma.
    case viewPaused = "view.paused"
    /// `{length}`: the best streak of a year's summary.
    case viewBestStreak = "view.bestStreak"
    /// Plural `{count}`: the best streak of the weekly targets, after the days'.
    case viewWeeklyTarget = "view.weeklyTarget"
    /// The title of `/calendar year`'s picture.
    case viewAllHabits = "view.allHabits"
    /// `{name}`, `{span}`: the heading of `/habit <n> history`.
    case viewHabitYearTitle = "view.habitYearTitle"
    /// `/habit <n> history` of a weekly target: what the months' counts are.
    case viewCheckedInByMonth = "view.checkedInByMonth"
    /// `/habit <n> history`: what the months' counts are.
    case viewDoneByMonth = "view.doneByMonth"
    /// `{days}`: a weekly target's year.
    case viewCheckedInOn = "view.checkedInOn"
    /// Plural `{count}` due days, `{done}` of them done: a habit's year.
    case viewDoneOnDueDays = "view.doneOnDueDays"
    /// `{count}`: the days partly done of a habit's year, after a comma.
    case viewPartlyOn = "view.partlyOn"
    /// What `/calendar`'s marks mean.
    case viewCalendarLegend = "view.calendarLegend"
    /// `{set}`, `{reached}`, `{checkIns}`: the month's counts under `/calendar`.
    case viewCalendarSummary = "view.calendarSummary"
    /// Plural `{count}`: goals.
    case viewGoalsCount = "view.goalsCount"
    /// `{text}`: a `/calendar` month that could not be read.
    case viewMonthUnreadable = "view.monthUnreadable"
    /// `{name}` and the counts of `/me`.
    case viewProfile = "view.profile"
    /// Plural `{count}`: `/me`'s best streak of the weekly targets, after the days'.
    case viewAndWeeklyTarget = "view.andWeeklyTarget"
    /// The button that opens `/today`.
    case viewTodayButton = "view.todayButton"
    /// The button that opens `/progress`.
    case viewProgressButton = "view.progressButton"
    /// `/history` without a completed goal.
    case viewHistoryEmpty = "view.historyEmpty"
    /// `{search}`: `/history <text>` without a match.
    case viewHistoryNoMatch = "view.historyNoMatch"
    /// The heading of `/history`.
    case viewHistoryTitle = "view.historyTitle"
    /// `{search}`: after `/history`'s heading when searched.
    case viewHistoryMatching = "view.historyMatching"
    /// `{date}`: when a goal in `/history` was reached.
    case viewHistoryReached = "view.historyReached"
    /// Plural `{count}`: the goals `/history` lists.
    case viewHistoryReachedCount = "view.historyReachedCount"
    /// Plural `{count}`: the goals a search of `/history` found.
    case viewHistoryFoundCount = "view.historyFoundCount"
    /// Under `/history`.
    case viewHistoryHint = "view.historyHint"
    /// The usage line of `/calendar`, with examples.
    case viewUsageCalendar = "view.usageCalendar"
    /// `{habit}`, `{names}`: the call an hour before the group's day ends.
    case groupLastCall = "group.lastCall"
    /// A challenge nobody has joined, in its summary or board.
    case groupNobodyJoined = "group.nobodyJoined"
    /// A member whose run broke, in the summary.
    case groupBrokeJoinAgain = "group.brokeJoinAgain"
    /// A member on a pause today, in the summary.
    case groupPausedToday = "group.pausedToday"
    /// `{all}`: a member who finished the whole run.
    case groupAllDone = "group.allDone"
    /// Under a summary with members still open.
    case groupCheckInHere = "group.checkInHere"
    /// `{habit}`, `{position}`: the heading of the summary and of `/challenge`.
    case groupSummaryHeading = "group.summaryHeading"
    /// `/challenge` on the challenge's last day.
    case groupLastDayStatus = "group.lastDayStatus"
    /// `{habit}`, `{position}`: the heading of the celebration that ends a challenge.
    case groupWrap = "group.wrap"
    /// The celebration when nobody finished.
    case groupNobodyMadeIt = "group.nobodyMadeIt"
    /// `{names}`: the members who finished, in the celebration.
    case groupFinishedEveryDay = "group.finishedEveryDay"
    /// `{names}`: members on their last day, in the celebration.
    case groupFinishToo = "group.finishToo"
    /// `{names}`: members whose runs go on after the challenge.
    case groupStillGoing = "group.stillGoing"
    /// `{names}`: members whose runs broke, in the celebration.
    case groupRunsBroke = "group.runsBroke"
    /// How to start the next challenge.
    case groupStartNext = "group.startNext"
    /// A member's broken run on the board.
    case groupRunBroke = "group.runBroke"
    /// `{habit}`, `{length}`: the final board of a challenge that ran to its end; its lines
    /// say who finished.
    case groupEndedAfter = "group.endedAfter"
    /// `{habit}`, `{position}`: the final board of a challenge ended early.
    case groupEndedOn = "group.endedOn"
    /// A final board without members.
    case groupNobodyAtEnd = "group.nobodyAtEnd"
    /// `{first}`, `{total}`, `{from}`: the board picture's caption on its first day.
    case groupCaptionDay = "group.captionDay"
    /// `{first}`, `{last}`, `{total}`, `{from}`, `{to}`: the board picture's caption.
    case groupCaptionDays = "group.captionDays"
    /// The heading of `/group`.
    case groupSettingsTitle = "group.settingsTitle"
    /// `{zone}`: the group's time zone in `/group`.
    case groupSettingsTimeZone = "group.settingsTimeZone"
    /// `{time}`: the group's summary time in `/group`.
    case groupSettingsSummary = "group.settingsSummary"
    /// `{time}`: the last call's time in `/group`.
    case groupSettingsLastCall = "group.settingsLastCall"
    /// `{habit}`, `{position}`: the running challenge in `/group`.
    case groupSettingsChallenge = "group.settingsChallenge"
    /// `{none}`: `/group` without a running challenge.
    case groupSettingsNoChallenge = "group.settingsNoChallenge"
    /// No challenge, in `/group`.
    case groupNone = "group.none"
    /// The last line of `/group`.
    case groupSettingsAdminsOnly = "group.settingsAdminsOnly"
    /// `{time}`, `{zone}`: `/group time` done.
    case groupSummaryTimeSet = "group.summaryTimeSet"
    /// `{zone}`, `{now}`, `{time}`: `/group timezone` done.
    case groupTimeZoneSet = "group.timeZoneSet"
    /// `{name}`, `{time}`: `/nudgeme on`.
    case groupMentionsOn = "group.mentionsOn"
    /// `{name}`: `/nudgeme off`.
    case groupMentionsOff = "group.mentionsOff"
    /// A member who is no admin changing the group's settings or language.
    case groupOnlyAdmins = "group.onlyAdmins"
    /// The platform could not say whether the sender is an admin.
    case groupAdminUnknown = "group.adminUnknown"
    /// `{habit}`, `{position}`: the bot added back to a group with a running challenge.
    case groupWelcomeBack = "group.welcomeBack"
    /// `{habit}`, `{position}`: `/start` in a group with a running challenge.
    case groupWelcomeRunning = "group.welcomeRunning"
    /// `{time}`, `{zone}`: the welcome in a group without a challenge.
    case groupWelcome = "group.welcome"
    /// The starter of a challenge whose name is unknown.
    case groupSomeone = "group.someone"
    /// `{starter}`, `{habit}`, `{schedule}`, `{length}`: the announcement of a challenge that has ended.
    case groupAnnounceEnded = "group.announceEnded"
    /// `{starter}`, `{habit}`, `{schedule}`, `{length}`, `{date}`, `{hint}`, `{miss}`: a challenge's announcement.
    case groupAnnounce = "group.announce"
    /// `{names}`: the members under an announcement.
    case groupMembers = "group.members"
    /// An announcement without members.
    case groupMembersNone = "group.membersNone"
    /// The button under an announcement.
    case groupJoinButton = "group.joinButton"
    /// `{name}`, `{habit}`, `{start}`, `{hint}`: a member joined with a new habit.
    case groupJoinedNew = "group.joinedNew"
    /// `{name}`, `{habit}`: a member joined with the run they had.
    case groupJoinedReused = "group.joinedReused"
    /// `{name}`, `{habit}`, `{start}`: a member whose run broke joined again.
    case groupRestarted = "group.restarted"
    /// `/join` by a member checked in today.
    case groupAlreadyInDone = "group.alreadyInDone"
    /// `{position}`: `/join` by a member not checked in today.
    case groupAlreadyIn = "group.alreadyIn"
    /// `{habit}`, `{all}`: `/join` by a member who finished.
    case groupAlreadyFinished = "group.alreadyFinished"
    /// The note after pressing Join.
    case groupToastJoined = "group.toastJoined"
    /// The note after pressing Join with a broken run.
    case groupToastRestarted = "group.toastRestarted"
    /// The note after pressing Join again.
    case groupToastAlreadyIn = "group.toastAlreadyIn"
    /// The note after pressing Join with the run finished.
    case groupToastFinished = "group.toastFinished"
    /// The note after pressing Join on an ended challenge.
    case groupToastOver = "group.toastOver"
    /// `{name}`, `{habit}`, `{position}`: `/challenge end`.
    case groupEnded = "group.ended"
    /// `{name}`, `{habit}`: `/leave`.
    case groupLeft = "group.left"
    /// A challenge command in a group without one.
    case groupNoChallenge = "group.noChallenge"
    /// `/challenge end` by a member, the starter unknown.
    case groupOnlyAdminEnds = "group.onlyAdminEnds"
    /// `{starter}`: `/challenge end` by a member who did not start it.
    case groupOnlyStarterEnds = "group.onlyStarterEnds"
    /// `{target}`: how to check in to a challenge with amounts.
    case groupHintAmounts = "group.hintAmounts"
    /// How to check in to a daily challenge.
    case groupHintDaily = "group.hintDaily"
    /// `{days}`: how to check in to a challenge on some weekdays.
    case groupHintDays = "group.hintDays"
    /// Plural `{count}`: how to check in to a weekly target.
    case groupHintWeekly = "group.hintWeekly"
    /// What breaks a daily run.
    case groupMissDay = "group.missDay"
    /// What breaks a daily run with amounts.
    case groupShortDay = "group.shortDay"
    /// What breaks a run on some weekdays.
    case groupMissDays = "group.missDays"
    /// `{times}`: what breaks a weekly target.
    case groupShortWeek = "group.shortWeek"
    /// `{position}`: a run in days starting today.
    case groupStartToday = "group.startToday"
    /// `{position}`: a run in weeks starting today.
    case groupStartWeek = "group.startWeek"
    /// `{habit}`, `{position}`: starting a challenge while one runs.
    case groupAlreadyRunning = "group.alreadyRunning"
    /// `{name}`: the starter who could not join, before why.
    case groupNotInYet = "group.notInYet"
    /// A Join button of a challenge that was deleted.
    case groupChallengeGone = "group.challengeGone"
    /// `{habit}`: `/leave` by someone not in the challenge.
    case groupNotIn = "group.notIn"
    /// A group's answer to a press anyone may make, naming the presser: "{name}: {answer}".
    case groupPressedBy = "group.pressedBy"
    /// `{name}`, `{mine}`, `{theirs}`: joining with a habit of the name on another schedule.
    case groupOtherSchedule = "group.otherSchedule"
    /// Plural `{count}`: joining with a full list of habits.
    case groupTooManyHabits = "group.tooManyHabits"
    /// Joining with a habit deleted meanwhile.
    case groupHabitGone = "group.habitGone"
    /// Joining a challenge deleted meanwhile.
    case groupJoinGone = "group.joinGone"
    /// `/challenge end …` or `/challenge stop …` with more words.
    case groupEndOrQuote = "group.endOrQuote"
    /// `{word}`: a `/group` subcommand that does not exist.
    case groupNoSuchCommand = "group.noSuchCommand"
    /// `/nudgeme` with neither on nor off.
    case groupSayOnOrOff = "group.sayOnOrOff"
    /// The usage line of `/group timezone`.
    case groupUsageTimeZone = "group.usageTimeZone"
    /// `{goals}`, `{habits}`, `{todos}`, `{routines}`, `{archive}`, `{files}`: `/export` done;
    /// the archive, the one file sent with it, holds the files.
    case dataExported = "data.exported"
    /// Plural `{count}`: habits exported.
    case dataHabits = "data.habits"
    /// Plural `{count}`: to-dos exported.
    case dataTodos = "data.todos"
    /// Plural `{count}`: routines exported.
    case dataRoutines = "data.routines"
    /// `/forget`'s question.
    case dataConfirmForget = "data.confirmForget"
    /// The button that confirms `/forget`.
    case dataDeleteButton = "data.deleteButton"
    /// The button that keeps the data.
    case dataKeepButton = "data.keepButton"
    /// After `/forget`.
    case dataForgotten = "data.forgotten"
    /// The apology for a message set aside after it was being handled during crashes.
    case dispatchSetAside = "dispatch.setAside"
    /// On Matrix, after a reply whose files could not all be sent.
    case matrixFilesNotSent = "matrix.filesNotSent"
    /// On Matrix, to the sender of messages the bot could not decrypt because their key never came.
    case matrixSendAgain = "matrix.sendAgain"
}
