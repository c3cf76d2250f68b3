import Foundation
import LucidDescription
import LucidLayout
import XCTest

/// Components with parameters, style classes, themes and includes.
final class ReuseTests: XCTestCase {
    private func figure(_ text: String, file: String = "reuse.yaml", theme: String? = nil) throws -> Figure {
        let description = try DescriptionParser.parse(text, file: file, theme: theme)
        return try TreeBuilder(measurer: CellTextMeasurer(), baseDirectory: URL(fileURLWithPath: "/")).figure(description)
    }

    private func errors(_ text: String, file: String = "reuse.yaml", theme: String? = nil) -> [String] {
        do {
            _ = try DescriptionParser.parse(text, file: file, theme: theme)
            XCTFail("expected diagnostics")
            return []
        } catch {
            return error.diagnostics.map(\.description)
        }
    }

    private func items(_ figure: Figure) -> [String: DisplayItem] {
        Dictionary(figure.items.map { ($0.name ?? "?", $0) }, uniquingKeysWith: { first, _ in first })
    }

    private let card = """
        canvas: { width: 100, height: 40 }
        components:
          card:
            parameters: { title: ~, tint: "#ff0000", width: 60 }
            layout:
              kind: zstack
              frame: { width: $width, height: 20 }
              children:
                - { kind: box, name: back, fill: $tint }
                - { kind: label, name: title, text: "${title}!" }

        """

    func testComponentsTakeArgumentsAndDefaults() throws {
        let result = try figure(card + "layout: { use: card, title: Hi }")
        let found = items(result)
        XCTAssertEqual(found["back"]?.frame, CGRect(x: 20, y: 10, width: 60, height: 20))
        XCTAssertEqual(found["back"]?.drawing, .box(ShapeStyle(fill: Color("#ff0000"))))
        guard case let .text(text, _)? = found["title"]?.drawing else { return XCTFail("no title") }
        XCTAssertEqual(text, "Hi!")
    }

    func testUseSiteModifiersReplaceTheComponentRoots() throws {
        let result = try figure(card + "layout: { use: card, title: Hi, tint: blue, width: 20, frame: { width: 90, height: 30 } }")
        XCTAssertEqual(items(result)["back"]?.frame, CGRect(x: 5, y: 5, width: 90, height: 30))
        XCTAssertEqual(items(result)["back"]?.drawing, .box(ShapeStyle(fill: Color("blue"))))
    }

    func testComponentProblemsAreNamedAndLocated() {
        XCTAssertEqual(errors(card + """
            layout:
              kind: vstack
              children:
                - { use: crad, title: A }
                - { use: card, titel: B }
                - { use: card, title: C, tint: 12 }
            """), [
                "reuse.yaml:14:14: error: unknown component 'crad'; did you mean 'card'?",
                "reuse.yaml:15:7: error: missing parameter 'title' of component 'card'",
                "reuse.yaml:15:20: error: unknown parameter 'titel' of component 'card'; did you mean 'title'?",
                "reuse.yaml:16:36: error: invalid colour '12' for 'fill': expected #rgb, #rgba, #rrggbb, #rrggbbaa or a colour name (in component 'card' used at reuse.yaml:16:14)",
            ])
    }

    func testUnknownParameterInsideAComponent() {
        XCTAssertEqual(errors("""
            components:
              dot: { layout: { kind: box, fill: $colour } }
            layout: { use: dot }
            """), ["reuse.yaml:2:37: error: unknown parameter '$colour' in component 'dot' (in component 'dot' used at reuse.yaml:3:16)"])
    }

    func testAComponentThatUsesItselfIsAnError() {
        XCTAssertEqual(errors("""
            components:
              a: { layout: { kind: vstack, children: [{ use: b }] } }
              b: { layout: { kind: vstack, children: [{ use: a }] } }
            layout: { use: a }
            """), ["reuse.yaml:3:50: error: component 'a' uses itself: a → b → a (in component 'b' used at reuse.yaml:2:50)"])
    }

    /// A component passed as an argument of the same component nests (panels in panels);
    /// only a component whose own layout uses itself is a recursion.
    func testAComponentInsideItsOwnArgumentNests() throws {
        let figure = try figure("""
            canvas: { width: 200, height: 100 }
            components:
              panel:
                parameters: { title: Panel, content: { kind: spacer } }
                layout:
                  kind: vstack
                  children:
                    - { kind: label, name: $title, text: $title }
                    - $content
            layout:
              use: panel
              title: outer
              content:
                use: panel
                title: middle
                content: { use: panel, title: inner }
            """)
        let titles = figure.items.compactMap { item -> String? in
            if case let .text(text, _) = item.drawing { return text }
            return nil
        }
        XCTAssertEqual(titles, ["outer", "middle", "inner"])
        XCTAssertEqual(errors("""
            components:
              panel:
                parameters: { content: { kind: spacer } }
                layout: { kind: vstack, children: [$content, { use: panel }] }
            layout: { use: panel, content: { use: panel } }
            """), [
                // (Once for the use in the argument, expanded too, and once for the outer one.)
                "reuse.yaml:4:57: error: component 'panel' uses itself: panel → panel → panel (in component 'panel' used at reuse.yaml:5:39)",
                "reuse.yaml:4:57: error: component 'panel' uses itself: panel → panel (in component 'panel' used at reuse.yaml:5:16)",
            ])
    }

    /// A parameter named like a key every use has (`name`, `flex`, a modifier) is an
    /// error where it is declared; a use site's `flex` item style goes to the root.
    func testUseSiteKeysAreNoParametersAndFlexGoesToTheRoot() throws {
        XCTAssertEqual(errors("""
            components:
              tag: { parameters: { name: x }, layout: { kind: label, text: hi } }
            layout: { use: tag }
            """), ["reuse.yaml:2:24: error: parameter name 'name' is a key of every use (name, class, flex, use and the modifiers go to the component's root): choose another, such as 'nameText'"])
        let figure = try figure("""
            canvas: { width: 100, height: 20 }
            components:
              chip: { layout: { kind: box, fill: black } }
            layout:
              kind: flex
              children:
                - { use: chip, name: a, flex: { grow: 1 } }
                - { use: chip, name: b, flex: { width: 20 } }
            """)
        XCTAssertEqual(items(figure)["a"]?.frame, CGRect(x: 0, y: 0, width: 80, height: 20))
        XCTAssertEqual(items(figure)["b"]?.frame, CGRect(x: 80, y: 0, width: 20, height: 20))
    }

    /// A parameter whose default is `[]` leaves its place in a list of children empty when a
    /// use does not give it; given a list, it puts all of it there.
    func testAnOptionalParameterLeavesItsNodeOut() throws {
        let figure = try figure("""
            canvas: { width: 100, height: 60 }
            components:
              card:
                parameters: { title: Card, badge: [] }
                layout: { kind: vstack, children: [{ kind: label, name: $title, text: $title }, $badge] }
            layout:
              kind: vstack
              children:
                - { use: card, title: plain }
                - { use: card, title: badged, badge: { kind: label, name: new, text: NEW } }
                - { use: card, title: two, badge: [{ kind: label, name: a, text: A }, { kind: label, name: b, text: B }] }
            """)
        let names = figure.items.compactMap(\.name)
        XCTAssertEqual(names, ["plain", "badged", "new", "two", "a", "b"])
    }

    func testExponentialComponentsStopAtTheNodeLimit() {
        var text = "components:\n  c0: { layout: { kind: box } }\n"
        for level in 1...20 {
            text += "  c\(level): { layout: { kind: zstack, children: [{ use: c\(level - 1) }, { use: c\(level - 1) }] } }\n"
        }
        text += "layout: { use: c20 }\n"
        let found = errors(text)
        XCTAssertEqual(found.filter { $0.contains("100000 nodes") }.count, 1, "\(found)")
    }

    private let styled = """
        canvas: { width: 100, height: 40 }
        styles:
          ink: { color: "#222222", fill: yellow, size: 9 }
          loud: { color: red, weight: bold }
        themes:
          dark: { ink: { color: "#eeeeee" } }

        """

    private func style(_ figure: Figure, _ name: String) -> TextStyle? {
        guard case let .text(_, style)? = items(figure)[name]?.drawing else { return nil }
        return style
    }

    func testClassesFillWhatTheNodeDoesNotSayLaterClassesWin() throws {
        let result = try figure(styled + """
            layout:
              kind: vstack
              children:
                - { kind: label, name: a, text: A, class: ink }
                - { kind: label, name: b, text: B, class: ink, size: 20 }
                - { kind: label, name: c, text: C, class: [ink, loud] }
                - { kind: box, name: d, class: ink }
            """)
        XCTAssertEqual(style(result, "a")?.color, Color("#222222"))
        XCTAssertEqual(style(result, "a")?.font.size, 9)
        XCTAssertEqual(style(result, "b")?.font.size, 20)
        XCTAssertEqual(style(result, "c")?.color, .init(red: 1, green: 0, blue: 0))
        XCTAssertEqual(style(result, "c")?.font.weight, .bold)
        XCTAssertEqual(items(result)["d"]?.drawing, .box(ShapeStyle(fill: Color("yellow"))))
    }

    func testThemesRestyleClasses() throws {
        let text = styled + "theme: dark\nlayout: { kind: label, name: a, text: A, class: ink }"
        XCTAssertEqual(style(try figure(text), "a")?.color, Color("#eeeeee"))
        XCTAssertEqual(style(try figure(styled + "layout: { kind: label, name: a, text: A, class: ink }", theme: "dark"), "a")?.color, Color("#eeeeee"))
        XCTAssertEqual(errors(styled + "theme: drak\nlayout: { kind: box }"), ["reuse.yaml:7:8: error: unknown theme 'drak'; did you mean 'dark'?"])
        XCTAssertEqual(errors(styled + "layout: { kind: box }", theme: "sepia"), [
            "reuse.yaml: error: unknown theme 'sepia'; the file defines dark, and the built-in themes are light, dark"])
    }

    func testTheFilesOwnThemeReplacesTheBuiltInOneOfTheSameName() throws {
        let own = try DescriptionParser.parse(styled + "theme: dark\nlayout: { kind: box }", file: "reuse.yaml")
        XCTAssertNil(own.theme)
        let builtIn = try DescriptionParser.parse(styled + "theme: light\nlayout: { kind: box }", file: "reuse.yaml")
        XCTAssertEqual(builtIn.theme, .light)
        let fromCommandLine = try DescriptionParser.parse("layout: { kind: box }", file: "plain.yaml", theme: "dark")
        XCTAssertEqual(fromCommandLine.theme, .dark)
        XCTAssertEqual(fromCommandLine.warnings, [])
        XCTAssertEqual(try DescriptionParser.parse("theme: dark\nlayout: { kind: box }", file: "plain.yaml").theme, .dark)
        XCTAssertEqual(errors("theme: drak\nlayout: { kind: box }"), ["reuse.yaml:1:8: error: unknown theme 'drak'; did you mean 'dark'?"])
    }

    func testAnUnknownCommandLineThemeIsOnlyAWarningForAFileWithoutThemes() throws {
        let plain = try DescriptionParser.parse("layout: { kind: box }", file: "plain.yaml", theme: "sepia")
        XCTAssertNil(plain.theme)
        XCTAssertEqual(plain.warnings.map(\.description), [
            "plain.yaml: warning: unknown theme 'sepia'; the file defines no themes, and the built-in themes are light, dark"])
    }

    func testTheBuiltInDarkThemeRecoloursTheBuiltFigure() throws {
        let text = """
            canvas: { width: 40, height: 20, background: white }
            theme: dark
            layout:
              kind: hstack
              children:
                - { kind: box, name: card, fill: white, stroke: black }
                - { kind: label, name: text, text: A, color: black }
            """
        let themed = try figure(text)
        XCTAssertEqual(themed.background, Color("#1f1f1f"))
        XCTAssertEqual(items(themed)["card"]?.drawing, .box(ShapeStyle(fill: Color("#1f1f1f"), stroke: Color("#dedede"))))
        XCTAssertEqual(style(themed, "text")?.color, Color("#dedede"))
        let plain = try figure(text.replacingOccurrences(of: "theme: dark", with: "theme: light"))
        XCTAssertEqual(plain.background, .white)
        XCTAssertEqual(style(plain, "text")?.color, .black)
    }

    func testStyleProblems() {
        XCTAssertEqual(errors("""
            styles:
              ink: { color: red }
              bad: { fil: red }
            layout: { kind: box, class: inc }
            """), [
                "reuse.yaml:3:10: error: unknown key 'fil' in style 'bad'; did you mean 'fill'?",
                "reuse.yaml:4:29: error: unknown class 'inc'; did you mean 'ink'?",
            ])
    }

    // MARK: - Includes

    private func folder(_ files: [String: String]) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lucid-reuse-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
        for (name, text) in files {
            try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
        }
        return folder
    }

    func testIncludedComponentsAndStylesAreUsable() throws {
        let folder = try folder([
            "parts.yaml": "include: more.yaml\ncomponents:\n  tile: { layout: { kind: box, name: tile, class: warm } }\n",
            "more.yaml": "styles:\n  warm: { fill: orange }\n",
            "main.yaml": "canvas: { width: 10, height: 10 }\ninclude: [parts.yaml]\nlayout: { use: tile }\n",
        ])
        let description = try DescriptionParser.parse(contentsOf: folder.appendingPathComponent("main.yaml").path)
        let result = try TreeBuilder(measurer: CellTextMeasurer(), for: description).figure(description)
        XCTAssertEqual(result.items.first?.drawing, .box(ShapeStyle(fill: Color("orange"))))
    }

    func testProblemsInIncludedFilesNameThoseFiles() throws {
        let folder = try folder([
            "parts.yaml": "components:\n  tile: { layout: { kind: box, fill: nocolour } }\n",
            "main.yaml": "include: parts.yaml\nlayout: { use: tile }\n",
        ])
        let main = folder.appendingPathComponent("main.yaml").path
        XCTAssertThrowsError(try DescriptionParser.parse(contentsOf: main)) { error in
            XCTAssertEqual("\(error)", "\(folder.path)/parts.yaml:2:38: error: invalid colour 'nocolour' for 'fill': expected #rgb, #rgba, #rrggbb, #rrggbbaa or a colour name (in component 'tile' used at \(main):2:16)")
        }
    }

    func testIncludeCyclesAndMissingFiles() throws {
        let folder = try folder([
            "a.yaml": "include: b.yaml\n",
            "b.yaml": "include: [a.yaml, gone.yaml]\n",
            "main.yaml": "include: a.yaml\nlayout: { kind: box }\n",
        ])
        let main = folder.appendingPathComponent("main.yaml").path
        XCTAssertThrowsError(try DescriptionParser.parse(contentsOf: main)) { error in
            XCTAssertEqual("\(error)", """
                \(folder.path)/b.yaml:1:11: error: include cycle: a.yaml → b.yaml → a.yaml
                \(folder.path)/b.yaml:1:19: error: cannot read included file 'gone.yaml': no such file
                """)
        }
    }

    func testImagesInIncludedComponentsAreFoundBesideTheirFile() throws {
        let folder = try folder(["main.yaml": "include: lib/parts.yaml\nlayout: { use: icon }\n"])
        let lib = folder.appendingPathComponent("lib")
        try FileManager.default.createDirectory(at: lib, withIntermediateDirectories: true)
        try "components:\n  icon: { layout: { kind: image, src: icon.png } }\n".write(to: lib.appendingPathComponent("parts.yaml"), atomically: true, encoding: .utf8)
        let samples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        try FileManager.default.copyItem(at: samples.appendingPathComponent("Samples/assets/yeti.png"), to: lib.appendingPathComponent("icon.png"))
        let description = try DescriptionParser.parse(contentsOf: folder.appendingPathComponent("main.yaml").path)
        let result = try TreeBuilder(measurer: CellTextMeasurer(), for: description).figure(description)
        guard case let .image(source)? = result.items.first?.drawing else { return XCTFail("no image") }
        XCTAssertEqual(source.path, lib.appendingPathComponent("icon.png").standardizedFileURL.path)
    }

    func testAFileIncludedManyTimesIsReadOnce() throws {
        // Each file includes the next ten times: 10^6 reads without de-duplication.
        var files: [String: String] = ["f6.yaml": "styles: { s: { fill: red } }\n"]
        for level in 0..<6 {
            files["f\(level).yaml"] = "include: [" + Array(repeating: "f\(level + 1).yaml", count: 10).joined(separator: ", ") + "]\n"
        }
        files["main.yaml"] = "include: f0.yaml\nlayout: { kind: box, name: b, class: s }\n"
        let folder = try folder(files)
        let description = try DescriptionParser.parse(contentsOf: folder.appendingPathComponent("main.yaml").path)
        let result = try TreeBuilder(measurer: CellTextMeasurer(), for: description).figure(description)
        XCTAssertEqual(result.items.first?.drawing, .box(ShapeStyle(fill: Color("red"))))
    }

    func testAliasesInsideAComponentBodyAreBounded() {
        // A component whose body is a "billion laughs" of aliases, used once.
        var text = "components:\n  bomb:\n    layout:\n      kind: zstack\n      children:\n"
        text += "        - &a0 { kind: box }\n"
        for level in 1...12 {
            text += "        - &a\(level) { kind: zstack, children: [" + Array(repeating: "*a\(level - 1)", count: 9).joined(separator: ", ") + "] }\n"
        }
        text += "layout: { use: bomb }\n"
        let found = errors(text)
        XCTAssertTrue(found.contains { $0.contains("expands to more than 1000000 YAML nodes") }, "\(found)")
    }
}
