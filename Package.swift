// swift-tools-version:6.1
import PackageDescription

/// Lucid: declarative layouts → generic `Layout` trees → rectangles → PNG, SVG, PDF and text.
///
/// The targets follow the data flow: `LucidCSS` (the CSS box engine, Foundation only),
/// `LucidLayout` (the core: Layout, the SwiftUI-style and Lucid Dreams layouts, CSS regions),
/// `LucidDescription` (files → `AnyLayout` trees), `LucidRender` (display list →
/// Cairo PNG/SVG/PDF and ASCII), and the `lucid` command line tool on top.
let package = Package(
    name: "Lucid",
    products: [
        .library(name: "LucidCSS", targets: ["LucidCSS"]),
        .library(name: "LucidLayout", targets: ["LucidLayout"]),
        .library(name: "LucidSnapshot", targets: ["LucidSnapshot"]),
        .library(name: "LucidSnapshotTesting", targets: ["LucidSnapshotTesting"]),
        .executable(name: "lucid", targets: ["LucidCLI"]),
        .executable(name: "lucid-serve", targets: ["LucidServe"]),
        .executable(name: "lucid-bench", targets: ["LucidBenchmark"]),
        .executable(name: "lucid-fuzz", targets: ["LucidFuzz"]),
        .executable(name: "flex-conformance", targets: ["FlexConformance"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
        .package(url: "https://github.com/apple/swift-collections", from: "1.6.0"),
        .package(url: "https://github.com/onevcat/Rainbow", from: "4.2.2"),
        .package(url: "https://github.com/apple/swift-crypto", from: "3.12.3"),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
        // The web servers of `preview --serve` and `review --serve`: Hummingbird on SwiftNIO
        // (its HTTP parser is linear with size limits, its accept loop survives running out
        // of descriptors). Its default traits (swift-configuration support, full Foundation)
        // are not needed.
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1", traits: []),
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.2"),
        .package(url: "https://github.com/apple/swift-nio-extras", from: "1.35.2"),
        .package(url: "https://github.com/apple/swift-http-types", from: "1.8.0"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        // The server's lifetime: its graceful shutdown (closing the listener before the
        // connections), which cancelling Hummingbird's task does not do.
        .package(url: "https://github.com/swift-server/swift-service-lifecycle", from: "2.13.0"),
    ],
    targets: [
        // The CSS box engine (flex, grid, block), Foundation only: build a tree of styled
        // boxes, give leaves a measure function, lay it out, read frames and baselines.
        .target(name: "LucidCSS"),
        .target(
            name: "LucidLayout",
            dependencies: ["LucidCSS", .product(name: "HeapModule", package: "swift-collections")]),
        .systemLibrary(
            name: "CCairo",
            pkgConfig: "pangocairo",
            providers: [.apt(["libcairo2-dev", "libpango1.0-dev"])]
        ),
        .target(
            name: "LucidDescription",
            dependencies: ["LucidCSS", "LucidLayout", .product(name: "Yams", package: "Yams")]
        ),
        .target(
            name: "LucidRender",
            dependencies: ["LucidLayout", "CCairo"],
            // The default fonts and their licence, loaded through Lucid's own fontconfig
            // configuration so text looks the same on every machine.
            resources: [.copy("Resources/Fonts")]
        ),
        // Comparing outputs with goldens, apart from descriptions: text diffs, perceptual
        // image comparison, record modes, atomic golden files, the frames tree. No Yams,
        // no swift-crypto, so a package that only snapshots a `Layout` does not build them.
        .target(name: "LucidComparison", dependencies: ["LucidLayout", "LucidRender"]),
        .target(
            name: "LucidCheck",
            dependencies: ["LucidComparison", "LucidLayout", "LucidDescription", "LucidRender", .product(name: "Crypto", package: "swift-crypto")]
        ),
        .target(name: "LucidSnapshot", dependencies: ["LucidComparison", "LucidLayout", "LucidRender"]),
        .target(
            name: "LucidSnapshotTesting",
            dependencies: ["LucidSnapshot", "LucidComparison", "LucidLayout", .product(name: "SnapshotTesting", package: "swift-snapshot-testing")]
        ),
        // `lucid preview`: watches a description and shows it live, in the terminal or
        // (through LucidPreviewServer) in a browser.
        .target(name: "LucidPreview", dependencies: ["LucidLayout", "LucidDescription", "LucidRender", "LucidCheck", "LucidComparison"]),
        // The web pages of `preview --serve` and `review --serve`, served by `LoopbackServer`
        // (Hummingbird with Lucid's limits); only the `lucid-serve` executable links it, so
        // `lucid` never loads an HTTP stack.
        .target(
            name: "LucidPreviewServer",
            dependencies: [
                "LucidPreview", "LucidCheck",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdCore", package: "hummingbird"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
                .product(name: "NIOConcurrencyHelpers", package: "swift-nio"),
                .product(name: "NIOHTTPTypes", package: "swift-nio-extras"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
            ]
        ),
        // Every `lucid` command, shared by the two executables.
        .target(
            name: "LucidCommands",
            dependencies: [
                "LucidLayout", "LucidDescription", "LucidRender", "LucidCheck", "LucidComparison", "LucidPreview",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Rainbow", package: "Rainbow"),
            ]
        ),
        .executableTarget(name: "LucidCLI", dependencies: ["LucidCommands"]),
        // `lucid-serve`: the commands with the web servers installed; `lucid preview --serve`
        // and `lucid review --serve` hand over to it.
        .executableTarget(name: "LucidServe", dependencies: ["LucidCommands", "LucidPreview", "LucidPreviewServer"]),
        // The fuzz target: libFuzzer's entry when built with -sanitize=fuzzer -DLUCID_FUZZER
        // (make fuzz), a replayer of saved inputs otherwise (make test).
        .executableTarget(name: "LucidFuzz", dependencies: ["LucidDescription", "LucidLayout", "LucidRender"]),
        .executableTarget(
            name: "LucidBenchmark",
            dependencies: ["LucidLayout", "LucidRender"]
        ),
        // Runs the browser-generated flexbox suite in Tests/Fixtures/flex-conformance.
        // (`--via-description` runs the suite through description files, as `lucid render` reads them.)
        .executableTarget(name: "FlexConformance", dependencies: ["LucidCSS", "LucidLayout", "LucidDescription", "LucidRender"]),
        // What several test targets share: the seeded random source and the fuzz inputs and
        // checks (a target of its own, not files linked into each).
        .target(name: "LucidTestSupport", dependencies: ["LucidDescription", "LucidLayout"], path: "Tests/LucidTestSupport"),
        .testTarget(name: "LucidLayoutTests", dependencies: ["LucidCSS", "LucidLayout"]),
        // The browser-generated suites in Tests/Fixtures, through the runner's own code.
        .testTarget(name: "ConformanceTests", dependencies: ["FlexConformance"]),
        .testTarget(name: "FlexTests", dependencies: ["LucidCSS", "LucidLayout", "LucidTestSupport"]),
        .testTarget(name: "LucidDescriptionTests", dependencies: ["LucidDescription", "LucidCSS", "LucidLayout", "LucidTestSupport"]),
        .testTarget(name: "LucidRenderTests", dependencies: ["LucidRender", "LucidDescription", "LucidLayout", "LucidTestSupport"]),
        .testTarget(name: "LucidCLITests", dependencies: ["LucidRender", "LucidCheck", "LucidComparison"]),
        .testTarget(
            name: "LucidPreviewTests",
            dependencies: [
                "LucidPreview", "LucidPreviewServer", "LucidDescription", "LucidRender", "LucidLayout",
                .product(name: "Hummingbird", package: "hummingbird"),
            ]
        ),
        .testTarget(name: "LucidCheckTests", dependencies: ["LucidCheck", "LucidComparison", "LucidRender", "LucidLayout"]),
        // Goldens live in __Snapshots__ beside the tests that check them; they are read
        // from the source tree, not bundled.
        .testTarget(name: "LucidSnapshotTests", dependencies: ["LucidSnapshot", "LucidComparison", "LucidLayout"], exclude: ["__Snapshots__"]),
        .testTarget(
            name: "LucidSnapshotTestingTests",
            dependencies: ["LucidSnapshotTesting", "LucidComparison", "LucidLayout", .product(name: "SnapshotTesting", package: "swift-snapshot-testing")],
            exclude: ["__Snapshots__"]
        ),
    ],
    swiftLanguageModes: [.v5]
)
