from amerput.paths import GeometricBrownianMotion
from amerput.pricer import LongstaffSchwartz
from amerput.regression import ContinuationRegression

__all__ = ["ContinuationRegression", "GeometricBrownianMotion", "LongstaffSchwartz"]
