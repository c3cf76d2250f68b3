import LucidPreview
import XCTest

final class PreviewModelTests: XCTestCase {
    private let good = PreviewRender(picture: "A", width: 10, height: 20)
    private let better = PreviewRender(picture: "B", width: 30, height: 40)
    private let problem = PreviewProblem(file: "f.yaml", line: 3, column: 5, text: "f.yaml:3:5: error: bad")

    func testStartsLoadingAndCountsRenders() {
        var model = PreviewModel(file: "f.yaml")
        XCTAssertEqual(model.status, .loading)
        XCTAssertEqual(model.generation, 0)
        XCTAssertNil(model.status.picture)
        model.apply(.success(good), usedFiles: ["/a.png"])
        XCTAssertEqual(model.status, .rendered(good))
        XCTAssertEqual(model.generation, 1)
        XCTAssertEqual(model.usedFiles, ["/a.png"])
    }

    func testAFailureKeepsTheLastGoodPictureUntilFixed() {
        var model = PreviewModel(file: "f.yaml")
        model.apply(.failure(problem))
        XCTAssertEqual(model.status, .failed(problem, lastGood: nil), "nothing good yet")
        model.apply(.success(good))
        model.apply(.failure(problem))
        XCTAssertEqual(model.status, .failed(problem, lastGood: good))
        XCTAssertEqual(model.status.picture, good)
        XCTAssertEqual(model.status.problem, problem)
        // A second failure still shows the picture from before the first.
        model.apply(.failure(PreviewProblem(file: "f.yaml", text: "worse")))
        XCTAssertEqual(model.status.picture, good)
        model.apply(.success(better))
        XCTAssertEqual(model.status, .rendered(better))
        XCTAssertNil(model.status.problem)
        XCTAssertEqual(model.generation, 5)
    }

    func testUsedFilesStayWhenAReadFailsEarly() {
        var model = PreviewModel(file: "f.yaml")
        model.apply(.success(good), usedFiles: ["/inc.yaml"])
        model.apply(.failure(problem), usedFiles: nil)
        XCTAssertEqual(model.usedFiles, ["/inc.yaml"])
    }
}
