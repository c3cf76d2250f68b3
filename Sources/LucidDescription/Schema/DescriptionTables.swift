/// Every table of declared keys the schema is written from: the parser's own
/// (`DescriptionTables.parser`), or a changed copy (a test changes one range and sees
/// the schema change).
struct DescriptionTables {
    var document = DocumentProperties.all
    var canvas = CanvasProperties.all
    var check = CheckProperties.all
    var connector = ConnectorProperties.all
    var connectorLabel = ConnectorProperties.labelKeys
    var component = ComponentProperties.all
    var kinds = NodeKinds.all
    /// `name` and `class`, which every node takes.
    var nodeName = NodeProperties.name
    var nodeClass = NodeProperties.class
    /// The modifier keys, and `flex` (the node's CSS item style) after them.
    var modifiers = ModifierProperties.all + [NodeProperties.flex]
    var frame = FrameProperties.all
    var flexibleFrame = FrameProperties.flexible
    var flexItem = FlexItemProperties.all
    var aspectRatio = ValueProperties.aspectRatio
    var fixedSize = ValueProperties.fixedSize
    var layer = ValueProperties.layer
    var insetEdges = ValueProperties.insetEdges

    /// The tables the parser reads.
    static let parser = DescriptionTables()
}
