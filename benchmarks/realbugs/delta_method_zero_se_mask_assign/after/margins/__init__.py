from margins.delta import delta_standard_errors
from margins.report import comparison_table

__all__ = ["comparison_table", "delta_standard_errors"]
