// FormRenderKit is the whole of FormRender as one import: the pipeline, snapshot testing, the gallery
// and every stage's types. Each lives in a module of its own (docs/architecture.md); this one only
// passes them on, so that `import FormRenderKit` keeps working whichever module a type moved to.
@_exported import BoxTree
@_exported import FormGallery
@_exported import FormLayout
@_exported import FormModel
@_exported import FormPages
@_exported import FormPipeline
@_exported import FormRaster
@_exported import FormSnapshot
@_exported import FormSupport
@_exported import PDFForms
@_exported import PNGCodec
