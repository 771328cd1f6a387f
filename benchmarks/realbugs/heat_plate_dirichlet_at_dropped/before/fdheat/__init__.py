from fdheat.plate import HeatPlate

__all__ = ["HeatPlate"]
