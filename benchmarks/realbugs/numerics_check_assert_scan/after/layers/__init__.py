from .checks import check_numerics, enable_numeric_checks
from .dense import Dense
from .repeat import Repeat

__all__ = ["Dense", "Repeat", "check_numerics", "enable_numeric_checks"]
