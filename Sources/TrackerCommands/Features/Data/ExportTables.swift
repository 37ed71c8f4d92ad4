import Foundation
import TrackerCore

/// The CSV files of an export: one per kind, rows linked by the ids in the JSON document.
enum ExportTables {
    static func tables(_ document: ExportDocument) -> [CSVTable] {
        [
            CSVTable(
                fileName: "goals.csv",
                header: ["id", "title", "why", "deadline", "createdAt", "completedAt"],
                rows: document.goals.map {
                    [
                        String($0.id), $0.title, $0.why ?? "", $0.deadline?.iso ?? "", instant($0.createdAt),
                        $0.completedAt.map(instant) ?? "",
                    ]
                }),
            CSVTable(
                fileName: "checkpoints.csv", header: ["goalID", "position", "title", "doneOn"],
                rows: document.goals.flatMap { goal in
                    goal.checkpoints.map {
                        [String(goal.id), String($0.position), $0.title, $0.doneOn?.iso ?? ""]
                    }
                }),
            CSVTable(
                fileName: "habits.csv",
                header: [
                    "id", "name", "length", "run", "runStartedOn", "completedOn", "createdAt", "lengthUnit",
                    "frequency", "days", "timesPerWeek", "unit", "target",
                ],
                rows: document.habits.map {
                    [
                        String($0.id), $0.name, String($0.length), String($0.run), $0.runStartedOn.iso,
                        $0.completedOn?.iso ?? "", instant($0.createdAt), $0.lengthUnit, $0.frequency,
                        ($0.days ?? []).joined(separator: " "), $0.timesPerWeek.map(String.init) ?? "",
                        $0.unit ?? "", $0.target.map(String.init) ?? "",
                    ]
                }),
            CSVTable(
                fileName: "check-ins.csv", header: ["habitID", "run", "date", "amount", "note"],
                rows: document.habits.flatMap { habit in
                    habit.checkIns.map {
                        [String(habit.id), String($0.run), $0.date.iso, String($0.amount), $0.note ?? ""]
                    }
                }),
            CSVTable(
                fileName: "todos.csv", header: ["id", "text", "createdAt", "doneAt"],
                rows: document.todos.map {
                    [String($0.id), $0.text, instant($0.createdAt), $0.doneAt.map(instant) ?? ""]
                }),
            CSVTable(
                fileName: "routines.csv", header: ["id", "title", "days", "time", "createdAt"],
                rows: document.routines.map {
                    [
                        String($0.id), $0.title, $0.days.joined(separator: " "), $0.time.text,
                        instant($0.createdAt),
                    ]
                }),
            CSVTable(
                fileName: "routine-steps.csv", header: ["routineID", "position", "title", "doneOn"],
                rows: document.routines.flatMap { routine in
                    routine.steps.map {
                        [
                            String(routine.id), String($0.position), $0.title,
                            $0.doneOn.map(\.iso).joined(separator: " "),
                        ]
                    }
                }),
            CSVTable(
                fileName: "pauses.csv", header: ["startsOn", "endsOn"],
                rows: document.pauses.map { [$0.startsOn.iso, $0.endsOn.iso] }),
        ]
    }

    /// The same ISO 8601 UTC form as in the JSON document.
    private static func instant(_ date: Date) -> String {
        ISO8601DateFormatter().string(from: date)
    }
}
