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
    case reminderNudgeTapEach = "reminder.nudgeTapEach"
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
}
