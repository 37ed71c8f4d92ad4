import TestWaiting
import TrackerCore

extension Doorbell {
    /// Returns when rung, or once `budget` of ``Patience`` is spent: a wait that a busy test
    /// run does not cut short, as ``Doorbell/wait(timeout:)``'s wall-clock timeout would.
    public func wait(patiently budget: Duration) async {
        await withTaskGroup(of: Void.self) { group in
            group.addTask { await self.wait() }
            group.addTask {
                var patience = Patience(budget)
                while !patience.isExhausted, (try? await patience.pause(for: .milliseconds(10))) != nil {}
            }
            await group.next()
            group.cancelAll()
        }
    }
}
