#!/usr/bin/env python3
"""Writes the JSON Schema of the description format: Schema/lucid.schema.json, and
the same text as a Swift string (Sources/LucidDescription/Schema/DescriptionSchema.swift)
so that `lucid schema` prints it from anywhere.

Run it after changing what the parser accepts (keys, kinds, ranges, colour names);
Tests/LucidDescriptionTests/SchemaTests.swift checks the schema against the parser
and fails when either file is stale. Plain Python, no packages needed.

The schema is draft 2020-12 but uses only keywords that draft-07 tools understand
too (no prefixItems, unevaluatedProperties), because editors' YAML support
(yaml-language-server) validates with draft-07 semantics.
"""
import json, os, re, sys

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
SCHEMA_PATH = os.path.join(ROOT, "Schema", "lucid.schema.json")
SWIFT_PATH = os.path.join(ROOT, "Sources", "LucidDescription", "Schema", "DescriptionSchema.swift")
COLOR_SWIFT = os.path.join(ROOT, "Sources", "LucidLayout", "Leaves", "Color.swift")

MAX_LENGTH = 1_000_000
ALIGNMENTS = ["topLeading", "top", "topTrailing", "leading", "center", "trailing",
              "bottomLeading", "bottom", "bottomTrailing"]


def ref(name, description=None, **extra):
    schema = {"$ref": "#/$defs/" + name}
    if description:
        schema["description"] = description
    schema.update(extra)
    return schema


def number(description, minimum=0, maximum=MAX_LENGTH, **extra):
    schema = {"description": description, "type": "number", "minimum": minimum, "maximum": maximum}
    schema.update(extra)
    return schema


def choice(description, values, **extra):
    schema = {"description": description, "enum": values}
    schema.update(extra)
    return schema


def color_names():
    """The names in `Color.named`, read from Color.swift so they cannot drift."""
    text = open(COLOR_SWIFT, encoding="utf-8").read()
    table = text[text.index("static let named"):]
    table = table[:table.index("]\n")]
    return sorted(re.findall(r'\("([a-z]+)", "#[0-9a-f]+"\)', table))


# Keys shared by several kinds.
OUTLINE = ref("color", "Outline colour (none when absent); the outline is drawn inside the frame.")
LINE_COLOR = ref("color", "Line colour.", default="black")
STROKE_WIDTH = number("Outline or line width in points.", 0, 1000, default=1)
DASH = ref("dash", "Dash pattern: on and off lengths in points, e.g. [4, 2]; [] is solid.", default=[])
OPACITY = number("Opacity from 0 (invisible) to 1 (opaque).", 0, 1, default=1)
FILL = ref("color", "Inside colour (none when absent).")
ARROWHEADS = choice("Which ends get an arrowhead: a filled triangle in the stroke colour.",
                    ["none", "start", "end", "both"], default="none")
CHILDREN = ref("nodes", "The children, in order (back to front).")


def child(description):
    return ref("node", description)


# Every kind: (description, own keys, required keys). The order of keys follows
# `DescriptionParser.kindKeys`.
KINDS = {
    "box": ("A rectangle. Offered a size, it takes it; offered nothing, it is 10 × 10.", {
        "fill": FILL,
        "stroke": OUTLINE,
        "strokeWidth": STROKE_WIDTH,
        "cornerRadius": number("Rounded corners (at most half the shorter side).", default=0),
        "dash": DASH,
        "opacity": OPACITY,
    }, []),
    "ellipse": ("The ellipse inscribed in its frame; sized like box.", {
        "fill": FILL,
        "stroke": OUTLINE,
        "strokeWidth": STROKE_WIDTH,
        "dash": DASH,
        "opacity": OPACITY,
    }, []),
    "line": ("A straight line between points in unit coordinates of its frame ([0, 0] top-left, "
             "[1, 1] bottom-right), so it stretches with the frame; sized like box.", {
        "from": ref("point", "Where the line starts, [x, y] in unit coordinates.", default=[0, 0]),
        "to": ref("point", "Where the line ends, [x, y] in unit coordinates.", default=[1, 1]),
        "stroke": LINE_COLOR,
        "strokeWidth": STROKE_WIDTH,
        "dash": DASH,
        "opacity": OPACITY,
        "arrowheads": ARROWHEADS,
    }, []),
    "polyline": ("A line through several points in unit coordinates of its frame; sized like box.", {
        "points": {"description": "The corners, first to last: two or more [x, y] in unit coordinates.",
                   "type": "array", "minItems": 2, "items": ref("point")},
        "stroke": LINE_COLOR,
        "strokeWidth": STROKE_WIDTH,
        "dash": DASH,
        "opacity": OPACITY,
        "arrowheads": ARROWHEADS,
    }, ["points"]),
    "label": ("Text, wrapped at word boundaries to the offered width, centred vertically in its frame.", {
        "text": ref("text", "The text; \\n starts a new line."),
        "font": ref("text", "Font family.", default="DejaVu Sans"),
        "size": number("Font size in points.", 1, 1000, default=14),
        "weight": choice("Font weight.", ["regular", "bold"], default="regular"),
        "italic": {"description": "Slanted style.", "type": "boolean", "default": False},
        "color": ref("color", "Text colour.", default="black"),
        "alignment": choice("How lines sit in the frame.", ["leading", "center", "trailing"], default="leading"),
        "lineSpacing": number("Points added between lines, as SwiftUI's .lineSpacing (ASCII: whole rows, rounded down).",
                              0, 1000, default=0),
        "opacity": number("Multiplies the text colour's alpha.", 0, 1, default=1),
        "writingMode": choice("Which way lines run, as CSS writing-mode: vertical text is turned a quarter turn clockwise, "
                              "its lines stacked right to left (vertical-rl) or left to right (vertical-lr).",
                              ["horizontal-tb", "vertical-rl", "vertical-lr"], default="horizontal-tb"),
    }, ["text"]),
    "image": ("A PNG picture; its pixel size when offered nothing, scaled into the size it is offered.", {
        "src": ref("text", "Path of a PNG file, relative to the description file."),
        "contentMode": ref("contentMode", "fit shows the whole picture, fill covers the frame and is cropped to it.",
                           default="fit"),
        "opacity": number("Multiplies the picture's alpha.", 0, 1, default=1),
    }, ["src"]),
    "spacer": ("Stretches along the axis of the stack it is in.", {
        "minLength": number("The least length it takes along the stack.", default=8),
    }, []),
    "hstack": ("SwiftUI's HStack: children in a row.", {
        "alignment": choice("Vertical placement of children.", ["top", "center", "bottom", "firstTextBaseline"],
                            default="center"),
        "spacing": number("Space between neighbours.", default=8),
        "children": CHILDREN,
    }, []),
    "vstack": ("SwiftUI's VStack: children in a column.", {
        "alignment": choice("Horizontal placement of children.", ["leading", "center", "trailing"], default="center"),
        "spacing": number("Space between neighbours.", default=8),
        "children": CHILDREN,
    }, []),
    "zstack": ("Every child gets the whole rect; later children are drawn on top.", {
        "children": CHILDREN,
    }, []),
    "inset": ("The child laid out in the rect inset by insets (Lucid Dreams' InsetLayout).", {
        "insets": ref("insets", "Distances from each edge.", default=0),
        "child": child("The inset node."),
    }, ["child"]),
    "decorating": ("Lucid Dreams' DecoratingLayout: decoration in the left third (inset 5 top, bottom, right), "
                   "content in the right two thirds (inset 5).", {
        "content": child("The right two thirds."),
        "decoration": child("The left third, drawn first."),
    }, ["content", "decoration"]),
    "cascading": ("Lucid Dreams' CascadingLayout: children of one size, each offset by overlapFactor of that size.", {
        "overlapFactor": number("Offset between neighbours, as a share of a child's size.", 0, 10, default=0.2),
        "children": CHILDREN,
    }, []),
    "multipane": ("Lucid Dreams' MultiPaneLayout: a decorating layout whose decoration is a cascade of the accessories.", {
        "content": child("The right two thirds."),
        "accessories": ref("nodes", "Cascaded in the left third."),
    }, ["content"]),
    "background": ("Lucid Dreams' BackgroundLayout: both get the whole rect, the background drawn first; "
                   "the foreground decides the measured size.", {
        "background": child("Drawn first (on this kind, the layout's own key, not the background modifier)."),
        "foreground": child("Drawn on top."),
    }, ["background", "foreground"]),
}

# CSS boxes (kind: flex, grid, block). Their values are CSS's: lengths up to 1e30 (a
# max-height no box reaches), percentages, keywords.
MAX_CSS_LENGTH = 1e30
PERCENT = {"type": "string", "pattern": "^[0-9]+(\\.[0-9]+)?%$"}
SIGNED_PERCENT = {"type": "string", "pattern": "^-?[0-9]+(\\.[0-9]+)?%$"}
SIZE_KEYWORDS = ["min-content", "max-content", "fit-content", "stretch"]
CONTENT_ALIGNMENTS = ["normal", "flex-start", "flex-end", "start", "end", "center", "space-between", "space-around",
                      "space-evenly", "stretch"]
ITEM_ALIGNMENTS = ["normal", "flex-start", "flex-end", "start", "end", "center", "baseline", "stretch", "self-start",
                   "self-end"]
OVERFLOWS = ["visible", "hidden", "clip", "scroll"]
EDGES = ["top", "left", "bottom", "right"]
# Grid values: a track (points, "25%", "1fr", a keyword) and a line ("2", "-1", "span 2", auto).
GRID_TRACK = "(auto|min-content|max-content|[0-9]+(\\.[0-9]+)?(fr|%)?)"
GRID_NUMBER = "([1-9][0-9]{0,3}|10000)"
GRID_LINE = f"(auto|-?{GRID_NUMBER}|span +{GRID_NUMBER})"


def box_alignment(description, values, default):
    """A CSS Box Alignment keyword; any but normal and auto may start with `safe ` or `unsafe `."""
    prefixed = [value for value in values if value not in ("normal", "auto")]
    return {"description": description, "default": default,
            "anyOf": [{"enum": values},
                      {"type": "string", "pattern": "^(safe|unsafe) (" + "|".join(prefixed) + ")$"}]}


CSS_BOX = {
    "justifyContent": box_alignment(
        "justify-content: placement of the items along the main axis (flex) or of the columns (grid); "
        "normal is flex-start in a flex container and stretches auto columns in a grid.",
        [value for value in CONTENT_ALIGNMENTS if value != "stretch"], "normal"),
    "alignItems": box_alignment(
        "align-items: placement of each item across its line (flex) or in its row (grid); normal stretches.",
        ITEM_ALIGNMENTS, "normal"),
    "alignContent": box_alignment(
        "align-content: placement of wrapped lines (flex) or of the rows (grid); normal stretches.",
        CONTENT_ALIGNMENTS, "normal"),
    "gap": ref("cssGap", "row-gap and column-gap at once.", default=0),
    "rowGap": ref("cssGap", "row-gap: space between rows (lines of a row flex container, items of a column one).",
                  default=0),
    "columnGap": ref("cssGap", "column-gap: space between columns (items of a row flex container, lines of a "
                               "column one).", default=0),
    "direction": choice("Writing direction: rtl mirrors rows and grid columns.", ["ltr", "rtl"], default="ltr"),
    "padding": ref("cssEdges", "CSS padding (not the padding modifier): a length or percentage for every edge, or "
                               "{top, left, bottom, right}.", default=0),
    "border": ref("cssEdges", "CSS border widths, for layout only (nothing is drawn; draw a border with a "
                              "background box's stroke).", default=0),
    "boxSizing": choice("box-sizing: whether width and height hold padding and border (border-box) or not.",
                        ["border-box", "content-box"], default="border-box"),
    "children": ref("nodes", "The children, in order; each sets its own item style with the flex key."),
}

KINDS.update({
    "flex": ("A CSS flex container (display: flex), laid out as a browser does; children set their item style "
             "with the flex key.", {
        "flexDirection": choice("The main axis.", ["row", "row-reverse", "column", "column-reverse"], default="row"),
        "flexWrap": choice("Whether items wrap onto more lines; with balance, into lines as even as possible.",
                           ["nowrap", "wrap", "wrap-reverse", "balance", "wrap balance", "wrap-reverse balance"],
                           default="nowrap"),
        "flexLineCount": {
            "description": "flex-line-count: the fewest lines a balanced container spreads its items over.",
            "type": "integer", "minimum": 1, "maximum": MAX_LENGTH, "default": 1,
        },
        **CSS_BOX,
    }, []),
    "grid": ("A CSS grid container (display: grid): explicit and implicit tracks, placement by line number or span, "
             "auto-placement by row; children place themselves with the flex key (gridRow, gridColumn, …).", {
        "gridTemplateColumns": ref("gridTracks", "grid-template-columns: the explicit columns.", default=[]),
        "gridTemplateRows": ref("gridTracks", "grid-template-rows: the explicit rows.", default=[]),
        "gridAutoColumns": ref("gridTrack", "grid-auto-columns: the size of implicit columns (one track).",
                               default="auto"),
        "gridAutoRows": ref("gridTrack", "grid-auto-rows: the size of implicit rows (one track).", default="auto"),
        "justifyItems": box_alignment("justify-items: placement of each item across its column area; normal "
                                      "stretches.", ITEM_ALIGNMENTS, "normal"),
        **CSS_BOX,
    }, []),
    "block": ("A CSS block container (display: block): children stacked from the top, each as wide as the "
              "content box unless its width says otherwise; margins do not collapse. Alignment and gap keys have "
              "no effect on it.", dict(CSS_BOX), []),
})

CSS_SIZE = {
    "description": "A CSS size: points, a percentage of the containing block (\"50%\"), auto, or an intrinsic "
                   "size keyword.",
    "anyOf": [{"type": "number", "minimum": 0, "maximum": MAX_CSS_LENGTH}, PERCENT,
              {"enum": ["auto"] + SIZE_KEYWORDS}],
}

CSS_OFFSET = {
    "description": "A CSS length that may be negative: points, a percentage (\"-50%\"), or auto.",
    "anyOf": [{"type": "number", "minimum": -MAX_CSS_LENGTH, "maximum": MAX_CSS_LENGTH}, SIGNED_PERCENT,
              {"const": "auto"}],
}

ALL_CSS_EDGES = "a length for every edge, or {top, left, bottom, right} (each 0 unless given)"

FLEX_ITEM = {
    "description": "The node's CSS item style in its flex or grid container; on a CSS box (flex, grid, block) "
                   "its own CSS wherever it is, the layout root included.",
    "type": "object",
    "properties": {
        "grow": number("flex-grow: share of the free space taken.", 0, MAX_LENGTH, default=0),
        "shrink": number("flex-shrink: share of the overflow given up.", 0, MAX_LENGTH, default=1),
        "basis": {"description": "flex-basis: the size before growing or shrinking.", "default": "auto",
                  "anyOf": [{"type": "number", "minimum": 0, "maximum": MAX_CSS_LENGTH}, PERCENT,
                            {"enum": ["auto", "content"] + SIZE_KEYWORDS}]},
        "alignSelf": box_alignment("align-self: this item's placement across its line (flex) or row area (grid); "
                                   "auto defers to the container's alignItems.", ["auto"] + ITEM_ALIGNMENTS, "auto"),
        "margin": {"description": "Margins (may be negative): " + ALL_CSS_EDGES + "; auto margins absorb free space.",
                   "anyOf": [ref("cssOffset"),
                             {"type": "object", "additionalProperties": False,
                              "properties": {edge: ref("cssOffset") for edge in EDGES}}]},
        "width": ref("cssSize", "CSS width.", default="auto"),
        "height": ref("cssSize", "CSS height.", default="auto"),
        "minWidth": ref("cssSize", "CSS min-width.", default="auto"),
        "maxWidth": ref("cssSize", "CSS max-width.", default="auto"),
        "minHeight": ref("cssSize", "CSS min-height.", default="auto"),
        "maxHeight": ref("cssSize", "CSS max-height.", default="auto"),
        "aspectRatio": number("CSS aspect-ratio: width divided by height.", 0.001, 1000),
        "position": choice("absolute takes the item out of the flow, placed by its insets.", ["relative", "absolute"],
                           default="relative"),
        "top": ref("cssOffset", "Inset from the top (position: absolute or relative offset).", default="auto"),
        "right": ref("cssOffset", "Inset from the right.", default="auto"),
        "bottom": ref("cssOffset", "Inset from the bottom.", default="auto"),
        "left": ref("cssOffset", "Inset from the left.", default="auto"),
        "display": choice("none removes the item from the layout.", ["flex", "none"], default="flex"),
        "justifySelf": box_alignment("justify-self: this grid item's placement across its column area; auto defers "
                                     "to the container's justifyItems.", ["auto"] + ITEM_ALIGNMENTS, "auto"),
        "gridRow": ref("gridLines", "grid-row: \"start / end\", or a start line alone (the end is then auto)."),
        "gridColumn": ref("gridLines", "grid-column: \"start / end\", or a start line alone (the end is then auto)."),
        "gridRowStart": ref("gridLine", "grid-row-start.", default="auto"),
        "gridRowEnd": ref("gridLine", "grid-row-end.", default="auto"),
        "gridColumnStart": ref("gridLine", "grid-column-start.", default="auto"),
        "gridColumnEnd": ref("gridLine", "grid-column-end.", default="auto"),
        "overflow": choice("overflowX and overflowY at once.", OVERFLOWS, default="visible"),
        "overflowX": choice("overflow-x: hidden or scroll make the box a scroll container, whose automatic minimum "
                            "size is 0; scroll also reserves a scrollbar gutter across its height. Layout only: "
                            "nothing is clipped or scrolled when drawn.", OVERFLOWS, default="visible"),
        "overflowY": choice("overflow-y: as overflowX; scroll reserves the gutter across the width.", OVERFLOWS,
                            default="visible"),
        "scrollbarWidth": number("The thickness of the scrollbar gutter that overflow: scroll reserves.", 0, 1000,
                                 default=15),
    },
    "additionalProperties": False,
}

# Modifier keys, in the order they are applied (inside-out).
MODIFIERS = {
    "aspectRatio": ref("aspectRatio", "Offer the child the size with this width-to-height ratio that fits "
                                      "(or fills) the offer: a ratio, or {ratio, contentMode}."),
    "fixedSize": ref("fixedSize", "Offer nothing on these axes, so the node keeps its ideal size: true, "
                                  "or {horizontal, vertical}."),
    "frame": ref("frame", "A fixed {width, height, alignment} or a flexible {minWidth, idealWidth, maxWidth, "
                          "minHeight, idealHeight, maxHeight, alignment} frame."),
    "padding": ref("insets", "Space around the node: a number, or {top, left, bottom, right}."),
    "background": ref("layer", "A node drawn behind, offered this node's size: a node, or {layout, alignment}."),
    "overlay": ref("layer", "A node drawn in front, offered this node's size: a node, or {layout, alignment}."),
    "priority": number("Layout priority: stacks offer space to higher priorities first.", -1000, 1000, default=0),
    "flex": ref("flexItem", "Its CSS style as an item of a flex or grid container (grow, shrink, basis, alignment, "
                            "margin, sizes, position and insets, grid placement, overflow, display); on a CSS box, "
                            "its own CSS wherever it is."),
}

NAME = ref("text", "A name shown in diagnostics and ASCII renders of images, kept in the display list.")
CLASS = {
    "description": "Style classes (from styles) whose keys fill in what the node does not set; "
                   "a later class wins over an earlier one.",
    "anyOf": [ref("text"), {"type": "array", "items": ref("text")}],
}


def kind_schema(kind, description, own, required):
    properties = {"kind": {"description": description, "const": kind}, "name": NAME, "class": CLASS}
    properties.update(own)
    for key, schema in MODIFIERS.items():
        if key not in own:
            properties[key] = schema
    schema = {"title": kind, "description": description, "type": "object", "properties": properties,
              "additionalProperties": False}
    if required:
        # A style class may give the required keys, so they are required only without one.
        schema["if"] = {"required": ["class"]}
        schema["else"] = {"required": required}
    return schema


def plain(schema):
    """`schema` without its description and default: what it allows."""
    return {key: value for key, value in schema.items() if key not in ("description", "default")}


def style_schema():
    """A style class: keys that any kind or modifier takes, each with the values any of them allows."""
    values = {"name": [NAME]}
    for own in [own for _, own, _ in KINDS.values()] + [MODIFIERS]:
        for key, schema in own.items():
            values.setdefault(key, [])
            if all(plain(schema) != plain(other) for other in values[key]):
                values[key].append(schema)
    properties = {}
    for key, schemas in values.items():
        if len(schemas) == 1:
            properties[key] = schemas[0]
        elif all("enum" in schema for schema in schemas):
            merged = list(dict.fromkeys(value for schema in schemas for value in schema["enum"]))
            properties[key] = choice("Alignment, for the kinds that take it.", merged)
        else:
            properties[key] = {"description": " / ".join(dict.fromkeys(s.get("description", "") for s in schemas)),
                               "anyOf": [plain(schema) for schema in schemas]}
    return {
        "description": "Node keys set once and filled into every node of this class (class: name) that takes them "
                       "and does not set them itself.",
        "type": "object",
        "properties": properties,
        "additionalProperties": False,
    }


# Values that are any text already, so a parameter needs no alternative of its own.
ANY_TEXT = {"text", "parameter"}


def template(schema):
    """`schema` inside a component's layout, where any value may be a parameter: its
    references go to the template versions of their $defs, its values get a parameter
    alternative."""
    if not isinstance(schema, dict):
        return schema
    result = {}
    for key, value in schema.items():
        if key == "$ref":
            name = value.removeprefix("#/$defs/")
            result[key] = value if name in ANY_TEXT else value + "Template"
        elif key == "properties":
            result[key] = {name: template_value(sub) for name, sub in value.items()}
        elif key == "items":
            result[key] = template_value(value)
        elif key in ("anyOf", "allOf"):
            result[key] = [template(branch) for branch in value]
        elif key in ("then", "else"):
            result[key] = template(value)
        else:  # if, not, type, enum, const, pattern, description, …: as they are
            result[key] = value
    return result


def template_value(schema):
    """A value inside a component's layout: what `schema` allows, or a parameter. A
    reference needs nothing more: each template $defs entry allows a parameter itself."""
    if not isinstance(schema, dict) or "$ref" in schema:
        return template(schema)
    inner = template(schema)
    wrapper = {key: inner.pop(key) for key in ("description", "default") if key in inner}
    wrapper["anyOf"] = [inner, ref("parameter")]
    return wrapper


def template_definition(schema):
    """The template version of a $defs entry: the entry with parameters inside, or a parameter."""
    inner = template(schema)
    wrapper = {key: inner.pop(key) for key in ("title", "description") if key in inner}
    wrapper["anyOf"] = [inner, ref("parameter")]
    return wrapper


def referenced(defs, name, found):
    """The $defs `name` refers to, directly or not, with itself."""
    if name in found:
        return found
    found.add(name)
    def walk(value):
        if isinstance(value, dict):
            if "$ref" in value:
                referenced(defs, value["$ref"].removeprefix("#/$defs/"), found)
            for sub in value.values():
                walk(sub)
        elif isinstance(value, list):
            for sub in value:
                walk(sub)
    walk(defs[name])
    return found


def insets_schema():
    edge = lambda name: number(f"Distance from the {name} edge.", default=0)
    return {
        "description": "One number for every edge, or {top, left, bottom, right} (each default 0).",
        "anyOf": [
            {"type": "number", "minimum": 0, "maximum": MAX_LENGTH},
            {"type": "object",
             "properties": {"top": edge("top"), "left": edge("left"), "bottom": edge("bottom"), "right": edge("right")},
             "additionalProperties": False},
        ],
    }


def frame_schema():
    length = lambda text: number(text)
    unbounded = lambda text: ref("maxLength", text)
    flexible = ["minWidth", "idealWidth", "maxWidth", "minHeight", "idealHeight", "maxHeight"]
    return {
        "description": "A fixed frame {width, height, alignment}, or a flexible one {minWidth, idealWidth, maxWidth, "
                       "minHeight, idealHeight, maxHeight, alignment}; fixed and flexible lengths cannot be mixed, "
                       "and a minimum must not exceed its maximum.",
        "type": "object",
        "properties": {
            "width": length("A fixed width."),
            "height": length("A fixed height."),
            "minWidth": length("The least width."),
            "idealWidth": length("The width when offered nothing."),
            "maxWidth": unbounded("The greatest width; infinity takes all the width offered."),
            "minHeight": length("The least height."),
            "idealHeight": length("The height when offered nothing."),
            "maxHeight": unbounded("The greatest height; infinity takes all the height offered."),
            "alignment": ref("alignment", "Where the node is placed inside the frame.", default="center"),
        },
        "additionalProperties": False,
        "if": {"anyOf": [{"required": ["width"]}, {"required": ["height"]}]},
        "then": {"properties": {key: False for key in flexible}},
    }


def schema():
    kinds = sorted(KINDS)
    node = {
        "description": "A layout node: a mapping with kind, that kind's keys, an optional name and class, and the "
                       "modifier keys; or a use of a component.",
        "type": "object",
        "properties": {"kind": choice("What the node is: picks its layout and its keys.", kinds)},
        "if": {"required": ["use"]},
        "then": ref("use"),
        "else": {"required": ["kind"]},
        "allOf": [
            {"if": {"properties": {"kind": {"const": kind}}, "required": ["kind"]},
             "then": ref(kind + "Node")}
            for kind in kinds
        ],
    }
    hex_digits = "[0-9a-fA-F]"
    defs = {
        "canvas": {
            "description": "The page the layout is placed on; without it the page fits the layout.",
            "type": "object",
            "properties": {
                "width": number("Page width in points; left out, the page takes the layout's ideal width plus padding.",
                                1, 8192),
                "height": number("Page height in points; left out, the page takes the layout's ideal height "
                                 "(at the given width) plus padding.", 1, 8192),
                "padding": ref("insets", "Space between the page edges and the layout.", default=0),
                "background": ref("color", "Page colour (transparent when absent)."),
                "scale": number("PNG pixels per point (lucid render --scale overrides it).", 0.1, 8, default=1),
            },
            "additionalProperties": False,
        },
        "check": {
            "description": "How closely lucid check must find this figure's PNG matching its golden.",
            "type": "object",
            "properties": {
                "threshold": number("Colour distance (0 to 1, in YIQ as pixelmatch measures it) above which two "
                                    "pixels differ.", 0, 1, default=0.1),
                "maxDifferentPixels": {
                    "description": "How many pixels may differ (anti-aliasing pixels are not counted).",
                    "type": "integer", "minimum": 0, "maximum": 1000000000, "default": 0,
                },
                "maxDifferentRatio": number("What share of the pixels (0 to 1) may differ.", 0, 1, default=0),
            },
            "additionalProperties": False,
        },
        "cssSize": CSS_SIZE,
        "cssOffset": CSS_OFFSET,
        "cssGap": {"description": "A CSS length: points or a percentage.",
                   "anyOf": [{"type": "number", "minimum": 0, "maximum": MAX_CSS_LENGTH}, PERCENT]},
        "cssEdges": {"description": "CSS padding or border: " + ALL_CSS_EDGES + ", each points or a percentage.",
                     "anyOf": [ref("cssGap"),
                               {"type": "object", "additionalProperties": False,
                                "properties": {edge: ref("cssGap") for edge in EDGES}}]},
        "gridTrack": {"description": "A grid track: points, a percentage (\"25%\"), a fraction (\"1fr\"), auto, "
                                     "min-content or max-content.",
                      "anyOf": [{"type": "number", "minimum": 0, "maximum": MAX_LENGTH},
                                {"enum": ["auto", "min-content", "max-content"]},
                                {"type": "string", "pattern": f"^ *{GRID_TRACK} *$"}]},
        "gridTracks": {"description": "A grid track list: a list of tracks, or one string of tracks separated by "
                                      "spaces (\"100 1fr 2fr\").",
                       "anyOf": [{"type": "array", "items": ref("gridTrack")},
                                 {"type": "number", "minimum": 0, "maximum": MAX_LENGTH},
                                 {"type": "string", "pattern": f"^ *({GRID_TRACK}( +{GRID_TRACK})*)? *$"}]},
        "gridLine": {"description": "A grid line: a line number other than 0 (negative counts from the end of the "
                                    "explicit grid), \"span N\", or auto.",
                     "anyOf": [{"type": "integer", "minimum": -10000, "maximum": 10000, "not": {"const": 0}},
                               {"type": "string", "pattern": f"^[ \t]*{GRID_LINE}[ \t]*$"}]},
        "gridLines": {"description": "\"start / end\" (each a grid line), or a start line alone.",
                      "anyOf": [{"type": "integer", "minimum": -10000, "maximum": 10000, "not": {"const": 0}},
                                {"type": "string",
                                 "pattern": f"^[ \t]*{GRID_LINE}[ \t]*(/[ \t]*{GRID_LINE}[ \t]*)?$"}]},
        "flexItem": FLEX_ITEM,
        "node": node,
        "nodes": {"description": "A list of layout nodes.", "type": "array", "items": ref("node")},
        "use": {
            "description": "A node standing for a component: its other keys are the component's arguments, except "
                           "name, class and the modifiers, which replace those of the component's root node.",
            "type": "object",
            "properties": {
                "use": ref("text", "The component this node stands for (instead of kind)."),
                "name": NAME,
                "class": CLASS,
                **MODIFIERS,
                # It replaces the padding key of the component's root: CSS padding when that is a CSS box.
                "padding": {"description": MODIFIERS["padding"]["description"] + " On a component whose root is "
                                           "a CSS box (flex, grid, block), its CSS padding.",
                            "anyOf": [ref("insets"), ref("cssEdges")]},
            },
            "required": ["use"],
            "not": {"required": ["kind"]},
        },
        "component": {
            "description": "A named layout with parameters, expanded wherever a node says use: name.",
            "type": "object",
            "properties": {
                "parameters": {
                    "description": "Each parameter's default value; ~ (null) makes it required. In the layout, "
                                   "$name is replaced by the argument and ${name} inside text by its text.",
                    "type": "object",
                    "propertyNames": {"pattern": "^[A-Za-z_][A-Za-z0-9_]*$"},
                },
                "layout": template_value(ref("node", "The component's layout, where any value may be $parameter.")),
            },
            "required": ["layout"],
            "additionalProperties": False,
        },
        "parameter": {
            "description": "A component parameter: $name stands for the argument, ${name} inside text for its text.",
            "type": "string",
            "pattern": "^\\$[A-Za-z_][A-Za-z0-9_]*$|\\$\\{",
        },
        "styles": {
            "description": "Style classes by name.",
            "type": "object",
            "additionalProperties": ref("style"),
        },
        "layer": {
            "description": "A node, or {layout: node, alignment}.",
            "anyOf": [
                ref("node"),
                {"type": "object",
                 "properties": {
                     "layout": ref("node", "The node drawn."),
                     "alignment": ref("alignment", "Where the node is placed.", default="center"),
                 },
                 "required": ["layout"],
                 "additionalProperties": False},
            ],
        },
        "text": {
            "description": "Text (a number or boolean is read as its text).",
            "type": ["string", "number", "boolean"],
        },
        "color": {
            "description": "#rgb, #rgba, #rrggbb, #rrggbbaa (quote it in YAML: # starts a comment) or a CSS name.",
            "type": "string",
            "anyOf": [
                {"pattern": f"^#({hex_digits}{{3,4}}|{hex_digits}{{6}}|{hex_digits}{{8}})$"},
                {"enum": color_names()},
            ],
        },
        "insets": insets_schema(),
        "alignment": choice("SwiftUI's alignment names.", ALIGNMENTS),
        "contentMode": choice("fit: the largest size that fits; fill: the smallest that covers.", ["fit", "fill"]),
        "point": {
            "description": "[x, y] in unit coordinates of the frame: [0, 0] top-left, [1, 1] bottom-right "
                           "(each -1000…1000).",
            "type": "array",
            "minItems": 2,
            "maxItems": 2,
            "items": {"type": "number", "minimum": -1000, "maximum": 1000},
        },
        "dash": {
            "description": "On and off lengths in points, none negative and not all 0; [] is a solid line.",
            "type": "array",
            "items": {"type": "number", "minimum": 0, "maximum": MAX_LENGTH},
            "not": {"minItems": 1, "items": {"const": 0}},
        },
        "maxLength": {
            "description": "A length, or infinity to take all that is offered.",
            "anyOf": [
                {"type": "number", "minimum": 0, "maximum": MAX_LENGTH},
                {"const": "infinity"},
            ],
        },
        "aspectRatio": {
            "description": "A width-to-height ratio, or {ratio, contentMode}; without ratio, the child's ideal ratio.",
            "anyOf": [
                {"type": "number", "minimum": 0.001, "maximum": 1000},
                {"type": "object",
                 "properties": {
                     "ratio": number("Width divided by height.", 0.001, 1000),
                     "contentMode": ref("contentMode", "fit (default) or fill the offer.", default="fit"),
                 },
                 "additionalProperties": False},
            ],
        },
        "fixedSize": {
            "description": "true (both axes; false does nothing), or {horizontal, vertical}.",
            "anyOf": [
                {"type": "boolean"},
                {"type": "object",
                 "properties": {
                     "horizontal": {"description": "Keep the ideal width.", "type": "boolean", "default": False},
                     "vertical": {"description": "Keep the ideal height.", "type": "boolean", "default": False},
                 },
                 "additionalProperties": False},
            ],
        },
        "frame": frame_schema(),
    }
    for kind in kinds:
        description, own, required = KINDS[kind]
        defs[kind + "Node"] = kind_schema(kind, description, own, required)
    defs["style"] = style_schema()
    for name in sorted(referenced(defs, "node", set()) - ANY_TEXT):
        defs[name + "Template"] = template_definition(defs[name])
    return {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "title": "Lucid layout description",
        "description": "A Lucid description (YAML or JSON): a layout tree and optionally the canvas it is drawn on. "
                       "See docs/FORMAT.md.",
        "type": "object",
        "properties": {
            "canvas": ref("canvas", "The page: width, height, padding, background, scale."),
            "layout": ref("node", "The root of the layout tree."),
            "check": ref("check", "Golden-check tolerances for this figure's PNG (lucid check)."),
            "include": {
                "description": "Other description files whose components, styles and themes this file can use "
                               "(their own layout and canvas are not used); paths relative to this file.",
                "anyOf": [ref("text"), {"type": "array", "items": ref("text")}],
            },
            "components": {
                "description": "Named layouts with parameters, used with use: name.",
                "type": "object",
                "additionalProperties": ref("component"),
            },
            "styles": ref("styles", "Style classes: node keys set once, used with class: name."),
            "themes": {
                "description": "Per theme, style classes whose keys replace or add to those of styles.",
                "type": "object",
                "additionalProperties": ref("styles"),
            },
            "theme": ref("text", "The theme in use (lucid render --theme NAME overrides it)."),
        },
        "required": ["layout"],
        "additionalProperties": False,
        "$defs": defs,
    }


def dumps(value, indent=""):
    """JSON, two spaces per level; lists of plain values, and short mappings of them
    (such as {"$ref": …}), on one line."""
    inner = indent + "  "
    if isinstance(value, dict):
        if not value:
            return "{}"
        if all(not isinstance(sub, dict) and not (isinstance(sub, list) and any(isinstance(item, (dict, list)) for item in sub))
               for sub in value.values()):
            line = "{" + ", ".join(f"{json.dumps(key, ensure_ascii=False)}: {dumps(sub)}" for key, sub in value.items()) + "}"
            if len(indent) + len(line) <= 100:
                return line
        items = [f"{inner}{json.dumps(key, ensure_ascii=False)}: {dumps(sub, inner)}" for key, sub in value.items()]
        return "{\n" + ",\n".join(items) + "\n" + indent + "}"
    if isinstance(value, list):
        if all(not isinstance(item, (dict, list)) for item in value):
            return "[" + ", ".join(json.dumps(item, ensure_ascii=False) for item in value) + "]"
        return "[\n" + ",\n".join(inner + dumps(item, inner) for item in value) + "\n" + indent + "]"
    return json.dumps(value, ensure_ascii=False)


def swift_source(text):
    assert '"""#' not in text
    return (
        "// Generated by scripts/make-schema.py from the same data as Schema/lucid.schema.json;\n"
        "// do not edit (run `python3 scripts/make-schema.py`). A test checks the two agree.\n"
        "\n"
        "/// The JSON Schema (draft 2020-12) of the description format, as `lucid schema` prints it.\n"
        "public enum DescriptionSchema {\n"
        "    /// The schema's text: pretty-printed JSON ending in a newline.\n"
        "    public static let json = #\"\"\"\n"
        + text +
        "\n\"\"\"#\n"
        "}\n"
    )


def main():
    check = "--check" in sys.argv[1:]
    text = dumps(schema()) + "\n"
    outputs = {SCHEMA_PATH: text, SWIFT_PATH: swift_source(text)}
    stale = []
    for path, content in outputs.items():
        current = open(path, encoding="utf-8").read() if os.path.exists(path) else None
        if current == content:
            continue
        if check:
            stale.append(os.path.relpath(path, ROOT))
        else:
            os.makedirs(os.path.dirname(path), exist_ok=True)
            with open(path, "w", encoding="utf-8") as f:
                f.write(content)
            print("wrote", os.path.relpath(path, ROOT))
    if stale:
        print("stale (run python3 scripts/make-schema.py):", ", ".join(stale), file=sys.stderr)
        sys.exit(1)


if __name__ == "__main__":
    main()
