from synphot_lite.filters import top_hat
from synphot_lite.photometry import ab_magnitude, band_flux

__all__ = ["ab_magnitude", "band_flux", "top_hat"]
