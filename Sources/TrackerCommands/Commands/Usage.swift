/// The usage line of every command, shown under a refusal and on help pages so that both
/// agree. Each feature adds its own lines beside its commands.
public enum Usage {}
