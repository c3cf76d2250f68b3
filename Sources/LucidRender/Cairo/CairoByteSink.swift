import CCairo
import Foundation

/// Collects the bytes Cairo writes through a stream callback, so PNG, SVG and PDF
/// output goes to memory instead of a file.
final class CairoByteSink {
    private(set) var data = Data()

    /// Runs `body` with a Cairo write function and the closure pointer it expects.
    func withStream<T>(_ body: (cairo_write_func_t, UnsafeMutableRawPointer) throws -> T) rethrows -> T {
        let closure = Unmanaged.passUnretained(self).toOpaque()
        return try withExtendedLifetime(self) { try body(Self.write, closure) }
    }

    private static let write: cairo_write_func_t = { closure, bytes, length in
        guard let closure else { return CAIRO_STATUS_WRITE_ERROR }
        let sink = Unmanaged<CairoByteSink>.fromOpaque(closure).takeUnretainedValue()
        if let bytes, length > 0 { sink.data.append(bytes, count: Int(length)) }
        return CAIRO_STATUS_SUCCESS
    }
}
