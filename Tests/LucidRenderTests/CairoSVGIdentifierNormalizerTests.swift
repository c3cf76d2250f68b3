import XCTest
@testable import LucidRender

final class CairoSVGIdentifierNormalizerTests: XCTestCase {
    func testRenumbersIdsPerPrefixInDocumentOrder() {
        let svg = """
        <svg><defs><g id="glyph7-3"/><g id="glyph7-1"/><g id="glyph9-1"/><image id="image42"/></defs>\
        <use xlink:href="#glyph7-1"/><use xlink:href="#image42"/><g id="surface17"/></svg>
        """
        XCTAssertEqual(SVGIdentifierNormalizer.normalize(svg), """
        <svg><defs><g id="glyph1"/><g id="glyph2"/><g id="glyph3"/><image id="image1"/></defs>\
        <use xlink:href="#glyph2"/><use xlink:href="#image1"/><g id="surface1"/></svg>
        """)
    }

    func testRenamesReferencesMadeBeforeTheirDefinition() {
        let svg = ##"<g clip-path="url(#clip12)"><use href="#source-5"/></g><clipPath id="clip12"/><g id="source-5"/>"##
        XCTAssertEqual(SVGIdentifierNormalizer.normalize(svg),
                       ##"<g clip-path="url(#clip1)"><use href="#source-1"/></g><clipPath id="clip1"/><g id="source-1"/>"##)
    }

    func testSameStructureWithDifferentCountersGivesTheSameText() {
        let first = ##"<g id="surface3"><use xlink:href="#surface3"/><rect fill="url(#pattern8)"/><g id="pattern8"/></g>"##
        let second = ##"<g id="surface91"><use xlink:href="#surface91"/><rect fill="url(#pattern2)"/><g id="pattern2"/></g>"##
        XCTAssertEqual(SVGIdentifierNormalizer.normalize(first), SVGIdentifierNormalizer.normalize(second))
    }

    func testLeavesOtherAttributesAndDataURLsAlone() {
        let svg = ##"<image xml:id="x" data-id="glyph1" href="data:image/png;base64,AAAA" width="10"/><g id="mask"/>"##
        XCTAssertEqual(SVGIdentifierNormalizer.normalize(svg),
                       ##"<image xml:id="x" data-id="glyph1" href="data:image/png;base64,AAAA" width="10"/><g id="mask1"/>"##)
    }
}
