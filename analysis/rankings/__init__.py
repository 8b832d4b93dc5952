"""Which strategy do human judges prefer? Ranking sheets out, filled sheets back in."""

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
