"""Which APE strategy do human judges prefer, item by item: anonymised ranking sheets out,
filled sheets back in as ranking judgements."""

from analysis.rankings.run import (
    ImportedRankings,
    SheetExport,
    SheetImport,
    export,
    import_rankings,
)
from analysis.rankings.sheets import SheetError

__all__ = ["export", "SheetExport", "import_rankings", "SheetImport", "ImportedRankings",
           "SheetError"]
