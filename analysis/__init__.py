"""Statistics, MT metrics, figures and discourse benchmark scoring."""
