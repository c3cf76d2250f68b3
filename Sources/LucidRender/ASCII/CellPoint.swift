/// One character cell, by column and row (rows grow downwards).
struct CellPoint: Hashable, Sendable {
    var column: Int
    var row: Int
}
