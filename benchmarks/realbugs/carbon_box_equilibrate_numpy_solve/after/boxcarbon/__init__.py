from boxcarbon.model import CarbonBoxModel

__all__ = ["CarbonBoxModel"]
