import Foundation
import Testing
import TrackerCore

struct RoutineTests {
    private func step(_ id: Int64, _ position: Int) -> RoutineStep {
        RoutineStep(id: id, routineID: 1, position: position, title: "Step \(position)")
    }

    @Test func dueOnItsDaysOnly() throws {
        let routine = Routine(
            userID: 1, title: "Morning", days: .weekdays, time: try #require(TimeOfDay(hour: 7, minute: 0)),
            createdAt: Date(timeIntervalSince1970: 0))
        #expect(routine.isDue(on: try #require(LocalDate(iso: "2026-11-23"))))  // Monday
        #expect(!routine.isDue(on: try #require(LocalDate(iso: "2026-11-21"))))  // Saturday
    }

    @Test func theChecklistIsInOrderAndCompleteWhenEveryStepIsDone() {
        let steps = [step(12, 2), step(11, 1), step(13, 3)]
        let partly = RoutineChecklist(steps: steps, doneStepIDs: [11, 13])
        #expect(partly.items.map(\.step.position) == [1, 2, 3])
        #expect(partly.items.map(\.isDone) == [true, false, true])
        #expect(partly.done == 2)
        #expect(!partly.isComplete)
        #expect(RoutineChecklist(steps: steps, doneStepIDs: [11, 12, 13]).isComplete)
        #expect(!RoutineChecklist(steps: [], doneStepIDs: []).isComplete)
    }
}
