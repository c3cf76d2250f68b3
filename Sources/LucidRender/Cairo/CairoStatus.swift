import CCairo

/// Turns Cairo's sticky error statuses into thrown `RenderError`s.
enum CairoStatus {
    /// Throws when `status` is not success.
    static func check(_ status: cairo_status_t) throws {
        guard status != CAIRO_STATUS_SUCCESS else { return }
        throw RenderError.cairo(message(status))
    }

    /// Cairo's own description of `status`, e.g. "file not found".
    static func message(_ status: cairo_status_t) -> String {
        String(cString: cairo_status_to_string(status))
    }
}
