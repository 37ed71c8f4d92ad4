import Foundation
// `trackerbot-fuzz <target> [libFuzzer options and corpus folders]`
//
// Built by `scripts/fuzz.sh` (TRACKERBOT_FUZZ set), this is libFuzzer's driver around one
// target. Built plainly (`swift run trackerbot-fuzz <target> <file>…`), it replays input
// files through the target, to reproduce a finding with a readable backtrace.
import FuzzTargets

let arguments = CommandLine.arguments
guard arguments.count >= 2, let target = FuzzTarget.named(arguments[1]) else {
    let names = FuzzTarget.all.map { "  \($0.name): \($0.summary)" }.joined(separator: "\n")
    FileHandle.standardError.write(
        Data("usage: trackerbot-fuzz <target> [options] [inputs]\ntargets:\n\(names)\n".utf8))
    exit(2)
}

#if FUZZING
    @_silgen_name("LLVMFuzzerRunDriver")
    func runDriver(
        _ argc: UnsafeMutablePointer<Int32>,
        _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
        _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32
    ) -> Int32

    // libFuzzer reads its own options; the target's name is ours.
    var driverArguments = ([arguments[0]] + arguments.dropFirst(2)).map { strdup($0) }
    driverArguments.append(nil)
    var count = Int32(driverArguments.count - 1)
    let status = driverArguments.withUnsafeMutableBufferPointer { buffer in
        var argv = buffer.baseAddress
        return runDriver(&count, &argv) { bytes, size in
            let data = bytes.map { Data(bytes: $0, count: size) } ?? Data()
            FuzzTarget.named(CommandLine.arguments[1])?.run(data)
            return 0
        }
    }
    exit(status)
#else
    for path in arguments.dropFirst(2) {
        guard let data = FileManager.default.contents(atPath: path) else {
            FileHandle.standardError.write(Data("cannot read \(path)\n".utf8))
            exit(1)
        }
        target.run(data)
        print("\(path): handled")
    }
#endif
