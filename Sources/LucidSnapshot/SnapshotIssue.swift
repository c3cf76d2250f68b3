import Foundation
import XCTest

#if canImport(Testing)
    import Testing
#endif

/// Reports a failed snapshot to the test library that is running the test: Swift
/// Testing when a `@Test` is current, else XCTest. (Package access: the
/// swift-snapshot-testing strategies report render errors through it too.)
package enum SnapshotIssue {
    /// Whether a Swift Testing test is running on this task.
    static var isSwiftTesting: Bool {
        #if canImport(Testing)
            Test.current != nil
        #else
            false
        #endif
    }

    package static func record(_ message: String, fileID: StaticString, filePath: StaticString, line: UInt, column: UInt) {
        #if canImport(Testing)
            if isSwiftTesting {
                Issue.record(
                    Comment(rawValue: message),
                    sourceLocation: SourceLocation(
                        fileID: "\(fileID)", filePath: "\(filePath)", line: Int(line), column: Int(column)))
                return
            }
        #endif
        XCTFail(message, file: filePath, line: line)
    }
}
