import Foundation

#if LUCID_FUZZER
/// libFuzzer's entry (built with `-sanitize=fuzzer,address -DLUCID_FUZZER`, see `make
/// fuzz`): libFuzzer mutates inputs and calls this for each.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> Int32 {
    FuzzInput.run(Data(bytes: bytes, count: count))
    return 0
}

/// libFuzzer's driver, for a program with a `main` of its own.
@_silgen_name("LLVMFuzzerRunDriver")
func runFuzzerDriver(
    _ argc: UnsafeMutablePointer<Int32>, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
    _ callback: @convention(c) (UnsafePointer<UInt8>, Int) -> Int32
) -> Int32

/// The executable's `main`: SwiftPM links an executable target's `main` to this symbol,
/// so libFuzzer's own `main` is not used; it starts libFuzzer's driver instead.
@_cdecl("LucidFuzz_main")
public func fuzzMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Int32 {
    var argc = argc
    var argv = argv
    return runFuzzerDriver(&argc, &argv, fuzzOneInput)
}
#else
/// `lucid-fuzz FILE_OR_FOLDER...`: replays inputs (the corpus of inputs that once failed,
/// `Tests/Fixtures/fuzz-regressions`) through `FuzzInput` in an ordinary build, as `make
/// test` does. Prints how many ran; a crash is the failure.
@main
enum FuzzReplay {
    static func main() {
        let paths = Array(CommandLine.arguments.dropFirst())
        guard !paths.isEmpty else {
            FileHandle.standardError.write(Data("usage: lucid-fuzz FILE_OR_FOLDER...\n".utf8))
            exit(2)
        }
        var files: [String] = []
        for path in paths {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
                FileHandle.standardError.write(Data("lucid-fuzz: no such file or folder: \(path)\n".utf8))
                exit(2)
            }
            if isFolder.boolValue {
                let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
                files += names.filter { !$0.hasPrefix(".") }.sorted().map { path + "/" + $0 }
            } else {
                files.append(path)
            }
        }
        let start = Date()
        for file in files {
            guard let data = FileManager.default.contents(atPath: file) else { continue }
            FuzzInput.run(data)
        }
        print("replayed \(files.count) fuzz inputs in \(String(format: "%.2f", Date().timeIntervalSince(start))) s, none crashed")
    }
}
#endif
