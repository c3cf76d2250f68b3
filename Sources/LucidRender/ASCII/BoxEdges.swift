/// The directions in which box-drawing lines leave one character cell.
///
/// Borders are recorded as these bits rather than as characters, so that lines
/// drawn by different boxes merge: a corner meeting a straight edge becomes a
/// T-junction, four corners meeting become a cross. Characters are chosen only
/// when the picture is finished (see `BoxCharset.character(for:)`).
struct BoxEdges: OptionSet, Hashable, Sendable {
    let rawValue: UInt8

    static let up = BoxEdges(rawValue: 1 << 0)
    static let down = BoxEdges(rawValue: 1 << 1)
    static let left = BoxEdges(rawValue: 1 << 2)
    static let right = BoxEdges(rawValue: 1 << 3)
    /// Not a direction: marks an ellipse's corner, drawn rounded (╭ ╮ ╰ ╯) as long as
    /// the cell stays a plain corner; once other lines make it a junction it is ignored.
    static let rounded = BoxEdges(rawValue: 1 << 4)

    static let vertical: BoxEdges = [.up, .down]
    static let horizontal: BoxEdges = [.left, .right]
    /// The four directions, without the `rounded` mark.
    static let directions: BoxEdges = [.up, .down, .left, .right]
}
