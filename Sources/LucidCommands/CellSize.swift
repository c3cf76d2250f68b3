import ArgumentParser
import Foundation

/// `--cell WIDTHxHEIGHT`: the points one ASCII character cell stands for.
struct CellSize: ExpressibleByArgument {
    var size: CGSize

    init(_ size: CGSize) {
        self.size = size
    }

    init?(argument: String) {
        let parts = argument.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let width = Double(parts[0]), let height = Double(parts[1]),
              (1...100).contains(width), (1...100).contains(height) else { return nil }
        size = CGSize(width: width, height: height)
    }

    var defaultValueDescription: String { "\(Int(size.width))x\(Int(size.height))" }
}
