import Testing

@testable import Delivery

struct OutboxQueueTests {
    @Test func chatsAreServedOldestMessageFirstAndOneAtATime() {
        var queue = OutboxQueue()
        queue.add(id: 1, chat: "a", waitUntil: nil)
        queue.add(id: 2, chat: "b", waitUntil: nil)
        queue.add(id: 3, chat: "a", waitUntil: nil)
        #expect(queue.take()! == ("a", 1))
        #expect(queue.take()! == ("b", 2))
        // "a" is busy with 1, so 3 waits although it is ready otherwise.
        #expect(queue.take() == nil)
        queue.finished("a", removingHead: true)
        #expect(queue.take()! == ("a", 3))
        queue.finished("a", removingHead: true)
        queue.finished("b", removingHead: true)
        #expect(queue.isEmpty)
        #expect(queue.lastSeenID == 3)
    }

    @Test func aFailedMessageStaysFirstAndItsChatWaits() {
        var queue = OutboxQueue()
        let now = ContinuousClock.now
        queue.add(id: 1, chat: "a", waitUntil: nil)
        queue.add(id: 2, chat: "a", waitUntil: nil)
        _ = queue.take()
        queue.finished("a", removingHead: false, retryAt: now + .seconds(5))
        #expect(queue.take() == nil)
        #expect(queue.nextWake() == now + .seconds(5))
        queue.wakeWaiting(now: now + .seconds(4))
        #expect(queue.take() == nil)
        queue.wakeWaiting(now: now + .seconds(5))
        #expect(queue.take()! == ("a", 1))
    }

    @Test func aChatToldToWaitByAnEarlierRunWaits() {
        var queue = OutboxQueue()
        let now = ContinuousClock.now
        queue.add(id: 7, chat: "a", waitUntil: now + .seconds(2))
        queue.add(id: 8, chat: "b", waitUntil: nil)
        #expect(queue.take()! == ("b", 8))
        #expect(queue.take() == nil)
        queue.wakeWaiting(now: now + .seconds(2))
        #expect(queue.take()! == ("a", 7))
    }

    @Test func droppingAChatForgetsItsMessages() {
        var queue = OutboxQueue()
        queue.add(id: 1, chat: "a", waitUntil: nil)
        queue.add(id: 2, chat: "a", waitUntil: nil)
        _ = queue.take()
        #expect(queue.drop("a") == [1, 2])
        #expect(queue.isEmpty)
        #expect(queue.take() == nil)
    }
}
