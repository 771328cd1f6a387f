from mcvalue.config import MCConfig
from mcvalue.instruments import EuropeanCall
from mcvalue.models import BlackScholesModel
from mcvalue.pricing import mc_price

__all__ = ["BlackScholesModel", "EuropeanCall", "MCConfig", "mc_price"]
