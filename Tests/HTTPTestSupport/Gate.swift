/// A gate a fake server's handler waits at until the test opens it, so that a request stays
/// in flight exactly as long as the test needs, however slowly the test itself is scheduled.
public actor Gate {
    private var isOpen = false
    private var waiting: [CheckedContinuation<Void, Never>] = []

    /// A closed gate.
    public init() {}

    /// Lets every waiter through, now and from now on.
    public func open() {
        isOpen = true
        for waiter in waiting { waiter.resume() }
        waiting = []
    }

    /// Returns once the gate is open.
    public func wait() async {
        guard !isOpen else { return }
        await withCheckedContinuation { waiting.append($0) }
    }
}
