import Foundation

extension CSSGridAutoRepeat {
    /// The most tracks automatic repetition makes in one axis: as far as line numbers reach
    /// (`CSSGridPlacementParser.maximumLine`), as a large grid of small tracks would otherwise
    /// make millions. (Blink's bound is 10 million: Chromium fits 100,000 `1px` repetitions
    /// in a 100000px grid, its line -3 at 99,998.)
    static let maximumTracks = CSSGridPlacementParser.maximumLine

    /// §7.2.3.2: how many times the tracks repeat among `others` (the list's other tracks).
    ///
    /// With a definite content-box `space` (the container's size, else its max size): the
    /// most repetitions that do not overflow it, each track counted at its max sizing
    /// function when that is definite, else its min sizing function (0 when neither is),
    /// gaps included, a repetition counting as at least 1 point; at least one. Else with a
    /// definite `minimum`: the fewest that reach it. Else one.
    ///
    /// Percentage tracks resolve against `space` when it is the container's own size
    /// (`spaceIsSize`), else against `minimum` (0 without one), as Blink resolves them
    /// against the min available size: `repeat(auto-fill, 44px) 25%` with a 2px gap fits
    /// twice in a `max-width: 118px` grid, the 25% counting as 0.
    func repetitions(others: [CSSGridTrack], space: CGFloat?, spaceIsSize: Bool = true, minimum: CGFloat?, gap: CGFloat) -> Int {
        let limit = max(1, (Self.maximumTracks - others.count) / max(1, tracks.count))
        let percentBase = spaceIsSize ? space ?? minimum : minimum ?? 0
        let fixed = others.reduce(0) { $0 + Self.definiteSize($1, percentBase: percentBase) }
        // n repetitions take fixed + n·repeated + gap·(others + n·tracks − 1), each repeated
        // track counted as at least 1 px before its gap, as Blink counts them (Chromium
        // repeats `0px` tracks 5 times in a 5-wide grid, once in a 0.5-wide one, `0.25px`
        // ones 3 times in 3.5, and `0px` ones 50 apart 3 times in 150, not 4).
        let repeated = tracks.reduce(0) { $0 + max(1, Self.definiteSize($1, percentBase: percentBase)) }
        let perRepetition = repeated + gap * CGFloat(tracks.count)
        let room = { (size: CGFloat) in size - fixed - gap * CGFloat(others.count) + gap }
        if let space {
            let fitting = (room(space) / perRepetition).rounded(.down)
            return fitting.isFinite ? min(limit, max(1, Int(fitting))) : 1
        }
        if let minimum {
            let needed = (room(minimum) / perRepetition).rounded(.up)
            return needed.isFinite ? min(limit, max(1, Int(needed))) : 1
        }
        return 1
    }

    /// A track's size for counting repetitions: its max sizing function if definite (the
    /// larger of the two where both are), else its min sizing function if definite, else 0.
    static func definiteSize(_ track: CSSGridTrack, percentBase: CGFloat?) -> CGFloat {
        func definite(_ breadth: CSSGridTrack) -> CGFloat? {
            if case .fixed(let v) = GridSizingFunction(breadth: breadth, percentBase: percentBase) { return v }
            return nil
        }
        switch track {
        case .minmax(let minimum, let maximum):
            // (The larger where both are definite, as Blink takes it.)
            if let most = definite(maximum), let least = definite(minimum) { return max(most, least) }
            return definite(maximum) ?? definite(minimum) ?? 0
        case .fitContent: return 0
        default: return definite(track) ?? 0
        }
    }
}

extension CSSGridTemplate {
    /// The template with its automatic repetitions made `columns` and `rows` times, and the
    /// explicit track ranges they occupy (for `auto-fit` to collapse the empty ones).
    func expanded(columns columnCount: Int, rows rowCount: Int) -> (template: CSSGridTemplate, fitColumns: Range<Int>?, fitRows: Range<Int>?) {
        var result = self
        result.columnRepeat = nil
        result.rowRepeat = nil
        var fitColumns: Range<Int>? = nil
        var fitRows: Range<Int>? = nil
        if let automatic = columnRepeat {
            fitColumns = automatic.insert(into: &result.columns, names: &result.columnLineNames, times: columnCount)
        }
        if let automatic = rowRepeat {
            fitRows = automatic.insert(into: &result.rows, names: &result.rowLineNames, times: rowCount)
        }
        return (result, fitColumns, fitRows)
    }

    /// The template with the rows and columns its areas need beyond its track lists, sized
    /// as implicit tracks are (CSS Grid §7.3: the areas count toward the explicit grid).
    func withAreaTracks() -> CSSGridTemplate {
        guard let areas, areas.rowCount > rows.count || areas.columnCount > columns.count else { return self }
        var result = self
        result.rows += (0..<max(0, areas.rowCount - rows.count)).map { CSSGridTemplate.implicitTrack(autoRowTracks, $0) }
        result.columns += (0..<max(0, areas.columnCount - columns.count)).map { CSSGridTemplate.implicitTrack(autoColumnTracks, $0) }
        return result
    }
}

extension CSSGridAutoRepeat {
    /// Makes the repetition `times` times in `tracks` (and its names in `names`); returns the
    /// tracks it made when they collapse where empty (`auto-fit`).
    func insert(into tracks: inout [CSSGridTrack], names: inout [[String]], times: Int) -> Range<Int>? {
        let at = min(index, tracks.count)
        let added = Array([[CSSGridTrack]](repeating: self.tracks, count: times).joined())
        tracks.insert(contentsOf: added, at: at)
        names = expandedNames(names, at: at, times: times)
        return fit ? at..<(at + added.count) : nil
    }

    /// The line names of a list whose automatic repetition, at line `index` of `outer`, is
    /// made `times` times: its own names repeated with its tracks (a repetition's last line
    /// is the next one's first), the names written after it on the line after the last.
    func expandedNames(_ outer: [[String]], at index: Int, times: Int) -> [[String]] {
        guard lineNames.contains(where: { !$0.isEmpty }) || !trailingNames.isEmpty || outer.contains(where: { !$0.isEmpty }) else {
            return outer
        }
        var names = Array(outer.prefix(index + 1))
        if names.count < index + 1 { names += Array(repeating: [], count: index + 1 - names.count) }
        let pattern = lineNames.count == tracks.count + 1 ? lineNames : Array(repeating: [], count: tracks.count + 1)
        for _ in 0..<times {
            names[names.count - 1] += pattern[0]
            names += pattern.dropFirst()
        }
        names[names.count - 1] += trailingNames
        names += outer.dropFirst(index + 1)
        return names
    }
}
