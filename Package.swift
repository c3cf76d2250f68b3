// swift-tools-version:6.0
import PackageDescription

/// Lucid: declarative layouts → generic `Layout` trees → rectangles → PNG, SVG, PDF and text.
///
/// The targets follow the data flow: `LucidLayout` (the core, Foundation only),
/// `LucidDescription` (files → `AnyLayout` trees), `LucidRender` (display list →
/// Cairo PNG/SVG/PDF and ASCII), and the `lucid` command line tool on top.
let package = Package(
    name: "Lucid",
    products: [
        .library(name: "LucidLayout", targets: ["LucidLayout"]),
        .executable(name: "lucid", targets: ["LucidCLI"]),
        .executable(name: "lucid-bench", targets: ["LucidBenchmark"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
        .package(url: "https://github.com/onevcat/Rainbow", from: "4.2.2"),
    ],
    targets: [
        .target(name: "LucidLayout"),
        .systemLibrary(
            name: "CCairo",
            pkgConfig: "pangocairo",
            providers: [.apt(["libcairo2-dev", "libpango1.0-dev"])]
        ),
        .target(
            name: "LucidDescription",
            dependencies: ["LucidLayout", .product(name: "Yams", package: "Yams")]
        ),
        .target(
            name: "LucidRender",
            dependencies: ["LucidLayout", "CCairo"],
            // The default fonts and their licence, loaded through Lucid's own fontconfig
            // configuration so text looks the same on every machine.
            resources: [.copy("Resources/Fonts")]
        ),
        .executableTarget(
            name: "LucidCLI",
            dependencies: [
                "LucidLayout", "LucidDescription", "LucidRender",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Rainbow", package: "Rainbow"),
            ]
        ),
        .executableTarget(
            name: "LucidBenchmark",
            dependencies: ["LucidLayout", "LucidRender"]
        ),
        .testTarget(name: "LucidLayoutTests", dependencies: ["LucidLayout"]),
        .testTarget(name: "LucidDescriptionTests", dependencies: ["LucidDescription", "LucidLayout"]),
        .testTarget(name: "LucidRenderTests", dependencies: ["LucidRender", "LucidDescription", "LucidLayout"]),
        .testTarget(name: "LucidCLITests", dependencies: ["LucidRender"]),
    ],
    swiftLanguageModes: [.v5]
)
