import TrackerCore
import TrackerStore

/// Short habit-building tips, shown one at a time so that a user sees every one before
/// any comes back (see ``TipRotation``).
enum Tips {
    static let all: [String] = [
        "Make it obvious: put the book on your pillow, the shoes by the door. What you see, you do.",
        "Stack it: attach the new habit to one you already have. “After I pour my coffee, I stretch.”",
        "Start with the two-minute version: one page, one push-up, one line. Show up first, grow later.",
        "Track it: ticking a day off is a small reward, and a chain of ticks is hard to break.",
        "Protect the chain: here one missed day breaks the run. On a bad day, do the tiny version and check in.",
        "Make it easy: lay out everything you need the evening before, so the morning has no excuses.",
        "Make it satisfying: give yourself a small treat right after, so your brain wants to come back.",
        "Make the bad habit hard: put the phone in another room, log out, keep snacks out of sight.",
        "Pick a time and a place: “at 7:00 in the kitchen” beats “sometime tomorrow”.",
        "Be the kind of person who does it: each check-in is a vote for who you want to become.",
        "Shrink it on bad days: a tiny version still counts and keeps the run alive.",
        "Change the room, not your willpower: set up your space so the good choice is the easy one.",
        "Do it with someone: a friend who expects you makes skipping harder.",
        "Plan for the obstacle: “If it rains, I run on the stairs.” Decide now, not when it happens.",
        "Keep the chain visible: look at your streak before bed, and let it pull you through tomorrow.",
        "One habit at a time: add the next when the current one feels automatic.",
        "Focus on showing up, not on results: the results follow the repetitions.",
        "Bundle it: only listen to your favourite podcast while you walk or tidy up.",
        "Prepare the first step only: open the document, put on the shoes. Starting is the hard part.",
        "Review weekly: what worked, what got in the way, what to make easier next week.",
        "If a run breaks, reset it and fix the plan: a missed day tells you what to change, not who you are.",
        "Attach it to a cue you can't miss: an alarm, a doorway, the end of a meal.",
        "Write down your why and read it on hard days: a reason carries you further than a rule.",
        "Celebrate small wins: notice the day you did it, not only the day you reach the goal.",
    ]

    /// The next tip for the context's user, recorded as shown.
    static func next(in context: Context) throws -> String {
        let shown = try context.tx.users.recordTipShown(userID: context.userID)
        return all[TipRotation.index(shown: shown, userID: context.userID, count: all.count)]
    }
}
