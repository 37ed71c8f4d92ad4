/// The key of every message the code asks a catalog for: a key used in code but missing from
/// a catalog fails the catalog tests, not a user.
///
/// The command menus' texts are the other keys, `menu.private.<command>` and
/// `menu.group.<command>`, made from the commands' declarations (``Localizer/text(named:)``).
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
    /// `{count}`: the rows or names a picture leaves out, which the text lists.
    case pictureMore = "picture.more"
    /// A goal's picture when the goal has no checkpoints.
    case pictureNoCheckpoints = "picture.noCheckpoints"
    /// Plural `{count}`: a number of days.
    case unitDays = "unit.days"
}
