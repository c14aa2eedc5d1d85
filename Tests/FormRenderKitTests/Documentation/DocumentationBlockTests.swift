import Expectations
import FormModel
import FormRaster
@testable import FormSnapshot
import FormSupport
import Foundation
import Testing
import TestSupport
@testable import formrender

/// Every block of the README and docs/ meant to be copied is run, parsed, compiled or validated here,
/// by the check its `<!-- checked: … -->` line names, so a change that breaks one breaks the suite.
/// (The install block is run by scripts/check-install, in fresh Debian roots.)
@Suite struct DocumentationBlockTests {
    static let checks = ["run in an empty directory", "install", "build dependencies", "manifest", "compiled in ", "cli", "scripts", "json", "workflow", "gitignore"]

    @Test func everyBlockMeantToBeCopiedSaysHowItIsChecked() {
        expect(DocumentationBlock.all.count > 20, "the blocks are found")
        for block in DocumentationBlock.all {
            expect(DocumentationBlock.copyable.contains(block.language) || ["", "text"].contains(block.language),
                   "\(block): a language this test does not know; add its check")
            guard DocumentationBlock.copyable.contains(block.language) else { continue }
            guard let check = block.check else {
                Issue.record("\(block) is meant to be copied but says nothing of how it is checked: put <!-- checked: … --> above it")
                continue
            }
            expect(Self.checks.contains { check.hasPrefix($0) }, "\(block): unknown check '\(check)'")
        }
    }

    /// The README's example, run as a user pastes it: in an empty folder, with `formrender` on PATH.
    @Test func runBlocksRunInAnEmptyDirectory() throws {
        let binary = try require(TestPaths.formrenderBinary, "the formrender binary is built")
        let blocks = DocumentationBlock.checked("run in an empty directory")
        expect(!blocks.isEmpty)
        for block in blocks {
            let directory = try TemporaryDirectory()
            defer { directory.remove() }
            let environment = ["PATH": binary.deletingLastPathComponent().path + ":/usr/local/bin:/usr/bin:/bin", "HOME": directory.path(""),
                               "GIT_CONFIG_NOSYSTEM": "1"]
            let result = try run(URL(fileURLWithPath: "/bin/bash"), ["-euo", "pipefail", "-c", "exec 2>&1\n" + block.text], in: directory.path(""),
                                 environment: environment)
            expectEqual(result.status, 0, "\(block) exits 0; it said:\n\(result.stdout)")
            // What its comments promise, it says: `# 4 passed, 0 failed`.
            for promise in block.text.matches(of: try Regex(#"# (\d+ passed, \d+ failed)"#)) {
                expect(result.stdout.contains(String(promise[1].substring!)), "\(block) says '\(promise[1].substring!)'; it said:\n\(result.stdout)")
            }
            // A file it writes that the repository has too (the example form) is the repository's, which the suite checks.
            for (path, contents) in block.heredocs where FileManager.default.fileExists(atPath: TestPaths.path(path)) {
                let repository = try String(contentsOfFile: TestPaths.path(path), encoding: .utf8)
                expectEqual(contents, repository, "\(block): \(path) as in the repository")
            }
        }
    }

    @Test func cliBlocksParseAndNameFilesThatExist() throws {
        let blocks = DocumentationBlock.checked("cli")
        expect(blocks.count >= 4)
        for block in blocks {
            for line in block.commandLines { try checkCommand(line, in: block) }
        }
    }

    func checkCommand(_ line: String, in block: DocumentationBlock) throws {
        let words = shellWords(line)
        guard words.first == "formrender" else {
            Issue.record("\(block): '\(line)' is not a formrender command")
            return
        }
        do {
            _ = try FormRenderCommand.parseAsRoot(Array(words.dropFirst()))
        } catch {
            Issue.record("\(block): '\(line)' does not parse: \(FormRenderCommand.message(for: error))")
        }
        let outputs: Set<String> = ["--out", "--report", "--junit"]
        for (index, word) in words.enumerated().dropFirst(2) where !word.hasPrefix("-") && !outputs.contains(words[index - 1]) {
            // An input: a .hints or .json file, or a path under a folder of the repository (not `--shard 1/4`).
            let folder = word.split(separator: "/").first.map(String.init) ?? word
            var isDirectory: ObjCBool = false
            let underFolder = word.contains("/") && FileManager.default.fileExists(atPath: TestPaths.path(folder), isDirectory: &isDirectory) && isDirectory.boolValue
            guard underFolder || word.hasSuffix(".hints") || word.hasSuffix(".json"), !word.contains("*") else { continue }
            expect(FileManager.default.fileExists(atPath: TestPaths.path(word)), "\(block): '\(line)' names \(word), which the repository does not have")
        }
    }

    @Test func scriptBlocksNameScriptsThatExist() {
        let blocks = DocumentationBlock.checked("scripts")
        expect(blocks.count >= 3)
        for block in blocks {
            for line in block.commandLines {
                for command in line.components(separatedBy: "&&") {
                    var words = shellWords(command.trimmingCharacters(in: .whitespaces))
                    if words.first == "swift" { continue }
                    if words.first == "python3" { words.removeFirst() }
                    guard let script = words.first else { continue }
                    expect(FileManager.default.isExecutableFile(atPath: TestPaths.path(script))
                           || (command.contains("python3") && FileManager.default.fileExists(atPath: TestPaths.path(script))),
                           "\(block): \(script) is not a script of the repository")
                }
            }
        }
    }

    /// The release's file names in the install block and everywhere else: this version's, as scripts/package names them.
    @Test func installBlocksNameThisVersionsFiles() throws {
        let version = FormRenderVersion.current
        let blocks = DocumentationBlock.checked("install")
        expect(!blocks.isEmpty)
        for block in blocks {
            expect(block.text.contains("releases/download/\(version)/formrender_\(version)_amd64.deb"), "\(block): the download is \(version)'s")
            expect(block.text.contains("apt-get install ./formrender_\(version)_amd64.deb"), "\(block): installs what it downloaded")
        }
        let package = try String(contentsOfFile: TestPaths.path("scripts/package"), encoding: .utf8)
        expect(package.contains("deb=dist/formrender_${version}_$architecture.deb") && package.contains("name=formrender-$version-linux-$machine"),
               "scripts/package names the files so")
        for file in DocumentationBlock.files {
            let text = try String(contentsOfFile: TestPaths.path(file), encoding: .utf8)
            for match in text.matches(of: try Regex(#"formrender[-_](\d+\.\d+\.\d+)[-_]"#)) {
                expectEqual(String(match[1].substring!), version, "\(file) names the release \(match[0].substring!)")
            }
            for match in text.matches(of: try Regex(#"from: "(\d+\.\d+\.\d+)""#)) {
                expectEqual(String(match[1].substring!), version, "\(file): the dependency line asks for this version")
            }
        }
    }

    /// The packages a Swift team installs to build FormRender are those scripts/setup installs to build it.
    @Test func buildDependencyBlocksNameWhatTheBuildNeeds() throws {
        let setup = try String(contentsOfFile: TestPaths.path("scripts/setup"), encoding: .utf8)
        let line = try require(setup.components(separatedBy: "\n").first { $0.hasPrefix("packages=(") })
        let needed = Set(shellWords(String(line.dropFirst("packages=(".count).prefix { $0 != ")" })).prefix { !$0.hasPrefix("qpdf") })
        expect(needed.contains("libpango1.0-dev") && needed.contains("pkg-config"), "\(needed)")
        let blocks = DocumentationBlock.checked("build dependencies")
        expect(!blocks.isEmpty)
        for block in blocks {
            let words = shellWords(try require(block.commandLines.first))
            expectEqual(Array(words.prefix(3)), ["sudo", "apt-get", "install"], "\(block)")
            expectEqual(Set(words.dropFirst(3)), needed, "\(block) installs what scripts/setup installs to build")
        }
    }

    /// A manifest block is one SwiftPM reads, that asks for this package by its URL, its products and its traits.
    @Test func manifestBlocksAreManifestsOfThisPackagesProducts() throws {
        let ours = try String(contentsOfFile: TestPaths.path("Package.swift"), encoding: .utf8)
        let products = Set(ours.matches(of: try Regex(#"\.library\(name: "(\w+)""#)).map { String($0[1].substring!) })
        let traits = Set(ours.matches(of: try Regex(#"\.trait\(name: "(\w+)""#)).map { String($0[1].substring!) })
        let blocks = DocumentationBlock.checked("manifest")
        expect(blocks.count >= 2)
        for block in blocks {
            let directory = try TemporaryDirectory()
            defer { directory.remove() }
            _ = try directory.write("Package.swift", block.text)
            let result = try run(URL(fileURLWithPath: "/usr/bin/env"), ["swift", "package", "dump-package", "--package-path", directory.path("")],
                                 environment: ["FORMRENDER_OPTIMIZED_TESTS": ""])
            expectEqual(result.status, 0, "\(block) is a manifest SwiftPM reads: \(result.stderr)")
            expect(block.text.contains(#".package(url: "https://github.com/formrender/formrender", from: ""#), "\(block): depends by the URL")
            for used in block.text.matches(of: try Regex(#"\.product\(name: "(\w+)", package: "formrender"\)"#)) {
                expect(products.contains(String(used[1].substring!)), "\(block): FormRender has no product \(used[1].substring!)")
            }
            for used in block.text.matches(of: try Regex(#"traits: \[([^\]]*)\]"#)) {
                for trait in used[1].substring!.matches(of: try Regex(#""(\w+)""#)) {
                    expect(traits.contains(String(trait[1].substring!)), "\(block): FormRender has no trait \(trait[1].substring!)")
                }
            }
        }
    }

    /// A Swift block is a test the suite compiles and runs: it stands verbatim in that file.
    @Test func swiftBlocksStandInTestsTheSuiteRuns() throws {
        let blocks = DocumentationBlock.checked("compiled in ")
        expect(blocks.count >= 3)
        for block in blocks {
            let path = String(try require(block.check).dropFirst("compiled in ".count))
            expect(path.hasPrefix("Tests/") && path.hasSuffix(".swift"), "\(block): \(path) is a test file")
            let source = try String(contentsOfFile: TestPaths.path(path), encoding: .utf8)
            expect(source.contains(block.text), "\(block) stands as it is in \(path)")
        }
    }

    @Test func jsonBlocksAreWhatTheySay() throws {
        let blocks = DocumentationBlock.checked("json")
        expect(blocks.count >= 6)
        for block in blocks {
            do {
                _ = try JSONParser.parse(block.text)
            } catch {
                Issue.record("\(block) is not JSON: \(error)")
                continue
            }
            let directory = try TemporaryDirectory()
            defer { directory.remove() }
            var warnings = WarningLog()
            do {
                switch block.check {
                case "json, a formrender.json":
                    // In a project with the examples' folders, which it names.
                    for folder in ["Hints", "Forms", "Layouts", "Themes"] {
                        try FileManager.default.copyItem(atPath: TestPaths.path(folder), toPath: directory.path(folder))
                    }
                    _ = try directory.write("formrender.json", block.text)
                    _ = try SnapshotConfig.load(root: directory.path(""), warnings: &warnings)
                case "json, a theme":
                    _ = try ThemeFile.load(try directory.write("Theme.json", block.text), warnings: &warnings)
                case "json, a form file", "json, an Items form":
                    let name = block.check == "json, a form file" ? "Example.form.json" : "Example.json"
                    let session = try makeSession()
                    _ = try session.loader.loadDocuments(try directory.write(name, block.text), warnings: &warnings)
                case "json, a view tree":
                    // Beside the examples' components, which it includes.
                    try FileManager.default.copyItem(atPath: TestPaths.path("Layouts"), toPath: directory.path("Layouts"))
                    let session = try makeSession()
                    _ = try session.loader.loadDocuments(try directory.write("Layouts/Example.json", block.text), warnings: &warnings)
                case "json":
                    break
                default:
                    Issue.record("\(block): no such JSON check '\(block.check ?? "")'")
                }
            } catch {
                Issue.record("\(block) does not load as it says (\(block.check ?? "")): \(error)")
            }
            expectEqual(warnings.warnings.map(\.message), [], "\(block) reads without a warning")
        }
    }

    /// Installed by `scripts/test` from PyPI; off CI, a machine that cannot reach PyPI skips the check (and says so).
    static let workflowCheckersInstalled = FileManager.default.fileExists(atPath: TestPaths.path(".build/tools/python/pinned"))
    /// The workflow a project copies: GitHub's schema, zizmor, shellcheck on its scripts (scripts/check-workflow).
    @Test(.enabled(if: workflowCheckersInstalled || SnapshotChecker.environmentIsCI, "the workflow checkers are not installed (PyPI could not be reached); CI always runs this"))
    func workflowBlocksPassTheWorkflowCheckers() throws {
        let blocks = DocumentationBlock.checked("workflow")
        expect(!blocks.isEmpty)
        for block in blocks {
            let directory = try TemporaryDirectory()
            defer { directory.remove() }
            let file = try directory.write("workflow.yml", block.text)
            let result = try run(TestPaths.root.appendingPathComponent("scripts/check-workflow"), [file])
            expectEqual(result.status, 0, "\(block) passes scripts/check-workflow:\n\(result.stdout)\(result.stderr)")
        }
    }

    /// The formrender commands the workflow runs parse as the command's own parser reads them.
    @Test func workflowBlocksRunCommandsThatParse() throws {
        let blocks = DocumentationBlock.checked("workflow")
        expect(!blocks.isEmpty)
        for block in blocks {
            let variable = try Regex(#"\$\{?[A-Z_]+\}?"#)
            let commands = block.text.components(separatedBy: "\n").compactMap { line -> String? in
                guard let start = line.range(of: "run: formrender ") else { return nil }
                return "formrender " + line[start.upperBound...].replacing(variable, with: "1")
            }
            expect(commands.count >= 2, "\(block) runs formrender")
            for command in commands { try checkCommand(command, in: block) }
        }
    }

    /// The folders a .gitignore block leaves out are those FormRender writes.
    @Test func gitignoreBlocksNameWhatFormRenderWrites() throws {
        let blocks = DocumentationBlock.checked("gitignore")
        expect(!blocks.isEmpty)
        for block in blocks {
            for entry in block.commandLines {
                let name = entry.trimmingCharacters(in: CharacterSet(charactersIn: "/"))
                let writers = ["Sources/FormSnapshot/Suite/SnapshotConfig.swift", "Sources/FormRenderTesting/AssertFormSnapshot.swift"]
                let written = try writers.contains { try String(contentsOfFile: TestPaths.path($0), encoding: .utf8).contains("\"\(name)\"") }
                expect(written, "\(block): FormRender does not write \(entry)")
            }
        }
    }
}
