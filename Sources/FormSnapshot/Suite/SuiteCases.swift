import FormLayout
import FormModel
import FormPipeline
import FormSupport
import FormPages

/// The cases a configuration covers, the inputs that could not be read, and what reading them said.
public struct CaseList: Sendable {
    public var cases: [SnapshotCase] = []
    public var errors: [FormError] = []
    /// Each input's warnings, once per input whatever its number of cases, then the suite's own.
    public var warnings: [FormWarning] { inputWarnings.flatMap(\.warnings) + suiteWarnings }
    public var inputWarnings: [(input: String, warnings: [FormWarning])] = []
    public var suiteWarnings: [FormWarning] = []

    /// The warnings of the inputs `inputs` holds (those a pattern or shard runs), and the suite's own.
    public func warnings(for inputs: Set<String>) -> [FormWarning] {
        inputWarnings.filter { inputs.contains($0.input) }.flatMap(\.warnings) + suiteWarnings
    }
}

extension SnapshotConfig {
    /// Counts the pages a state of an input prints on (`input`, `variant`, page size, and what its
    /// session renders with).
    public typealias PageCounter = (String, String?, PageSetup, SessionKey) throws -> Int

    /// Every case the configuration covers, in a stable order: each input's states, once per matrix
    /// value, at the widths and scales their overrides choose, compared and masked as theirs say. Two
    /// inputs whose cases would share a reference name are an error naming both: the second is not
    /// checked. An override that matches no case is a warning, as a mistyped glob would do nothing.
    /// - Parameters:
    ///   - viewFiles: view-tree files already read this run (the runner shares them with its workers).
    ///   - pageCount: how many pages a form prints on, for `pages`: a case per page (without it, or
    ///     when it fails, page 1 alone, which then fails with the reason).
    public func cases(viewFiles: ViewFileLibrary = ViewFileLibrary(), pageCount: PageCounter? = nil) -> CaseList {
        let project = LayoutRoot(path: projectRoot)
        var loader = FormLoader(library: HintsLibrary(directories: hintsDirectories, within: project), viewFiles: viewFiles)
        loader.project = project
        // Read as every batch reads its inputs; a file that cannot be read is an error of the suite's.
        let batch = InputBatch(inputs, emptyDirectoryIsAnError: false, within: project) { files in
            files.map { file in
                var warnings = WarningLog()
                do {
                    return LoadedInput(input: file, states: try loader.loadDocuments(file, warnings: &warnings), warnings: warnings.warnings)
                } catch {
                    return LoadedInput(input: file, states: nil, warnings: warnings.warnings,
                                       error: error as? FormError ?? FormError("\(error)", at: SourceLocation(file: file)))
                }
            }
        }
        var list = CaseList(errors: batch.errors)
        var viewTreeFamilies = ViewTreeThemeFamilies()
        var claims = OutputNameClaims()
        var usedOverrides = Set<Int>(), choosingOverrides = Set<Int>()
        // Names two states claim: neither is checked against the reference they would share.
        var disputed = Set<String>()
        // An input that could not be read still holds the names of its default state: another input
        // that would be checked against them is disputed, never recorded under them.
        for loaded in batch.inputs where loaded.states == nil {
            let names = matrix.combinations.map { combination in
                (name: outputName(of: loaded.input) + combination.nameSuffix, state: "\u{0}" + combination.nameSuffix,
                 label: OutputNameClaims.unreadable + combination.label)
            }
            disputed.formUnion(claims.claimEach(names, for: loaded.input).disputed)
        }
        let hintsBehindForms = HintsBehindForms(batch.inputs, hintsDirectories: hintsDirectories)
        for loaded in batch.inputs {
            let file = loaded.input
            if let form = hintsBehindForms.formOf[file] {
                list.suiteWarnings.append(FormWarning("not checked on its own: \(form) is built on it (\"model\") and takes its name, so its cases are that form's",
                                                      at: SourceLocation(file: file)))
                continue
            }
            list.inputWarnings.append((file, loaded.warnings))
            guard let states = loaded.states else {
                if let error = loaded.error { list.errors.append(error) }
                continue
            }
            // Each state once per combination of the matrix that can change how it draws:
            // `Signup-midnight-text1.35-error`.
            let themed = matrix.combinations.flatMap { combination in
                states.filter { state in
                    // The theme the state has without the matrix (the suite's, or an override's): a
                    // matrix theme that is that same file would check the same picture twice.
                    let ownTheme = settings(matching: OutputFormat.caseName(state.document.name, variant: state.variant), name: nil,
                                            used: &choosingOverrides).themeFile
                    if let file = combination.theme.file, let ownTheme, SameFile.paths(file, ownTheme) { return false }
                    // An appearance is a view tree's colors.json mode: a form has none to change.
                    if case .form = state.document { return combination.appearance == nil }
                    // A view tree draws in its own colours and sizes: of a theme only the font family
                    // reaches it, and no text scale does. Anything else would check the same picture twice.
                    let key = [loaded.input, state.variant ?? "", combination.locale ?? "", combination.appearance?.rawValue ?? ""].joined(separator: "\u{0}")
                    return (combination.textScale ?? 1) == 1
                        && viewTreeFamilies.changes(combination.theme, from: ownTheme, state: key, defaultListed: matrix.themes.contains(.standard))
                }.map { state in
                    (state: state, combination: combination,
                     stem: OutputFormat.caseName(state.document.name + combination.nameSuffix, variant: state.variant))
                }
            }
            // A report (and merge-reports) carries case names as plain file names: no '\', no controls.
            if let odd = themed.map(\.stem).first(where: { $0.contains("\\") || $0.unicodeScalars.contains(where: \.isControlCharacter) }) {
                list.errors.append(FormError("the case name '\(odd.escapingControlCharacters)' has a '\\' or a control character, which snapshot reports cannot carry; rename the file",
                                             at: SourceLocation(file: file)))
                continue
            }
            let claimed = themed.map { entry in
                let state = entry.state.variant.map { "variant '\($0)'" } ?? "the default state"
                return (name: entry.stem, state: "\(entry.state.variant ?? "")\u{0}\(entry.combination.nameSuffix)", label: state + entry.combination.label)
            }
            let (collisions, contested) = claims.claimEach(claimed, for: file)
            list.errors += collisions
            disputed.formUnion(contested)
            for (state, combination, stem) in themed {
                let chosen = settings(matching: stem, name: nil, used: &choosingOverrides)
                let theme = combination.theme.file ?? chosen.themeFile
                var stateCases: [SnapshotCase] = []
                let stateWidths = state.variant == nil ? chosen.widths ?? [] : (chosen.variantWidths ?? chosen.widths ?? [])
                for width in stateWidths {
                    for scale in chosen.scales ?? [] {
                        stateCases.append(SnapshotCase(input: file, formName: stem, variant: nil, width: width, scale: scale))
                    }
                }
                // Forms print, in their default state (variants are screen states: a field active, a panel
                // open); a view tree is one picture.
                if case .form = state.document, state.variant == nil {
                    for page in pages {
                        let count = max(1, (try? pageCount?(file, state.variant, page, SessionKey(theme: theme, textScale: combination.textScale, locale: combination.locale))) ?? 1)
                        for number in 1...count {
                            for scale in chosen.scales ?? [] {
                                stateCases.append(SnapshotCase(input: file, formName: stem, variant: nil, page: page, number: number, scale: scale))
                            }
                        }
                    }
                }
                for var snapshotCase in stateCases {
                    snapshotCase.variant = state.variant
                    snapshotCase.themeFile = theme
                    snapshotCase.textScale = combination.textScale
                    snapshotCase.locale = combination.locale
                    snapshotCase.appearance = combination.appearance
                    let own = self.settings(matching: stem, name: snapshotCase.name, used: &usedOverrides)
                    snapshotCase.comparison = ComparisonOptions(threshold: own.threshold ?? threshold, maxDiffPixels: own.maxDiffPixels ?? maxDiffPixels,
                                                                maxDiffPixelRatio: own.maxDiffPixelRatio ?? maxDiffPixelRatio)
                    snapshotCase.mask = SnapshotMask(selectors: own.mask ?? [], color: maskColor)
                    list.cases.append(snapshotCase)
                }
            }
        }
        list.suiteWarnings += unusedOverrideWarnings(used: usedOverrides, choosing: choosingOverrides, anyCases: !list.cases.isEmpty)
        // `--width`-like repeats (375 and 375.0) name one reference: check it once.
        var seen = Set<String>()
        list.cases = list.cases.sorted { $0.name < $1.name }.filter {
            !disputed.contains(OutputNameClaims.key($0.stem)) && seen.insert($0.name).inserted
        }
        return list
    }

    /// The suite's settings under every override that matches, in order. With `name` nil, only the
    /// overrides that match the stem count (they choose which cases exist).
    func settings(matching stem: String, name: String?, used: inout Set<Int>) -> CaseSettings {
        var settings = CaseSettings()
        settings.widths = widths
        settings.variantWidths = variantWidths
        settings.scales = scales
        settings.themeFile = themeFile
        settings.mask = mask
        for (index, override) in overrides.enumerated() {
            let matches = name.map { override.matches(name: $0, stem: stem) } ?? override.matches(stem: stem)
            guard matches else { continue }
            used.insert(index)
            settings = settings.overlaid(with: override.settings)
        }
        return settings
    }

    /// Overrides that matched no case; and those that set widths, scales or a theme with a glob that
    /// matched only whole case names, where those keys cannot apply.
    func unusedOverrideWarnings(used: Set<Int>, choosing: Set<Int>, anyCases: Bool) -> [FormWarning] {
        guard anyCases else { return [] }
        return overrides.enumerated().compactMap { index, override in
            let at = override.location ?? SourceLocation(file: SnapshotConfig.fileName)
            if !used.contains(index) && !choosing.contains(index) {
                return FormWarning("'overrides.\(override.pattern)' matches no case; globs match case names like Login-compact@2x or Login-error", at: at)
            }
            if override.settings.choosesCases && !choosing.contains(index) {
                return FormWarning("'overrides.\(override.pattern)' sets widths, scales or a theme, which are chosen per form and state, but it matches no name without a width (like Login or Login-error); those keys do nothing",
                                   at: at)
            }
            return nil
        }
    }
}
