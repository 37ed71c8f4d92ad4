/// Every feature the bot has: the one list a new feature is added to.
enum Features {
    /// The order is the order of commands on help pages. Groups come before habits so that a
    /// group's help lists its own commands first and `/check`, which also works in private,
    /// after them.
    static let all: [any Feature.Type] = [
        StartFeature.self,
        GroupFeature.self,
        GoalFeature.self,
        HabitFeature.self,
        TodoFeature.self,
        RoutineFeature.self,
        ViewFeature.self,
        SettingsFeature.self,
        LanguageFeature.self,
        PauseFeature.self,
        DataFeature.self,
        TipFeature.self,
    ]
}
