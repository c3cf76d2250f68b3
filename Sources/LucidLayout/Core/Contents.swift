import Foundation

extension Layout {
    /// Appends this layout's placed leaves to `result`, back to front.
    ///
    /// Containers override this to recurse, so collecting a whole tree costs one
    /// append per leaf instead of an array concatenation per level.
    public func collectContents(into result: inout [Content]) {
        result.append(contentsOf: contents)
    }

    /// Where a layout that sizes itself sits when a parent gives it `rect`: at the size
    /// it wants for `rect.size`, centred, as SwiftUI centres a view in a larger frame.
    public func placement(in rect: CGRect) -> CGRect {
        rect.aligning(sizeThatFits(ProposedSize(rect.size)), .center)
    }
}

/// Builds a `contents` array from a container's `collectContents(into:)`.
@inlinable
func collected<Content>(_ collect: (inout [Content]) -> Void) -> [Content] {
    var result: [Content] = []
    collect(&result)
    return result
}
