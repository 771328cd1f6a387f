from boxchem.mechanism import Mechanism, Reaction
from boxchem.model import BoxModel

__all__ = ["BoxModel", "Mechanism", "Reaction"]
