// swift-tools-version:6.0
// libFuzzer targets for FormRender. A package of its own, so the main package never builds them (they
// have no `main`: libFuzzer's runtime provides it). Build and run them with `Fuzz/run`, which builds
// every module, the main package's included, with libFuzzer's coverage and AddressSanitizer.
import PackageDescription

let fuzzTarget: (String, [Target.Dependency]) -> Target = { name, dependencies in
    .executableTarget(name: name, dependencies: dependencies, swiftSettings: [.unsafeFlags(["-parse-as-library"])])
}

let package = Package(
    name: "FormRenderFuzz",
    dependencies: [.package(name: "FormRender", path: "..")],
    targets: [
        fuzzTarget("FuzzJSON", [.product(name: "FormRenderKit", package: "FormRender")]),
        fuzzTarget("FuzzExpressions", [.product(name: "FormRenderKit", package: "FormRender")]),
        fuzzTarget("FuzzForms", [.product(name: "FormRenderKit", package: "FormRender"), "FuzzSupport"]),
        fuzzTarget("FuzzViewTrees", [.product(name: "FormRenderKit", package: "FormRender"), "FuzzSupport"]),
        // The box checks and the Pango-free measurer the targets that lay out share.
        .target(name: "FuzzSupport", dependencies: [.product(name: "FormRenderKit", package: "FormRender")]),
        fuzzTarget("FuzzPNG", [.product(name: "PNGCodec", package: "FormRender")]),
        fuzzTarget("FuzzCompare", [.product(name: "FormSnapshot", package: "FormRender")]),
        fuzzTarget("FuzzGlob", [.product(name: "FormSnapshot", package: "FormRender")]),
        fuzzTarget("FuzzPDF", [.product(name: "FormRenderKit", package: "FormRender")]),
        fuzzTarget("FuzzFonts", [.product(name: "FormRenderKit", package: "FormRender")]),
    ],
    swiftLanguageModes: [.v5]
)
