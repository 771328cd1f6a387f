from sirens.cosmology import FlatLambdaCDM
from sirens.inference import MAPFitter, SirenCatalogue

__all__ = ["FlatLambdaCDM", "MAPFitter", "SirenCatalogue"]
