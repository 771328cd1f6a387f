from polyreg.model import PolynomialRegressor

__all__ = ["PolynomialRegressor"]
