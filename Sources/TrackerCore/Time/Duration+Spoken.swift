extension Duration {
    /// The duration as a log line says it, rounded to what a reader can use: "250 ms", "2.4 s",
    /// "95 s", "3 min 20 s", "2 h 5 min". `"\(duration)"` would print "2.420573389853049 seconds".
    public var spoken: String {
        let (seconds, attoseconds) = components
        guard seconds < 60 else {
            let minutes = seconds / 60
            guard minutes >= 60 else {
                return seconds % 60 == 0 ? "\(minutes) min" : "\(minutes) min \(seconds % 60) s"
            }
            return minutes % 60 == 0 ? "\(minutes / 60) h" : "\(minutes / 60) h \(minutes % 60) min"
        }
        let milliseconds = seconds * 1000 + attoseconds / 1_000_000_000_000_000
        if milliseconds < 1000 { return "\(milliseconds) ms" }
        // Tenths below ten seconds, whole seconds above.
        guard milliseconds < 10_000 else { return "\((milliseconds + 500) / 1000) s" }
        let tenths = (milliseconds + 50) / 100
        return tenths % 10 == 0 ? "\(tenths / 10) s" : "\(tenths / 10).\(tenths % 10) s"
    }
}
